import Foundation
import Testing
@testable import FoodKit

/// Foods SR21 (2008) lacks are estimated from a named SR21 food, and every page that shows
/// the figures can say so; foods SR21 has are never called estimates.
@Suite struct StandInTests {
    static let matcher = FoodMatcher.shared

    @Test(arguments: [
        "almond milk", "oat milk", "sriracha", "gochujang", "quinoa flakes", "harissa", "coconut aminos", "kimchi",
        "halloumi", "paneer", "za'atar", "sumac", "ras el hanout", "garam masala", "chipotle in adobo", "vegan butter",
        "plant yogurt", "galangal", "chinese five-spice", "star anise", "palm sugar", "langoustines", "orange liqueur",
        "semolina", "naan", "brioche", "marzipan", "mixed spice", "thai red curry paste", "nutritional yeast",
    ])
    func worldPantryFoodsAreEstimatedFromANamedFood(_ name: String) throws {
        let match = try #require(Self.matcher.match(name), "\(name) finds no food")
        #expect(match.isStandIn, "\(name) → \(match.food.description)")
        #expect(match.estimatedFrom == match.food.description)
    }

    @Test(arguments: [
        ("soy milk", "16120"), ("tortilla wraps", "18364"), ("miso", "16112"), ("tahini", "12171"), ("fish sauce", "06179"),
        ("tempeh", "16114"), ("panko", "18079"), ("curry powder", "02015"), ("poultry seasoning", "02034"), ("lychees", "09164"),
        ("lemon sole", "15028"), ("gammon", "10150"), ("redcurrants", "09084"), ("brazil nuts", "12078"), ("fish stock", "06174"),
    ])
    func foodsSR21HasAreNotEstimates(_ pair: (String, String)) throws {
        let match = try #require(Self.matcher.match(pair.0))
        #expect(match.food.id == pair.1, "\(pair.0) → \(match.food.description)")
        #expect(!match.isStandIn && match.estimatedFrom == nil)
    }

    @Test func aSearchThatFindsTheFoodItselfIsNoStandIn() throws {
        // Garam masala stands in via curry powder, but curry powder is still curry powder.
        let curry = try #require(Self.matcher.match("madras curry powder"))
        #expect(curry.ingredientKey == "curry powder" && !curry.isStandIn)
    }

    @Test func theLineJSONSaysWhatTheFiguresAreEstimatedFrom() throws {
        let standIn = try JSONSerialization.jsonObject(with: JSONEncoder().encode(RecipeAnalyzer().analyze(line: "2 tsp garam masala"))) as? [String: Any]
        #expect(standIn?["estimatedFrom"] as? String == "Spices, curry powder")
        let plain = try JSONSerialization.jsonObject(with: JSONEncoder().encode(RecipeAnalyzer().analyze(line: "1 cup whole milk"))) as? [String: Any]
        #expect(plain?["estimatedFrom"] is NSNull)
    }

    @Test func aStoredLineKnowsItsStandInByKey() {
        #expect(Self.matcher.match(foodID: "02015", ingredientKey: "garam masala")?.estimatedFrom == "Spices, curry powder")
        #expect(Self.matcher.match(foodID: "02015", ingredientKey: "curry powder")?.estimatedFrom == nil)
        #expect(Self.matcher.match(foodID: "01123", ingredientKey: "garam masala")?.estimatedFrom == nil, "the user chose another food")
        #expect(Self.matcher.match(foodID: "02015", ingredientKey: nil)?.estimatedFrom == nil)
    }

    @Test func choosingTheMatchersOwnFoodKeepsTheEstimate() throws {
        let line = RecipeAnalyzer().analyze(line: "2 tsp garam masala", foodID: "02015")
        let match = try #require(line.match)
        #expect(match.isStandIn && match.ingredientKey == "garam masala")
        let other = try #require(RecipeAnalyzer().analyze(line: "2 tsp garam masala", foodID: "02014").match)
        #expect(other.source == .userChoice && !other.isStandIn)
    }

    @Test func everyStandInNamesAnExistingFood() {
        for entry in FoodCatalogue.shared.aliases.byCanonical.values where entry.isStandIn {
            #expect(FoodCatalogue.shared.food(id: entry.foodID) != nil, "\(entry.canonical) → \(entry.foodID)")
        }
    }
}
