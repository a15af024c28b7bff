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
