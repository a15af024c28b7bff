import Foundation
import PantrixCore

/// /admin/people: search by name or email.
package struct AdminPeoplePage: Sendable {
    package let layout: LayoutModel
    package let query: String
    package let people: [PersonRow]
    /// More than one page of results exists; the next page's link.
    package let nextPage: String?

    package init(layout: LayoutModel, query: String, people: [PersonRow], nextPage: String?) {
        self.layout = layout
        self.query = query
        self.people = people
        self.nextPage = nextPage
    }
}
