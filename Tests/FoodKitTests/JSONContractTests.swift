import Foundation
import Testing
@testable import FoodKit

/// The app reads these shapes; keys and types must not drift.
@Suite struct JSONContractTests {
    static let parseKeys: Set<String> = ["input", "quantity", "quantityMax", "unit", "size", "name", "preparation", "comment", "food", "grams",
                                                  "estimatedFrom", "subRecipe"]
    static let nutrientKeys: Set<String> = ["kcal", "protein", "fat", "saturatedFat", "carbs", "fiber", "sugars", "sodium", "cholesterol"]

    func object(_ value: some Encodable) throws -> [String: Any] {
        let data = try JSONEncoder().encode(value)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func parseObject() throws {
        let json = try object(ParseOutput(RecipeAnalyzer().analyze(line: "2 1/2 cups all-purpose flour, sifted")))
        #expect(Set(json.keys) == Self.parseKeys)
        #expect(json["input"] as? String == "2 1/2 cups all-purpose flour, sifted")
        #expect(json["quantity"] as? Double == 2.5)
        #expect(json["quantityMax"] is NSNull)
        #expect(json["unit"] as? String == "cup")
        #expect(json["size"] is NSNull)
        #expect(json["name"] as? String == "all-purpose flour")
        #expect(json["preparation"] as? String == "sifted")
        #expect(json["comment"] is NSNull)
        let food = try #require(json["food"] as? [String: Any])
        #expect(Set(food.keys) == ["id", "description", "confidence"])
        #expect(food["id"] as? String == "20081")
        #expect(json["grams"] as? Double == 312.5)
    }

    @Test func unmatchedParseObjectHasNulls() throws {
        let json = try object(ParseOutput(RecipeAnalyzer().analyze(line: "xqzzy blorf")))
        #expect(Set(json.keys) == Self.parseKeys)
        #expect(json["food"] is NSNull && json["grams"] is NSNull && json["quantity"] is NSNull && json["unit"] is NSNull)
    }

    @Test(arguments: ["1 fl oz vodka", "2 cloves garlic", "1 (14 oz) can tomatoes", "1 lb beef", "1 l milk", "3 tsp salt"])
    func unitsAreCanonicalShortNames(_ line: String) throws {
        let unit = try #require(try object(ParseOutput(RecipeAnalyzer().analyze(line: line)))["unit"] as? String)
        #expect(["cup", "tbsp", "tsp", "g", "kg", "ml", "l", "oz", "lb", "fl oz", "clove", "can"].contains(unit))
    }

    @Test func analysisObject() throws {
        let lines = ["1 cup whole milk", "2 large eggs", "xqzzy blorf", "1 tsp salt"]
        let json = try object(RecipeAnalyzer().analyze(lines: lines, servings: 2))
        #expect(Set(json.keys) == ["servings", "total", "perServing", "cost", "lines", "unmatched"])
        #expect(json["servings"] as? Int == 2)
        let total = try #require(json["total"] as? [String: Double])
        let perServing = try #require(json["perServing"] as? [String: Double])
        #expect(Self.nutrientKeys.isSubset(of: total.keys) && Set(total.keys) == Set(perServing.keys))
        // Masses in grams, sodium and cholesterol in mg: 2 large eggs alone carry 423 mg cholesterol.
        #expect((total["cholesterol"] ?? 0) > 423 && (total["sodium"] ?? 0) > 2000)
        let cost = try #require(json["cost"] as? [String: Any])
        #expect(Set(cost.keys) == ["total", "perServing", "currency"] && cost["currency"] as? String == "USD")
        let lineObjects = try #require(json["lines"] as? [[String: Any]])
        #expect(lineObjects.count == 4)
        for line in lineObjects { #expect(Set(line.keys) == Self.parseKeys.union(["kcal", "price"])) }
        #expect(lineObjects[2]["kcal"] is NSNull && lineObjects[2]["price"] is NSNull)
        #expect(json["unmatched"] as? [String] == ["xqzzy blorf"])
    }
}
