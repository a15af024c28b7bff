import Testing
@testable import FoodKit

@Suite struct DietTests {
    static let analyzer = RecipeAnalyzer()
    static let base = ["2 cups cooked rice", "1 can black beans", "1 onion, chopped", "2 tbsp olive oil", "1 tsp salt"]

    func tags(_ lines: [String]) -> Set<DietTag> {
        DietClassifier.tags(for: lines.map { Self.analyzer.analyze(line: $0) })
    }

    @Test func plainPlantRecipeEarnsEveryTag() {
        #expect(tags(Self.base) == Set(DietTag.allCases))
        #expect(tags(["For the salad:", "1 cucumber", "1 tbsp sesame oil"]) == Set(DietTag.allCases))
    }

    @Test(arguments: [
        ("1 lb ground beef", [DietTag.vegetarian, .vegan]),
        ("100 g raw chicken breast", [.vegetarian, .vegan]),
        ("2 anchovy fillets", [.vegetarian, .vegan]),
        ("1 tbsp fish sauce", [.vegetarian, .vegan]),
        ("1 packet gelatin", [.vegetarian, .vegan]),
        ("1 tbsp lard", [.vegetarian, .vegan]),
        ("1 tsp Worcestershire sauce", [.vegetarian, .vegan]),
        ("2 large eggs", [.vegan]),
        ("1 tbsp honey", [.vegan]),
        ("1 cup mayonnaise", [.vegan]),
        ("1 cup whole milk", [.vegan, .dairyFree]),
        ("1 tbsp butter", [.vegan, .dairyFree]),
        ("1 cup cheddar cheese", [.vegan, .dairyFree]),
        ("1 cup plain yogurt", [.vegan, .dairyFree]),
        ("2 cups all-purpose flour", [.glutenFree]),
        ("8 oz spaghetti", [.glutenFree]),
        ("1 cup pearl barley", [.glutenFree]),
        ("2 tbsp soy sauce", [.glutenFree]),
        ("2 slices white bread", [.glutenFree]),
        ("1/2 cup chopped walnuts", [.nutFree]),
        ("1/4 cup pine nuts", [.nutFree]),
        ("1 cup cashews", [.nutFree]),
        ("2 tbsp peanut butter", [.nutFree]),
    ])
    func oneIngredientRulesOut(_ example: (String, [DietTag])) {
        let expected = Set(DietTag.allCases).subtracting(example.1)
        #expect(tags(Self.base + [example.0]) == expected)
    }

    @Test(arguments: [
        "1 cup coconut milk", "1 cup desiccated coconut", "2 tbsp tamari", "8 oz rice noodles",
        "1 cup sunflower seeds", "1 tsp ground nutmeg", "2 cups butternut squash", "1 cup oyster mushrooms",
        "1 eggplant", "1/4 tsp cream of tartar",
    ])
    func lookalikesKeepEveryTag(_ line: String) {
        #expect(tags(Self.base + [line]) == Set(DietTag.allCases))
    }

    @Test func doubtClaimsNothing() {
        // An unmatched line could be anything.
        #expect(tags(Self.base + ["1 cup xqzzy blorf"]).isEmpty)
        #expect(tags([]).isEmpty)
        #expect(tags(["For the sauce:"]).isEmpty)
    }

    @Test func staples() {
        for key in ["salt", "black pepper", "water", "olive oil", "vegetable oil", "sesame oil", "sugar", "all-purpose flour"] {
            #expect(Staples.isStaple(ingredientKey: key), "\(key)")
        }
        for key in ["egg", "chicken breast", "cheddar", "onion", "garlic", "usda:11987", "", "saffron"] {
            #expect(!Staples.isStaple(ingredientKey: key), "\(key)")
        }
        // Foods without an alias are judged by their USDA entry.
        #expect(Staples.isStaple(ingredientKey: "usda:04042"))
        #expect(Staples.isStaple(ingredientKey: "usda:14429"))
        // The keys the matcher produces line up with the staples.
        #expect(Staples.isStaple(ingredientKey: FoodMatcher.shared.match("kosher salt")?.ingredientKey ?? ""))
        #expect(Staples.isStaple(ingredientKey: FoodMatcher.shared.match("extra virgin olive oil")?.ingredientKey ?? ""))
    }
}
