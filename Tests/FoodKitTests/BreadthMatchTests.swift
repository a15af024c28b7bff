import Testing
@testable import FoodKit

/// How names a recipe site writes around a food still find it: flavours before a product,
/// misspellings, a last choice, describing words, sale words and British names. Each pair is a
/// line and the USDA food it must (or must not) find.
@Suite struct BreadthMatchTests {
    static let analyzer = RecipeAnalyzer()

    func foodID(_ line: String) -> String? { Self.analyzer.analyze(line: line).match?.food.id }

    @Test(arguments: [
        ("4 tbsp quince jam", "19297"), ("125ml/4¼fl oz peach liqueur", "14414"), ("50g/1¾oz thyme honey", "19296"),
        ("coconut ice cream, to serve", "19095"), ("1 heaped tbsp peach chutney", "19297"), ("2 tbsp parsley cress", "11203"),
    ])
    func aFlavourBeforeAProductIsThatProduct(_ pair: (String, String)) {
        #expect(foodID(pair.0) == pair.1)
    }

    @Test func aFlavourDoesNotReachAcrossAJoiner() {
        // Stem ginger packed in syrup is no syrup.
        #expect(foodID("4 stem ginger balls in syrup (roughly 75g/2½oz), drained") != "19129")
    }

    @Test(arguments: [("25g/1oz buter", "01001"), ("2tsp tumeric", "02043"), ("20g/¾oz marscarpone", "01017"), ("2 punnets rasberries", "09302"),
                        ("1 tsp ground turneric", "02043")])
    func aMisspeltFoodWordIsReadAsTheWordItMisses(_ pair: (String, String)) {
        #expect(foodID(pair.0) == pair.1)
    }

    @Test func anotherRealWordIsNoMisspelling() {
        // "clover" is not "clove" with a letter more, nor "rumen" "ramen" with another vowel.
        #expect(foodID("6 clover leaves (optional), to garnish") != "02011")
        #expect(foodID("1kg/2lb 4oz rumen tripe, bleached") != "20099")
    }

    @Test(arguments: [("1 tbsp gravy browning or soy sauce", "16123"), ("1 tbsp mushroom sauce or oyster sauce", "06176")])
    func theLastChoiceServesWhenTheFirstIsNoFood(_ pair: (String, String)) {
        #expect(foodID(pair.0) == pair.1)
    }

    @Test func aNounThatMakesAnotherFoodIsKept() {
        #expect(foodID("2 whole chestnut mushrooms, stalks removed") == "11260")
        #expect(foodID("100g light cream cheese") == "01017")
        // Where the noun adds nothing the shorter name still decides.
        #expect(foodID("100g Danish blue cheese") == "01004")
        #expect(foodID("12 small soft taco shells") == "19056")
        #expect(foodID("lobster shells (from above)") == nil)
    }

    @Test func theFoodFollowsTheWordsThatDescribeIt() {
        #expect(foodID("3 long, red chillies, seeded and chopped") == "11819")
        #expect(foodID("2 tbsp clarified (or unsalted) butter") == "01001")
        #expect(foodID("1 small (or ½ large) butternut squash, peeled") == "11485")
        // "from the guinea fowl" says where giblets come from, not what they are.
        #expect(foodID("giblets from the guinea fowl") == nil)
    }

    @Test(arguments: [
        ("1kg/2lb 4oz peeled main crop potatoes, cubed", "11354"), ("200g/7oz quick-cook rice", "20044"),
        ("4 sweet pointed peppers, halved", "11821"), ("1 ready-to-roast pheasant", "05153"), ("1 x 5kg/11lb oven-ready goose", "05146"),
        ("1 large corn-fed chicken, jointed", "05006"), ("3 tbsp horseradish purée", "02055"), ("600g/1lb 5oz lamb leg meat, cubed", "17011"),
        ("225g/8oz mixed dried fruit including mixed peel", "09298"), ("tsp salt", "02047"),
    ])
    func howFoodIsSoldGrownOrCutLeavesTheFood(_ pair: (String, String)) {
        #expect(foodID(pair.0) == pair.1)
    }

    @Test(arguments: [
        ("500g fresh summer fruits", "09050"), ("150ml/5fl oz rosé wine", "14084"), ("3 slices French stick", "18029"),
        ("1 lamb chump steak", "17019"), ("6 lamb’s sweetbreads, blanched", "17218"), ("400g/14oz sweet pastry", "18332"),
    ])
    func britishNamesFindTheirFood(_ pair: (String, String)) {
        #expect(foodID(pair.0) == pair.1)
    }
}
