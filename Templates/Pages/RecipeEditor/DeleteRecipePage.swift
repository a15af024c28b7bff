import FoodKit
import Foundation
import PantrixCore

/// /recipes/{id}/delete: asks before deleting.
package struct DeleteRecipePage: Sendable {
    package let layout: LayoutModel
    package let id: Int64
    package let title: String
    /// Asked right after the author took it out of favourites.
    package var unfavourited = false
    /// Where "Keep it" goes.
    package var keepHref: String

    package init(layout: LayoutModel, id: Int64, title: String) {
        self.layout = layout
        self.id = id
        self.title = title
        keepHref = SiteURL.recipe(.value(id)).path
    }
}
