/// A styled page for any failed request: what happened, in plain words, and what to do next.
package struct ErrorPage: Sendable {
    package let layout: LayoutModel
    package let status: Int
    package let heading: String
    package let message: String
    package let actionHref: String
    package let actionLabel: String

    package init(layout: LayoutModel, status: Int, heading: String, message: String, actionHref: String, actionLabel: String) {
        self.layout = layout
        self.status = status
        self.heading = heading
        self.message = message
        self.actionHref = actionHref
        self.actionLabel = actionLabel
    }
}

extension ErrorPage {
    /// Wording per status; `detail` replaces the default message where the cause is known.
    package static func wording(for status: Int, detail: String?) -> (heading: String, message: String) {
        switch status {
        case 400: ("That request didn't make sense", detail ?? "Something in it was malformed. Go back and try again.")
        case 403: ("Not allowed", detail ?? "You don't have access to this page.")
        case 404: ("Page not found", detail ?? "We couldn't find that page. It may have moved, or the link may be mistyped.")
        case 405: ("That doesn't work here", "This address doesn't accept that kind of request.")
        case 410: ("This link no longer works", detail ?? "It was used, withdrawn or has expired. Ask whoever sent it for a new one.")
        case 413: ("That's too large", detail ?? "What you sent is larger than we accept. Try something smaller.")
        case 422: ("Please check what you entered", detail ?? "Some of it couldn't be used.")
        case 429: ("Too many attempts", detail ?? "Please wait a little and try again.")
        case 503: ("Temporarily unavailable", "Pantrix is busy or restarting. Try again in a moment.")
        default: ("Something went wrong on our side", "It's not you. We've logged the problem; please try again in a moment.")
        }
    }
}
