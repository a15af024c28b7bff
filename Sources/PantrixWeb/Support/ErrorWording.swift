import Hummingbird
import Templates

extension ErrorPage {
    /// Wording per status; `detail` replaces the default message where the cause is known.
    static func wording(for status: HTTPResponse.Status, detail: String?) -> (heading: String, message: String) {
        switch status.code {
        case 400: ("That request didn't make sense", detail ?? "Something in it was malformed. Go back and try again.")
        case 403: ("Not allowed", detail ?? "You don't have access to this page.")
        case 404: ("Page not found", detail ?? "We couldn't find that page. It may have moved, or the link may be mistyped.")
        case 405: ("That doesn't work here", "This address doesn't accept that kind of request.")
        case 413: ("That's too large", detail ?? "What you sent is larger than we accept. Try something smaller.")
        case 422: ("Please check what you entered", detail ?? "Some of it couldn't be used.")
        case 429: ("Too many attempts", detail ?? "Please wait a little and try again.")
        case 503: ("Temporarily unavailable", "Pantrix is busy or restarting. Try again in a moment.")
        default: ("Something went wrong on our side", "It's not you. We've logged the problem; please try again in a moment.")
        }
    }
}

struct UserFacingError: HTTPResponseError {
    let status: HTTPResponse.Status
    let message: String
    var headers: HTTPFields = [:]

    func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(status: status, headers: headers)
    }
}
