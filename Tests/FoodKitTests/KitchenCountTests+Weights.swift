import Testing
@testable import FoodKit

/// Weights for what SR21 weighs only by the ounce or not at all: spoons of chopped candied,
/// sweet or cured foods, whole spices, birds' crowns and breasts, rounds, balls and packs.
extension KitchenCountTests {
    @Test func aMeasureInBracketsOrAServingFractionWeighsASpoonOrCup() {
        // "1 envelope (1 tbsp)" of gelatine is 7 g; vanilla ice cream is "1 serving 1/2 cup" = 66 g.
        #expect(near("1 tbsp gelatine", 7))
        #expect(near("200ml/7fl oz vanilla ice cream", 200 * 66 / 118.29))
    }

    @Test func spoonsOfChoppedFoodsSr21WeighsByThePiece() {
        #expect(near("2 tbsp stem ginger, finely chopped", 2 * 14.787 * 0.68))
        #expect(near("3 tbsp grated chocolate", 3 * 14.787 * 0.5))
        #expect(near("4 tbsp bacon, finely chopped", 4 * 14.787 * 0.6))
        #expect(near("2 tbsp amaretti biscuits, crushed", 2 * 14.787 * 0.45))
        // Meat the line does not say is cut small is not guessed by the cup.
        #expect(grams("1 cup chicken") == nil)
    }

    @Test func wholeSpicesAndNutsCountedOneByOne() {
        #expect(near("½ nutmeg, freshly grated", 3))
        #expect(near("6-8 rasps nutmeg", 0.7))
        #expect(near("5 allspice berries", 0.35))
        #expect(near("3 coriander seeds", 0.015))
        #expect(near("36 chestnuts in their skins", 360))
        #expect(near("10 walnuts, chopped", 50))
        // Fresh coriander is a herb, not a seed.
        #expect(grams("1 coriander") == nil)
    }

    @Test func birdsAndCutsByThePiece() {
        #expect(grams("4 grouse crowns, feet on") == 1200)
        #expect(grams("2 wood pigeon crowns") == 300)
        #expect(grams("1 turkey breast crown") == 2500)
        #expect(grams("½ goose breast") == 175)
        #expect(grams("2 turkey breast medallions") == 200)
        #expect(grams("4 guinea fowl legs") == 600)
        #expect(grams("1 monkfish tail") == 500)
        #expect(grams("8 medium monkfish cheeks") == 240)
        #expect(grams("6 lamb’s sweetbreads") == 300)
    }

    @Test func roundsBallsAndHalves() {
        #expect(grams("1 goats' cheese round") == 100)
        #expect(grams("2 balls stem ginger in syrup") == 30)
        #expect(grams("15 glacé cherries") == 75)
        #expect(grams("4 brioche burger buns, halved") == 240)
        // USDA weighs a tinned pear half with its juice at 76 g.
        #expect(grams("2 pear halves") == 152)
    }

    @Test func packsAndKitchenPours() {
        #expect(grams("½ pack ready-rolled puff pastry") == 160)
        #expect(grams("1 packet of penne") == 500)
        #expect(grams("1 sachet saffron") == 0.4)
        #expect(near("18 pieces filo pastry", 18 * 19))
        #expect(grams("1 bunch garlic scapes, sliced") == 100)
        #expect(grams("7 green tea teabags") == 14)
        #expect(grams("1 scoop vanilla ice cream") == 65)
        #expect(grams("2 glugs olive oil") == 30)
        #expect(grams("1 ladle chicken stock") == 120)
        #expect(grams("1 shot of orange liqueur") == 25)
        // Asparagus stalks are the spears USDA weighs.
        #expect(grams("12 asparagus stalks") != nil && grams("12 asparagus stalks") == grams("12 asparagus spears"))
    }
}
