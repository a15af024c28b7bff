import PantrixCore

/// /settings/taste: favourite categories and cuisines, diet, and ingredients never to suggest.
/// Also the optional step right after registering (`welcome`).
package struct TastePage: Sendable {
    package let layout: LayoutModel
    package let welcome: Bool
    package let categories: [FormOption]
    package let diets: [FormOption]
    package var cuisines: FormField
    package var excluded: FormField
    package let cuisineNames: [String]

    package static let dietChoices: [(String, String)] = [
        ("vegetarian", "Vegetarian"), ("vegan", "Vegan"), ("gluten-free", "Gluten-free"), ("dairy-free", "Dairy-free"), ("nut-free", "Nut-free"),
    ]

    package init(layout: LayoutModel, taste: TastePreferences, welcome: Bool, cuisineNames: [String]) {
        self.layout = layout
        self.welcome = welcome
        categories = FormOption.categories { taste.categories.contains($0) }
        diets = Self.dietChoices.map { FormOption(value: $0.0, label: $0.1, selected: taste.diets.contains($0.0)) }
        cuisines = FormField(id: "cuisines", value: taste.cuisines.joined(separator: ", "))
        excluded = FormField(id: "excluded", value: taste.excluded.joined(separator: ", "))
        self.cuisineNames = cuisineNames
    }
}
