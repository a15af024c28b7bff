import PantrixCore

/// The home page: popular and new recipes, category shortcuts, and a way to be surprised.
struct HomePage: Sendable {
    struct CategoryLink: Sendable {
        let label: String
        let href: String
        let imageURL: String
    }

    let layout: LayoutModel
    let popular: [RecipeCardView]
    let recent: [RecipeCardView]
    let hasRecipes: Bool
    /// For a signed-in user with a pantry: the best few recipes to cook now.
    let cookNow: [CookPage.CardView]
    let hasCookNow: Bool
    /// For a signed-in user: suggestions from their taste and pantry, new on each visit.
    var forYou: [RecipeCardView] = []
    var hasForYou = false
    let backPath = "/"
    let categories: [CategoryLink] = RecipeCategory.allCases.map {
        CategoryLink(label: $0.label, href: "/search?category=\($0.rawValue)", imageURL: CategoryArt.placeholder(for: $0.rawValue))
    }
}


