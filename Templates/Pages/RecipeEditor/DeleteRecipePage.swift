import FoodKit
import Foundation
import PantrixCore

/// /recipes/{id}/delete: asks before deleting.
package struct DeleteRecipePage: Sendable {
    package let layout: LayoutModel
    package let id: Int64
    package let title: String
    /// Asked right after the author took it out of favourites.
    package let unfavourited: Bool
    /// Where "Keep it" goes.
    package let keepHref: String

    /// `unfavouritedFrom`: the page the author took it out of favourites on, which "Keep it" goes back to.
    package init(layout: LayoutModel, id: Int64, title: String, unfavouritedFrom back: String? = nil) {
        self.layout = layout
        self.id = id
        self.title = title
        unfavourited = back != nil
        keepHref = back ?? SiteURL.recipe(.value(id)).path
    }
}
