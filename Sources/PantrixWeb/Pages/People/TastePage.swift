import PantrixCore

/// /settings/taste: favourite categories and cuisines, diet, and ingredients never to suggest.
/// Also the optional step right after registering (`welcome`).
struct TastePage: Sendable {
    struct Choice: Sendable {
        let value: String
        let label: String
        let checked: Bool
    }

    let layout: LayoutModel
    let welcome: Bool
    let categories: [Choice]
    let diets: [Choice]
    var cuisines: FormField
    var excluded: FormField
    let cuisineNames: [String]

    static let dietChoices: [(String, String)] = [
        ("vegetarian", "Vegetarian"), ("vegan", "Vegan"), ("gluten-free", "Gluten-free"), ("dairy-free", "Dairy-free"), ("nut-free", "Nut-free"),
    ]

    init(layout: LayoutModel, taste: TastePreferences, welcome: Bool, cuisineNames: [String]) {
        self.layout = layout
        self.welcome = welcome
        categories = RecipeCategory.allCases.map { Choice(value: $0.rawValue, label: $0.label, checked: taste.categories.contains($0.rawValue)) }
        diets = Self.dietChoices.map { Choice(value: $0.0, label: $0.1, checked: taste.diets.contains($0.0)) }
        cuisines = FormField(id: "cuisines", value: taste.cuisines.joined(separator: ", "))
        excluded = FormField(id: "excluded", value: taste.excluded.joined(separator: ", "))
        self.cuisineNames = cuisineNames
    }
}
