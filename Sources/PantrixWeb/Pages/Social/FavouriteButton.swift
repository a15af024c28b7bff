/// The heart on a card or recipe page: a form that sets the opposite of the current state.
struct FavouriteButton: Sendable {
    let recipeID: Int64
    let on: Bool
    let count: Int
    let action: String
    /// What the form sends: the state after the click.
    let next: String
    let label: String
    let countText: String

    init(recipeID: Int64, on: Bool, count: Int) {
        self.recipeID = recipeID
        self.on = on
        self.count = count
        action = "/recipes/\(recipeID)/favourite"
        next = on ? "no" : "yes"
        label = on ? "Remove from favourites" : "Add to favourites"
        countText = Self.countText(count)
    }

    static func countText(_ count: Int) -> String { count == 1 ? "1 favourite" : "\(count) favourites" }
}
