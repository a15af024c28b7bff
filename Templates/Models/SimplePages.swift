import PantrixCore

/// The home page: popular and new recipes, category shortcuts, and a way to be surprised.
package struct HomePage: Sendable {
    package struct CategoryLink: Sendable {
        package let label: String
        package let href: String
        package let imageURL: String
    }

    package let layout: LayoutModel
    package let popular: [RecipeCardView]
    package let recent: [RecipeCardView]
    /// For a signed-in user with a pantry: the best few recipes to cook now.
    package let cookNow: [CookPage.CardView]
    /// For a signed-in user: suggestions from their taste and pantry, new on each visit.
    package var forYou: [RecipeCardView] = []
    package let backPath = SiteURL.home.path
    package let categories: [CategoryLink] = RecipeCategory.allCases.map {
        CategoryLink(label: $0.label, href: SiteURL.search.href(["category": $0.rawValue]), imageURL: CategoryArt.placeholder(for: $0.rawValue))
    }

    package init(layout: LayoutModel, popular: [RecipeCardView], recent: [RecipeCardView], cookNow: [CookPage.CardView], forYou: [RecipeCardView] = []) {
        self.layout = layout
        self.popular = popular
        self.recent = recent
        self.cookNow = cookNow
        self.forYou = forYou
    }
}


