import Testing
@testable import FoodKit

/// Counted foods: stated weights, the right USDA measure, and typical weights where SR21 has none.
@Suite struct CountGramsTests {
    let analyzer = RecipeAnalyzer()

    func grams(_ line: String) -> Double? { analyzer.analyze(line: line).grams.grams }

    @Test func aStatedWeightOutranksTheHouseholdMeasure() throws {
        // USDA's cod fillet is 231 g; the recipe says 150 g each.
        #expect(grams("4 cod fillets (about 150 g each)") == 600)
        // Without "each" the weight is for the whole line.
        let thighs = try #require(grams("8 bone-in skin-on chicken thighs (about 2 1/2 lb)"))
        #expect(abs(thighs - 2.5 * 453.59237) < 1e-6)
        #expect(grams("1 small head red cabbage (about 900 g), cored") == 900)
        // A weight given as the line's own unit is not overridden.
        #expect(grams("500 g raw beets (about 4 medium)") == 500)
        let parsed = IngredientParser.parse("4 cod fillets (about 150 g each)")
        #expect(parsed.statedAmount == StatedAmount(amount: Amount(quantity: 150, unit: "g"), perItem: true))
        #expect(parsed.name == "cod fillets" && parsed.comment == "about 150 g each")
    }

    @Test func aSizedWholeVegetableUsesTheWholeHead() {
        // 11135 cauliflower: "1 head, large (6-7" dia)" = 840 g, not "1 floweret" = 13 g.
        #expect(grams("1 large cauliflower, cut into florets") == 840)
        #expect(grams("1 small cauliflower") == 265)
    }

    @Test func babyHeadsAreFarSmaller() throws {
        let heads = try #require(grams("4 heads baby bok choy, halved lengthwise"))
        #expect(heads < 800, "\(heads)")
        #expect(grams("1 head bok choy") == 840)
    }

    @Test func theNameCanNameTheMeasure() {
        // 11529 tomatoes: "1 cherry" = 17 g, not a medium tomato.
        #expect(grams("10 cherry tomatoes, halved") == 170)
        // 18364 flour tortillas: "(approx 7-8" dia)" = 46 g for an 8-inch one.
        #expect(grams("8 (8-inch) flour tortillas") == 368)
    }

    @Test func typicalWeightsFillUSDAGaps() throws {
        let stick = analyzer.analyze(line: "1 cinnamon stick")
        #expect(stick.grams == GramsResult(grams: 2.6, path: .typical("cinnamon stick ≈ 2.6 g")))
        let bunch = try #require(grams("1 small bunch parsley, roughly chopped"))
        #expect((20...60).contains(bunch))
        #expect(try #require(grams("2 bay leaves")) < 1)
        #expect(try #require(grams("6 slices bacon")) == 150)
        #expect(try #require(grams("2 shallots, finely chopped")) == 80)
        #expect(try #require(grams("1 (2-inch) piece fresh ginger")) == 24)
        #expect(GramsPath.typical("bay leaf ≈ 0.2 g").label == "typical weight: bay leaf ≈ 0.2 g")
    }

    @Test func zestUsesOnlyThePeel() throws {
        let zest = analyzer.analyze(line: "1 orange, zested")
        #expect(zest.match?.food.id == "09216" && zest.grams.grams == 5)
        // Zest and juice together use the whole fruit.
        #expect(analyzer.analyze(line: "2 lemons, zested and juiced").match?.food.id == "09150")
    }

    @Test func wholeClovesAreTheSpice() throws {
        let parsed = IngredientParser.parse("4 whole cloves")
        #expect(parsed.unit == nil && parsed.name == "whole cloves")
        let line = analyzer.analyze(line: "4 whole cloves")
        #expect(line.match?.food.id == "02011")
        #expect(try #require(line.grams.grams) < 1)
        #expect(IngredientParser.parse("3 garlic cloves").unit == "clove")
    }

    @Test func nutsAndSeedsHaveAVolumeDensity() throws {
        // 12087 cashews is weighed only by the ounce in SR21.
        let cashews = try #require(grams("1/2 cup raw cashews"))
        #expect((60...80).contains(cashews))
    }
}
