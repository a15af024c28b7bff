import Foundation
import Testing
@testable import FoodKit

/// Expected values are worked out by hand from USDA SR21 ABBREV.txt (per 100 g) and
/// WEIGHT.txt (household measures), not read back from FoodKit's derived files.
@Suite struct NutritionTests {
    static let analyzer = RecipeAnalyzer()

    func facts(_ line: String) throws -> NutritionFacts {
        try #require(Self.analyzer.analyze(line: line).nutrients, "\(line) has nutrients")
    }

    func near(_ actual: Double, _ expected: Double) -> Bool { abs(actual - expected) < 1e-6 * max(1, abs(expected)) }

    @Test func cupOfWholeMilk() throws {
        // 01077: 1 cup = 244 g; per 100 g 60 kcal, protein 3.22, fat 3.25, sat 1.865, carbs 4.52,
        // sugars 5.26, sodium 40 mg, cholesterol 10 mg, calcium 113 mg.
        let milk = try facts("1 cup whole milk")
        #expect(near(milk.kcal, 146.4))
        #expect(near(milk.protein, 7.8568))
        #expect(near(milk.fat, 7.93))
        #expect(near(milk.saturatedFat, 4.5506))
        #expect(near(milk.carbs, 11.0288))
        #expect(near(milk.sugars, 12.8344))
        #expect(near(milk.sodium, 97.6))
        #expect(near(milk.cholesterol, 24.4))
        #expect(near(milk.calcium, 275.72))
    }

    @Test func twoLargeEggs() throws {
        // 01123: large = 50 g, so 100 g: 143 kcal, protein 12.58, fat 9.94, sat 3.099,
        // carbs 0.77, sodium 140 mg, cholesterol 423 mg.
        let eggs = try facts("2 large eggs")
        #expect(near(eggs.kcal, 143))
        #expect(near(eggs.protein, 12.58))
        #expect(near(eggs.fat, 9.94))
        #expect(near(eggs.saturatedFat, 3.099))
        #expect(near(eggs.carbs, 0.77))
        #expect(near(eggs.sodium, 140))
        #expect(near(eggs.cholesterol, 423))
    }

    @Test func rawChickenBreast() throws {
        // 05062 per 100 g: 110 kcal, protein 23.09, fat 1.24, carbs 0, sodium 65 mg, cholesterol 58 mg.
        let line = Self.analyzer.analyze(line: "100 g raw chicken breast")
        #expect(line.match?.food.id == "05062")
        let chicken = try #require(line.nutrients)
        #expect(near(chicken.kcal, 110))
        #expect(near(chicken.protein, 23.09))
        #expect(near(chicken.fat, 1.24))
        #expect(near(chicken.carbs, 0))
        #expect(near(chicken.sodium, 65))
        #expect(near(chicken.cholesterol, 58))
    }

    @Test func tablespoonOfOliveOil() throws {
        // 04053: 1 tablespoon = 13.5 g; per 100 g 884 kcal, fat 100, sat 13.808, sodium 2 mg.
        let oil = try facts("1 tbsp olive oil")
        #expect(near(oil.kcal, 119.34))
        #expect(near(oil.fat, 13.5))
        #expect(near(oil.saturatedFat, 1.86408))
        #expect(near(oil.sodium, 0.27))
        #expect(near(oil.protein, 0))
    }

    @Test func percentDailyValue() throws {
        let eggs = try facts("2 large eggs")
        // FDA DVs: cholesterol 300 mg, sodium 2300 mg, fat 78 g, protein 50 g; sugars have none.
        #expect(near(try #require(eggs.percentDailyValue(.cholesterol)), 141))
        #expect(near(try #require(eggs.percentDailyValue(.sodium)), 140.0 / 2300 * 100))
        #expect(near(try #require(eggs.percentDailyValue(.fat)), 9.94 / 78 * 100))
        #expect(near(try #require(eggs.percentDailyValue(.kcal)), 143.0 / 2000 * 100))
        #expect(eggs.percentDailyValue(.sugars) == nil)
        // An unmeasured nutrient has no percentage rather than 0%.
        let unmeasured = NutritionFacts(values: [.kcal: 10], missing: [.fiber])
        #expect(unmeasured.percentDailyValue(.fiber) == nil && unmeasured.value(.fiber) == nil)
    }

    @Test func dailyValuesAndUnits() {
        #expect(Nutrient.allCases.count == 13)
        #expect(Nutrient.sodium.unit == "mg" && Nutrient.cholesterol.unit == "mg" && Nutrient.fat.unit == "g")
        #expect(Nutrient.kcal.dailyValue == 2000 && Nutrient.saturatedFat.dailyValue == 20 && Nutrient.fiber.dailyValue == 28)
    }

    @Test func totalsScaleToServings() throws {
        let recipe = Self.analyzer.analyze(lines: ["1 cup whole milk", "2 large eggs", "1 tbsp olive oil"], servings: 4)
        #expect(recipe.servings == 4)
        #expect(near(recipe.total.kcal, 146.4 + 143 + 119.34))
        #expect(near(recipe.total.cholesterol, 24.4 + 423))
        for nutrient in Nutrient.allCases {
            #expect(near(recipe.perServing[nutrient], recipe.total[nutrient] / 4))
        }
        // Zero or negative servings count as one rather than dividing by zero.
        #expect(Self.analyzer.analyze(lines: ["2 large eggs"], servings: 0).servings == 1)
    }

    @Test func storedFactsReadBackWithoutTheDecoderAsWithIt() throws {
        let recipe = Self.analyzer.analyze(lines: ["1 cup whole milk", "2 large eggs", "1 tbsp olive oil", "200 g spinach"], servings: 3)
        let stored = String(decoding: try JSONEncoder().encode(recipe.perServing), as: UTF8.self)
        let decoded = try JSONDecoder().decode(NutritionFacts.self, from: Data(stored.utf8))
        #expect(NutritionFacts(storedJSON: stored) == decoded)
        #expect(decoded.kcal > 0 && decoded.protein > 0)
        #expect(NutritionFacts(storedJSON: " { \"kcal\" : 12.5 , \"unknown\": 3, \"iron\":1e-1} ") == NutritionFacts(values: [.kcal: 12.5, .iron: 0.1]))
        #expect(NutritionFacts(storedJSON: "{}") == NutritionFacts.zero)
        // Anything the flat reader does not understand goes to the decoder instead.
        for odd in ["", "[1]", "{\"kcal\": null}", "{\"kcal\": {\"a\": 1}}", "{\"k\\u0063al\": 1}", "{kcal: 1}", "{\"kcal\": \"1\"}"] {
            #expect(NutritionFacts(storedJSON: odd) == nil, "\(odd)")
        }
    }

    @Test func scalingFactsDirectly() {
        let facts = NutritionFacts(values: [.kcal: 100, .protein: 10])
        #expect(facts.forGrams(250).kcal == 250)
        #expect((facts + facts).protein == 20)
        #expect(facts.scaled(by: 0.5)[.protein] == 5)
    }
}
