/// The heart on a card or recipe page: a form that sets the opposite of the current state.
package struct FavouriteButton: Sendable {
    package let recipeID: Int64
    package let on: Bool
    package let count: Int
    package let action: String
    /// What the form sends: the state after the click.
    package let next: String
    package let label: String
    package let countText: String

    package init(recipeID: Int64, on: Bool, count: Int) {
        self.recipeID = recipeID
        self.on = on
        self.count = count
        action = SiteURL.recipeFavourite(.value(recipeID)).path
        next = on ? "no" : "yes"
        label = on ? "Remove from favourites" : "Add to favourites"
        countText = Self.countText(count)
    }

    /// Nothing for none: a heart alone reads better than "0 favourites".
    package static func countText(_ count: Int) -> String { count <= 0 ? "" : count == 1 ? "1 favourite" : "\(count) favourites" }
}
