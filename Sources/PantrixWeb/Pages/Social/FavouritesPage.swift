import PantrixCore

/// /favourites: the signed-in user's favourites, newest first.
struct FavouritesPage: Sendable {
    let layout: LayoutModel
    let cards: [RecipeCardView]
    let hasCards: Bool
    let previousHref: String?
    let nextHref: String?
    let backPath: String

    init(layout: LayoutModel, cards: [RecipeCardView], page: Int, hasMore: Bool) {
        self.layout = layout
        self.cards = cards
        hasCards = !cards.isEmpty
        previousHref = page > 1 ? "/favourites?page=\(page - 1)" : nil
        nextHref = hasMore ? "/favourites?page=\(page + 1)" : nil
        backPath = page > 1 ? "/favourites?page=\(page)" : "/favourites"
    }
}
