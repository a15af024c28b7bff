import PantrixCore

/// /favourites: the signed-in user's favourites, newest first.
package struct FavouritesPage: Sendable {
    package let layout: LayoutModel
    package let cards: [RecipeCardView]
    package let previousHref: String?
    package let nextHref: String?
    package let backPath: String
    /// The recipe just created (it is favourited on creation): its card is highlighted.
    package let newRecipeID: Int64?

    package init(layout: LayoutModel, cards: [RecipeCardView], page: Int, hasMore: Bool, newRecipeID: Int64? = nil) {
        self.layout = layout
        self.newRecipeID = newRecipeID
        self.cards = cards
        previousHref = page > 1 ? SiteURL.favourites.href(["page": String(page - 1)]) : nil
        nextHref = hasMore ? SiteURL.favourites.href(["page": String(page + 1)]) : nil
        backPath = SiteURL.favourites.href(["page": page > 1 ? String(page) : nil])
    }
}
