import PantrixCore
import FoodKit
import Foundation

/// Records as the store would return them, built in code with no database, for sample pages
/// (`PageSamples` in TemplateSamples), the render benchmarks and view tests. Recipes go through the
/// same FoodKit analysis and row building as a saved recipe; cards, cuisines and the ingredient
/// vocabulary come from the seed catalogue, the way a new site's queries would find them.
package enum SampleRecords {
    /// 23 Nov 2026, 12:00 UTC (a Monday): every sample date counts back from here.
    package static let now = Date(timeIntervalSince1970: 1_795_435_200)
    package static let today = UseByDate.string(now)

    /// The signed-in cook the sample pages are shown to.
    package static let viewer = user(id: 7, "maya", email: "maya@example.org", daysAgo: 412)
    /// Who wrote the sample recipe.
    package static let author = user(id: 3, "tomasz", email: nil, daysAgo: 731)

    package static func daysAgo(_ days: Double, hours: Double = 0) -> Date {
        now.addingTimeInterval(-(days * 86_400 + hours * 3_600))
    }

    static func user(id: Int64, _ name: String, email: String?, daysAgo days: Double) -> User {
        var user = User(username: name, email: email, passwordHash: "", createdAt: daysAgo(days))
        user.id = id
        return user
    }

    /// The seed catalogue's drafts, in the file's order.
    package static let seed: [RecipeDraft] = {
        do { return try SeedCatalogue.drafts() } catch { fatalError("seed catalogue: \(error)") }
    }()

    /// One card per seed recipe (ids from 101), every third with an uploaded photo, with
    /// favourites and ratings spread the way a lived-in site has them.
    package static let allCards: [RecipeCard] = seed.enumerated().map { index, draft in
        let id = Int64(101 + index)
        let spread = Double((index * 37) % 100) / 100
        return RecipeCard(
            id: id, title: draft.title, category: draft.category, cuisine: draft.cuisine,
            totalMinutes: draft.effectiveTotalMinutes, kcal: 180 + 620 * spread, costPerServing: 0.65 + 4.2 * (1 - spread),
            imagePath: index % 3 == 0 ? "photos/\(draft.slug ?? "recipe")-display.jpg" : nil,
            favouriteCount: (index * 53) % 140, ratingAverage: index % 5 == 4 ? nil : 3.2 + 1.7 * spread,
            ratingCount: index % 5 == 4 ? 0 : 1 + (index * 29) % 60,
            ingredientCount: draft.ingredients.count)
    }

    /// `count` cards starting at `offset` (wrapping), so pages can show different recipes.
    package static func cards(_ count: Int, from offset: Int = 0) -> [RecipeCard] {
        (0..<count).map { allCards[(offset + $0) % allCards.count] }
    }

    /// The first page of a search with 137 results.
    package static let searchResults = SearchResults(cards: cards(24), total: 137, totalIsAtLeast: false, hasMore: true)

    /// Cuisines by how many recipes have them, as `AppDatabase.cuisines()` lists them.
    package static let cuisines: [String] = {
        let counts = Dictionary(seed.compactMap(\.cuisine).map { ($0, 1) }, uniquingKeysWith: +)
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(40).map(\.key)
    }()

    /// The autocomplete names: the seed recipes' ingredient names by how often they appear, as
    /// `AppDatabase.ingredientVocabulary()` reads them (600 at most).
    package static let vocabulary: [String] = {
        var counts: [String: Int] = [:]
        for line in seed.flatMap(\.ingredients) {
            let parsed = IngredientParser.parse(line)
            let name = parsed.name.lowercased()
            guard !parsed.isHeading, (2...40).contains(name.count) else { continue }
            counts[name, default: 0] += 1
        }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(600).map(\.key)
    }()
}
