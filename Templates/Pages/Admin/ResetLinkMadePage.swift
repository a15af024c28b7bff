import Foundation

/// After an admin made a reset link: the link, shown this once, for whom and until when.
package struct ResetLinkMadePage: Sendable {
    package let layout: LayoutModel
    package let username: String
    package let personHref: String
    package let link: String
    package let expires: Date
    package let hours: Int

    package init(layout: LayoutModel, username: String, personHref: String, link: String, expires: Date, hours: Int) {
        self.layout = layout
        self.username = username
        self.personHref = personHref
        self.link = link
        self.expires = expires
        self.hours = hours
    }
}
