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

/// "★ 4.5 (12)" for cards; "4.5 out of 5 from 12 ratings" for the recipe page.
enum Stars {
    static func short(average: Double?, count: Int) -> String? {
        guard let average, count > 0 else { return nil }
        return "★ \(oneDecimal(average)) (\(count))"
    }

    static func long(average: Double?, count: Int) -> String {
        guard let average, count > 0 else { return "No ratings yet" }
        return "\(oneDecimal(average)) out of 5 from \(count == 1 ? "1 rating" : "\(count) ratings")"
    }

    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
