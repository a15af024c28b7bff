import Testing
@testable import FoodKit

/// What butchers, greengrocers and Asian shops sell by the piece: racks and cheeks, roots and
/// stalks of herbs, strips and slices of citrus, tins, lumps, threads and tea bags, each weighed
/// by a round kitchen figure where USDA has no measure.
@Suite struct KitchenCountTests {
    let analyzer = RecipeAnalyzer()

    func grams(_ line: String) -> Double? { analyzer.analyze(line: line).grams.grams }

    func near(_ line: String, _ expected: Double) -> Bool {
        grams(line).map { abs($0 - expected) <= 0.001 * expected } ?? false
    }

    @Test func aRackIsCountedByTheRackOrByItsBones() throws {
        let rack = IngredientParser.parse("1 rack of lamb, French trimmed")
        #expect(rack.unit == "rack" && rack.name == "lamb")
        #expect(grams("1 rack of lamb, French trimmed") == 600)
        #expect(grams("2 racks of lamb (8 bones in each)") == 1200)
        // A six-bone rack is six bones of it, not six racks.
        #expect(near("1 x 6-bone rack of lamb", 6 * 75))
    }

    @Test func cutsAButcherSellsByThePiece() {
        #expect(grams("4 pigs’ cheeks") == 400)
        #expect(grams("4 ox cheeks, trimmed") == 1600)
        #expect(grams("8 chicken pieces, legs or thighs") == 1200)
        #expect(grams("1 lamb shoulder, boned but with the knuckle left in") == 2000)
        #expect(grams("1 leg of lamb, bone in") == 2000)
        #expect(grams("2 pork ribs") == 200)
    }

    @Test func herbRootsAndStalksAreWeighedLikeSprigs() {
        #expect(grams("4 coriander roots, chopped") == 12)
        #expect(grams("3 stalks fresh rosemary") == 3)
        #expect(grams("5 fresh parsley stalks") == 5)
        #expect(grams("2 fresh turmeric roots") == 30)
        #expect(grams("1 bouquet garni") == 10)
        // A root that is a whole vegetable keeps its own weight.
        #expect(grams("1 celery root") == 750)
    }

    @Test func citrusIsCutIntoStripsSlicesAndWedges() {
        #expect(grams("1 thick strip of lemon rind") == 2)
        #expect(grams("1 strip orange zest") == 2)
        #expect(grams("3 lime slices") == 24)
        #expect(grams("1 orange slice, to garnish") == 15)
        #expect(grams("4 wedges of lime, to serve") == 32)
    }

    @Test func smallThingsCountedOneByOne() {
        #expect(grams("8 sugar lumps") == 32)
        #expect(grams("1 big lump of ginger, chopped") == 18)
        #expect(grams("2 Earl Grey tea bags") == 4)
        #expect(grams("2 blade mace") == 1)
        #expect(grams("2 nests egg noodles") == 100)
        #expect(grams("2 meringue nests") == 30)
        #expect(grams("9 blackberries") == 45)
        #expect(near("10 strands of saffron", 0.02))
    }

    @Test func aTinIsAStandardCanUnlessTheLineSaysMore() {
        #expect(grams("1 tin cannellini beans, rinsed and drained") == 400)
        // The millilitres written beside the tin outrank the typical tin.
        let coconut = grams("1 tin/400ml coconut milk")
        #expect(coconut != nil && coconut != 400)
    }

    @Test func regionalNamesFindTheirOwnFood() {
        #expect(analyzer.analyze(line: "1 Chinese cabbage").match?.food.id == "11119")
        #expect(grams("1 Chinese cabbage") == 1000)
        #expect(grams("2 Jerusalem artichokes, peeled") == 100)
        // A common slip of the keys for a tablespoon.
        #expect(IngredientParser.parse("1 tsbp olive oil").unit == "tbsp")
        #expect(analyzer.analyze(line: "½ Chinese leaf, finely shredded").match?.ingredientKey == "chinese cabbage")
        #expect(analyzer.analyze(line: "2½ tsp garlic granules").match?.ingredientKey == "garlic powder")
        #expect(analyzer.analyze(line: "50g/1¾oz Greek-style plain yoghurt").match?.ingredientKey == "yogurt")
    }
}
