import Foundation
import PantrixCore

/// The home page: popular and new recipes, category shortcuts, and a way to be surprised.
package struct HomePage: Sendable {
    /// What a signed-in person sees first on the home page: what is planned from today to the end
    /// of the week, their newest favourites, and how their pantry and list stand.
    package struct KitchenSummary: Sendable {
        package struct Planned: Sendable {
            package let when: String
            package let title: String
            package let href: String?
            package let cooked: Bool
        }

        package let username: String
        package let pantryCount: Int
        package let planned: [Planned]
        package let favourites: [RecipeCardView]

        /// `entries` are the week's plan; only today's and later ones are shown, at most five.
        package init(username: String, pantryCount: Int, today: Date, entries: [PlanEntry], favourites: [RecipeCardView]) {
            self.username = username
            self.pantryCount = pantryCount
            let todayText = UseByDate.string(today)
            planned = entries.filter { $0.day >= todayText }.prefix(5).map { entry in
                Planned(when: (entry.day == todayText ? "Today" : DateText.weekdayDay(entry.day)) + " · " + entry.mealSlot.label,
                        title: entry.title, href: entry.recipeId.map { SiteURL.recipe(.value($0)).path }, cooked: entry.isCooked)
            }
            self.favourites = favourites
        }
    }

    package struct CategoryLink: Sendable {
        package let label: String
        package let href: String
        package let imageURL: String
    }

    package let layout: LayoutModel
    package let popular: [RecipeCardView]
    package let recent: [RecipeCardView]
    /// For a signed-in user with a pantry: the best few recipes to cook now.
    package let cookNow: [CookNowPage.CardView]
    /// For a signed-in user: suggestions from their taste and pantry, new on each visit.
    package let forYou: [RecipeCardView]
    /// For a signed-in user: their own things first, in place of the introduction.
    package let kitchen: KitchenSummary?
    package let backPath = SiteURL.home.path
    package let categories: [CategoryLink] = RecipeCategory.allCases.map {
        CategoryLink(label: $0.label, href: SiteURL.search.href(["category": $0.rawValue]), imageURL: CategoryArt.placeholder(for: $0.rawValue))
    }

    package init(
        layout: LayoutModel, popular: [RecipeCardView], recent: [RecipeCardView], cookNow: [CookNowPage.CardView], forYou: [RecipeCardView] = [],
        kitchen: KitchenSummary? = nil
    ) {
        self.layout = layout
        self.popular = popular
        self.recent = recent
        self.cookNow = cookNow
        self.forYou = forYou
        self.kitchen = kitchen
    }
}
