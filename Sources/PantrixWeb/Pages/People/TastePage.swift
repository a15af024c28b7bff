import PantrixCore

/// /settings/taste: favourite categories and cuisines, diet, and ingredients never to suggest.
/// Also the optional step right after registering (`welcome`).
struct TastePage: Sendable {
    let layout: LayoutModel
    let welcome: Bool
    let categories: [FormOption]
    let diets: [FormOption]
    var cuisines: FormField
    var excluded: FormField
    let cuisineNames: [String]

    static let dietChoices: [(String, String)] = [
        ("vegetarian", "Vegetarian"), ("vegan", "Vegan"), ("gluten-free", "Gluten-free"), ("dairy-free", "Dairy-free"), ("nut-free", "Nut-free"),
    ]

    init(layout: LayoutModel, taste: TastePreferences, welcome: Bool, cuisineNames: [String]) {
        self.layout = layout
        self.welcome = welcome
        categories = FormOption.categories { taste.categories.contains($0) }
        diets = Self.dietChoices.map { FormOption(value: $0.0, label: $0.1, selected: taste.diets.contains($0.0)) }
        cuisines = FormField(id: "cuisines", value: taste.cuisines.joined(separator: ", "))
        excluded = FormField(id: "excluded", value: taste.excluded.joined(separator: ", "))
        self.cuisineNames = cuisineNames
    }
}
