import Testing
@testable import FoodKit

/// Each way an amount becomes grams, with the USDA SR21 figures behind it.
@Suite struct GramsTests {
    static let catalogue = FoodCatalogue.shared

    func food(_ id: String) throws -> Food { try #require(Self.catalogue.food(id: id)) }

    func grams(_ line: String, _ foodID: String) throws -> GramsResult {
        GramConverter.grams(for: IngredientParser.parse(line), food: try food(foodID))
    }

    @Test func massConvertsDirectly() throws {
        #expect(try grams("200 g flour", "20081") == GramsResult(grams: 200, path: .mass))
        #expect(try grams("1.5 kg potatoes", "11354").grams == 1500)
        let pound = try grams("1 lb butter", "01001")
        #expect(abs(pound.grams! - 453.59237) < 1e-9 && pound.path == .mass)
        #expect(abs(try grams("8 oz cheddar", "01009").grams! - 226.796185) < 1e-6)
        // Mass needs no food at all.
        #expect(GramConverter.grams(for: IngredientParser.parse("250g mystery"), food: nil).grams == 250)
    }

    @Test func volumeUsesTheHouseholdMeasure() throws {
        // WEIGHT.txt: 01077 whole milk, 1 cup = 244 g.
        let milk = try grams("1 cup whole milk", "01077")
        #expect(abs(milk.grams! - 244) < 1e-9)
        #expect(milk.path == .householdMeasure("1 cup = 244 g"))
        // 20081 all-purpose flour, 1 cup = 125 g.
        #expect(abs(try grams("2 1/2 cups flour", "20081").grams! - 312.5) < 1e-9)
        // 04053 olive oil, "1 tablespoon" = 13.5 g (SR spells the spoon out).
        #expect(abs(try grams("1 tbsp olive oil", "04053").grams! - 13.5) < 1e-9)
        // Other volumes scale through the same measure: 1 tbsp milk = 244 g per cup / 16.
        #expect(abs(try grams("1 tbsp milk", "01077").grams! - 15) < 1e-9)
    }

    @Test func countUsesTheSizedMeasure() throws {
        // 01123 egg: large 50 g, small 38 g, jumbo 63 g; no size falls back to medium (44 g).
        #expect(try grams("2 large eggs", "01123") == GramsResult(grams: 100, path: .householdMeasure("1 large = 50 g")))
        #expect(try grams("3 small eggs", "01123").grams == 114)
        #expect(try grams("1 jumbo egg", "01123").grams == 63)
        #expect(try grams("2 eggs", "01123").grams == 88)
        // 11215 garlic: 1 clove = 3 g.
        #expect(try grams("3 cloves garlic", "11215").grams == 9)
    }

    @Test func densityIsTheFallbackForVolumes() throws {
        // 04606 meat drippings has no volume measure in SR21; fats are taken as 0.92 g/ml.
        let drippings = try grams("1 cup meat drippings", "04606")
        #expect(drippings.path == .density("oil, 0.92 g/ml"))
        #expect(abs(drippings.grams! - 236.5882365 * 0.92) < 1e-9)
    }

    @Test func packagesAndMultipliers() throws {
        // "1 (14 oz) can" weighs the package; "2 x 400g" multiplies.
        #expect(abs(try grams("2 (14 oz) cans tomatoes", "11531").grams! - 2 * 14 * 28.349523125) < 1e-9)
        #expect(try grams("2 x 400g tins chopped tomatoes", "11531").grams == 800)
        // "1 cup plus 2 tbsp" adds the second amount: 244 + 2 x 15.
        #expect(abs(try grams("1 cup plus 2 tbsp milk", "01077").grams! - 274) < 1e-9)
        // A range takes its midpoint.
        #expect(try grams("2-3 large eggs", "01123").grams == 125)
    }

    @Test func unknownIsReportedNotGuessed() throws {
        // Lengths of what has no weight per inch, unknown counts and foods without a fitting measure give no grams.
        #expect(try grams("10 cm cucumber", "11205") == .unknown)
        #expect(try grams("1 cup chicken", "05006") == .unknown)
        #expect(GramConverter.grams(for: IngredientParser.parse("2 cups mystery"), food: nil) == .unknown)
        #expect(GramConverter.grams(for: IngredientParser.parse("salt"), food: try food("02047")) == .unknown)
        let line = RecipeAnalyzer().analyze(line: "10 cm cucumber")
        #expect(line.isMatched && line.grams.grams == nil && line.nutrients == nil)
        #expect(line.warnings.contains("amount could not be converted to grams"))
    }

    @Test func pathsExplainThemselves() {
        #expect(GramsPath.mass.label == "mass")
        #expect(GramsPath.householdMeasure("1 cup = 244 g").label == "USDA measure: 1 cup = 244 g")
        #expect(GramsPath.density("oil, 0.92 g/ml").label == "density: oil, 0.92 g/ml")
        #expect(GramsPath.unknown.label == "unknown")
    }
}
