import PantrixCore
import Foundation

/// Plausible made-up recipes for performance tests only (`pantrix generate-bench-data`):
/// real ingredient names with sensible amounts, templated titles and steps. Deterministic for a
/// given seed so benchmark runs are comparable. Never part of the real catalogue.
package enum BenchmarkRecipes {
    struct Ingredient {
        let line: String
        let name: String
        let role: Role
    }

    enum Role { case protein, vegetable, starch, dairy, flavour, sweet }

    static let ingredients: [Ingredient] = [
        ("500 g chicken breast, diced", "chicken", Role.protein), ("4 chicken thighs", "chicken", .protein),
        ("400 g ground beef", "beef", .protein), ("300 g pork loin, sliced", "pork", .protein),
        ("2 salmon fillets", "salmon", .protein), ("300 g shrimp, peeled", "shrimp", .protein),
        ("200 g firm tofu, cubed", "tofu", .protein), ("1 (15 oz) can chickpeas, drained", "chickpea", .protein),
        ("1 cup red lentils", "lentil", .protein), ("4 large eggs", "egg", .protein),
        ("1 (15 oz) can black beans, drained", "bean", .protein), ("250 g lamb mince", "lamb", .protein),
        ("1 onion, chopped", "onion", .vegetable), ("2 carrots, diced", "carrot", .vegetable),
        ("1 red bell pepper, sliced", "pepper", .vegetable), ("200 g spinach", "spinach", .vegetable),
        ("2 zucchini, sliced", "zucchini", .vegetable), ("1 head broccoli, cut into florets", "broccoli", .vegetable),
        ("250 g mushrooms, sliced", "mushroom", .vegetable), ("400 g canned tomatoes", "tomato", .vegetable),
        ("3 tomatoes, chopped", "tomato", .vegetable), ("1 eggplant, cubed", "eggplant", .vegetable),
        ("2 celery stalks, sliced", "celery", .vegetable), ("1 cup frozen peas", "pea", .vegetable),
        ("1 leek, sliced", "leek", .vegetable), ("200 g green beans, trimmed", "bean", .vegetable),
        ("1 small cabbage, shredded", "cabbage", .vegetable), ("1 sweet potato, cubed", "sweet potato", .vegetable),
        ("1 cup long-grain rice", "rice", .starch), ("300 g spaghetti", "spaghetti", .starch),
        ("4 medium potatoes, cubed", "potato", .starch), ("1 cup couscous", "couscous", .starch),
        ("4 slices whole-wheat bread", "bread", .starch), ("1 cup rolled oats", "oat", .starch),
        ("250 g egg noodles", "noodle", .starch), ("1 cup quinoa", "quinoa", .starch),
        ("100 g cheddar cheese, grated", "cheddar", .dairy), ("1/2 cup plain yogurt", "yogurt", .dairy),
        ("1/2 cup heavy cream", "cream", .dairy), ("2 tbsp butter", "butter", .dairy),
        ("50 g parmesan, grated", "parmesan", .dairy), ("1 cup whole milk", "milk", .dairy),
        ("100 g feta cheese, crumbled", "feta", .dairy),
        ("2 garlic cloves, minced", "garlic", .flavour), ("1 tbsp olive oil", "olive oil", .flavour),
        ("1 tsp ground cumin", "cumin", .flavour), ("1 tsp smoked paprika", "paprika", .flavour),
        ("2 tbsp soy sauce", "soy", .flavour), ("1 tbsp fresh ginger, grated", "ginger", .flavour),
        ("1 lemon, juiced", "lemon", .flavour), ("1 handful fresh basil", "basil", .flavour),
        ("2 tbsp chopped parsley", "parsley", .flavour), ("1 tsp dried oregano", "oregano", .flavour),
        ("1 cup chicken broth", "broth", .flavour), ("1 tsp chili flakes", "chili", .flavour),
        ("1 tbsp curry powder", "curry", .flavour), ("2 green onions, sliced", "green onion", .flavour),
        ("salt and pepper to taste", "salt", .flavour),
        ("1/2 cup sugar", "sugar", .sweet), ("1 cup all-purpose flour", "flour", .sweet),
        ("2 tbsp honey", "honey", .sweet), ("2 ripe bananas, mashed", "banana", .sweet),
        ("1 cup blueberries", "blueberry", .sweet), ("2 apples, sliced", "apple", .sweet),
        ("100 g dark chocolate, chopped", "chocolate", .sweet), ("1 tsp vanilla extract", "vanilla", .sweet),
    ].map { Ingredient(line: $0.0, name: $0.1, role: $0.2) }

    static let cuisines = ["Italian", "Mexican", "Indian", "Thai", "French", "Greek", "Japanese", "Chinese", "Moroccan",
                           "American", "Korean", "Spanish", "Turkish", "Vietnamese", "British", "German"]
    static let dishes = ["Bake", "Stew", "Stir-Fry", "Bowl", "Curry", "Skillet", "Salad", "Soup", "Traybake", "Gratin", "Wraps", "Pilaf"]
    static let adjectives = ["Smoky", "Herby", "Spiced", "Creamy", "Zesty", "Golden", "Rustic", "Quick", "Garlicky", "Sticky", "Crispy", "Hearty"]
    /// Tags as people add them: a few common ones on many recipes, the rest rarer.
    static let tags = ["weeknight", "quick", "family", "budget", "comfort food", "one pot", "meal prep", "healthy", "spicy",
                       "kids", "batch cooking", "brunch", "party", "summer", "winter", "picnic"]
    static let methods = [
        "Prepare all the ingredients: wash, peel and chop as listed.",
        "Heat the oil in a large pan over medium heat and soften the aromatics for 5 minutes.",
        "Add the main ingredients and cook, stirring often, until browned.",
        "Pour in the liquid, bring to a simmer and cook until everything is tender.",
        "Season to taste, scatter with herbs and serve hot.",
        "Bake in a hot oven until golden and bubbling.",
        "Let rest for a few minutes before slicing or serving.",
    ]

    package static func generate(count: Int, seed: UInt64 = 42) -> [RecipeDraft] {
        var generator = Generator(seed: seed)
        return generator.next(count)
    }

    /// The same recipes a batch at a time, so a million never sit in memory at once.
    package struct Generator {
        private var random: SplitMix64
        private var made = 0

        package init(seed: UInt64 = 42) { random = SplitMix64(seed: seed) }

        package mutating func next(_ count: Int) -> [RecipeDraft] {
            let drafts = (made..<made + count).map { BenchmarkRecipes.draft(index: $0, random: &random) }
            made += count
            return drafts
        }
    }

    static func draft(index: Int, random: inout SplitMix64) -> RecipeDraft {
        let category = RecipeCategory.allCases[Int(random.next() % UInt64(RecipeCategory.allCases.count))]
        let sweet = [.dessert, .baking, .drink].contains(category)
        let pool = ingredients.filter { sweet ? [.sweet, .dairy].contains($0.role) : $0.role != .sweet }
        let lineCount = 6 + Int(random.next() % 9)
        // The dish is named after a main ingredient and a companion, so pick those first.
        let mains = pool.filter { sweet ? ["banana", "blueberry", "apple", "chocolate", "honey"].contains($0.name) : $0.role == .protein }
        let companions = pool.filter { sweet ? $0.role == .dairy : [.vegetable, .starch].contains($0.role) }
        var chosen = [mains[Int(random.next() % UInt64(mains.count))], companions[Int(random.next() % UInt64(companions.count))]]
        while chosen.count < min(lineCount, pool.count) {
            let pick = pool[Int(random.next() % UInt64(pool.count))]
            if !chosen.contains(where: { $0.line == pick.line }) { chosen.append(pick) }
        }
        let lead = chosen[0], second = chosen[1]
        let adjective = adjectives[Int(random.next() % UInt64(adjectives.count))]
        let dish = sweet ? ["Cake", "Bars", "Crumble", "Muffins", "Smoothie", "Pudding"][Int(random.next() % 6)]
            : dishes[Int(random.next() % UInt64(dishes.count))]
        let title = "\(adjective) \(lead.name.capitalized) and \(second.name.capitalized) \(dish)"
        let cuisine = cuisines[Int(random.next() % UInt64(cuisines.count))]
        let steps = (0..<(3 + Int(random.next() % 4))).map { methods[($0 + index) % methods.count] }
        // Squaring a uniform draw makes the first tags the common ones. Drawn apart from the rest,
        // so the recipes themselves are the ones earlier runs generated.
        var tagRandom = SplitMix64(seed: UInt64(index) &* 0x2545_F491_4F6C_DD1D)
        let recipeTags = (0..<Int(tagRandom.next() % 4)).map { _ -> String in
            let draw = Double(tagRandom.next() % 1_000) / 1_000
            return tags[Int(draw * draw * Double(tags.count))]
        }
        return RecipeDraft(
            slug: "bench-\(index)", title: title,
            description: "A \(adjective.lowercased()) \(cuisine) \(dish.lowercased()) of \(lead.name) and \(second.name).",
            category: category.rawValue, cuisine: cuisine, servings: [2, 4, 4, 6][Int(random.next() % 4)],
            prepMinutes: 5 + Int(random.next() % 30), cookMinutes: Int(random.next() % 90),
            tags: ["generated"] + recipeTags, ingredients: chosen.map(\.line), steps: steps)
    }
}

/// A small, fast, seedable generator (Steele et al.), so generated data is the same on every machine.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension AppDatabase {
    /// Inserts prepared recipes in large transactions (benchmark data only).
    package func addBenchmarkRecipes(_ prepared: [PreparedRecipe], now: Date = Date()) async throws {
        try await store.write { db in
            for (offset, recipe) in prepared.enumerated() {
                _ = try Self.insert(recipe, origin: .benchmark, authorID: nil, visibility: .public,
                                    editorialRank: Int(SeedCatalogue.hash(recipe.slug) % 100_000),
                                    now: now.addingTimeInterval(-Double(offset)), db: db)
            }
        }
    }
}
