import PantrixCore

/// /settings/taste: favourite categories and cuisines, diet, and ingredients never to suggest.
/// Also the optional step right after registering (`welcome`).
package struct TastePage: Sendable {
    package let layout: LayoutModel
    package let welcome: Bool
    package let categories: [FormOption]
    package let diets: [FormOption]
    package let cuisines: FormField
    package let excluded: FormField
    package let cuisineNames: [String]

    package static let dietChoices: [(String, String)] = [
        ("vegetarian", "Vegetarian"), ("vegan", "Vegan"), ("gluten-free", "Gluten-free"), ("dairy-free", "Dairy-free"), ("nut-free", "Nut-free"),
    ]

    /// `typed`: the two lists as sent when one of them is more than `list(_:)` takes; they come
    /// back as typed, each that is too long with what is wrong with it.
    package init(layout: LayoutModel, taste: TastePreferences, welcome: Bool, cuisineNames: [String], typed: (cuisines: String, excluded: String)? = nil) {
        self.layout = layout
        self.welcome = welcome
        categories = FormOption.categories { taste.categories.contains($0) }
        diets = Self.dietChoices.map { FormOption(value: $0.0, label: $0.1, selected: taste.diets.contains($0.0)) }
        if let typed {
            cuisines = FormField(
                id: "cuisines", value: typed.cuisines, error: Self.list(typed.cuisines) == nil ? "At most 20 cuisines, each up to 40 characters." : nil)
            excluded = FormField(
                id: "excluded", value: typed.excluded, error: Self.list(typed.excluded) == nil ? "At most 20 ingredients, each up to 40 characters." : nil)
        } else {
            cuisines = FormField(id: "cuisines", value: taste.cuisines.joined(separator: ", "))
            excluded = FormField(id: "excluded", value: taste.excluded.joined(separator: ", "))
        }
        self.cuisineNames = cuisineNames
    }

    /// Lists as typed ("Italian, thai") → trimmed, de-duplicated, at most 20 of 40 characters.
    package static func list(_ text: String?) -> [String]? {
        var seen: Set<String> = []
        let items = (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
        return items.count <= 20 && items.allSatisfy({ $0.count <= 40 }) ? items : nil
    }
}
