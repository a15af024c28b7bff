import Testing
@testable import FoodKit

/// The families table, one rule per test, checked from what a cook types on each side.
@Suite struct FoodFamiliesTests {
    static let families = FoodFamilies.shared

    /// How a pantry item typed as `pantry` covers a recipe line naming `recipe`.
    static func cover(_ pantry: String, _ recipe: String) throws -> FoodFamilies.Cover? {
        let have = try #require(FoodMatcher.shared.match(IngredientParser.parse(pantry)), "no food for \(pantry)")
        let need = try #require(FoodMatcher.shared.match(IngredientParser.parse(recipe)), "no food for \(recipe)")
        return families.cover(pantry: have.ingredientKey, recipe: need.ingredientKey)
    }

    @Test func everyKeyInTheTableIsOneTheMatcherGivesOut() {
        let unknown = Self.families.keys.filter { FoodCatalogue.shared.aliases.byCanonical[$0] == nil }
        #expect(unknown.isEmpty, "families.tsv names keys no alias line has: \(unknown.sorted())")
    }

    @Test(arguments: [
        ("butter", "unsalted butter"), ("unsalted butter", "salted butter"), ("6 eggs", "6 large eggs"),
        ("eggs", "2 medium eggs"), ("onion", "1 yellow onion"), ("white onion", "brown onion"),
        ("plain flour", "2 cups all-purpose flour"), ("granulated sugar", "caster sugar"), ("white sugar", "sugar"),
        ("vegetable oil", "canola oil"), ("sunflower oil", "2 tbsp vegetable oil"), ("chicken broth", "chicken stock"),
        ("vegetable oil", "corn oil"), ("grapeseed oil", "vegetable oil"), ("mozzarella", "bocconcini"),
        ("goat cheese", "goat cheese crumbles"), ("stilton", "shropshire blue"), ("dried porcini", "dried morels"),
        ("radishes", "french breakfast radishes"), ("dates", "deglet noor dates"), ("light corn syrup", "glucose syrup"),
        ("worcestershire sauce", "lea and perrins"), ("dry white wine", "chinese cooking wine"),
    ])
    func theSameFoodNeedsNoWord(_ pair: (String, String)) throws {
        #expect(try Self.cover(pair.0, pair.1) == .same)
    }

    @Test(arguments: [
        ("milk", "skim milk"), ("whole milk", "1 cup 2% milk"), ("1% milk", "whole milk"), ("whole milk", "semi-skimmed milk"), ("skim milk", "1 cup whole milk"), ("red onion", "onion"),
        ("onion", "1 red onion"), ("cheddar", "monterey jack"), ("sour cream", "crème fraîche"), ("chocolate chips", "dark chocolate"),
        ("tamari", "soy sauce"),
        ("long-grain rice", "short-grain rice"), ("short-grain rice", "basmati rice"), ("rice", "arborio rice"), ("rice", "brown rice"),
        ("flour", "bread flour"), ("strong white flour", "2 cups all-purpose flour"), ("onion", "sweet onion"), ("shallots", "onion"),
        ("onion", "2 shallots"), ("tinned tomatoes", "canned crushed tomatoes"), ("passata", "pasta sauce"), ("pizza sauce", "marinara sauce"),
        ("jalapeno", "scotch bonnet"), ("mushrooms", "chanterelles"), ("maitake", "button mushrooms"), ("shiitake", "wild mushrooms"),
        ("courgette", "yellow squash"), ("pumpkin", "acorn squash"), ("kabocha", "butternut squash"),
        ("hubbard squash", "pumpkin"), ("eggplant", "japanese eggplant"), ("white cabbage", "red cabbage"), ("spinach", "swiss chard"),
        ("kale", "collard greens"), ("lettuce", "lamb's lettuce"), ("melon", "galia melon"), ("raisins", "dried cranberries"),
        ("sultanas", "zante currants"), ("dried cherries", "raisins"), ("soy milk", "oat milk"), ("unsweetened soy milk", "soy milk"),
        ("sour cream", "greek yogurt"), ("yogurt", "skyr"), ("buttermilk", "kefir"), ("egg whites", "egg white powder"),
        ("cheddar", "colby"), ("monterey jack", "mexican cheese blend"), ("cheddar", "double gloucester"), ("gruyere", "emmental"),
        ("comté", "gruyère"), ("jarlsberg", "swiss cheese"), ("parmesan", "romano cheese"), ("cream cheese", "neufchatel"),
        ("pasta", "fresh egg pasta"), ("tortellini", "penne"), ("egg noodles", "ramen noodles"), ("rice noodles", "glass noodles"),
        ("cornstarch", "arrowroot"), ("brown sugar", "jaggery"), ("golden syrup", "light corn syrup"), ("liquid glucose", "golden syrup"),
        ("corn syrup", "dark corn syrup"), ("bread", "rye bread"), ("sliced bread", "malted bread"), ("dinner rolls", "burger buns"),
        ("tortillas", "wholemeal tortillas"), ("pita", "naan"), ("crackers", "saltines"), ("desiccated coconut", "sweetened flaked coconut"),
        ("walnuts", "pecans"), ("chicken stock", "turkey stock"), ("beef stock", "veal stock"), ("hot sauce", "sriracha"),
        ("strawberry jam", "cherry jam"), ("black pepper", "white pepper"), ("red wine vinegar", "cider vinegar"),
        ("white wine vinegar", "raspberry vinegar"), ("chicken breasts", "chicken thighs"), ("ground turkey", "ground chicken"),
        ("kielbasa", "smoked sausage"), ("salmon fillets", "trout fillets"), ("sea trout", "salmon"), ("cod", "tilapia"),
        ("sea bass", "cod fillets"), ("fresh thyme", "dried thyme"), ("dried thyme", "fresh thyme"), ("rosemary", "dried rosemary"),
        ("dried oregano", "oregano leaves"),
    ])
    func aVarietyCoversWithANote(_ pair: (String, String)) throws {
        #expect(try Self.cover(pair.0, pair.1) == .substitute)
    }

    @Test(arguments: ["sharp cheddar", "mild cheddar", "aged cheddar", "extra sharp cheddar", "white cheddar", "medium cheddar"])
    func everyCheddarIsCheddar(_ line: String) throws {
        #expect(try Self.cover("cheddar", line) == .same)
        #expect(try Self.cover(line, "cheddar") == .same)
    }

    @Test(arguments: [
        ("eggs", "2 egg yolks"), ("eggs", "3 egg whites"), ("lemons", "2 tbsp lemon juice"), ("lime", "zest of 1 lime"),
        ("rice", "2 cups cooked rice"), ("whole chicken", "4 chicken thighs"), ("bread", "1 cup breadcrumbs"),
        ("heavy cream", "single cream"), ("stock cubes", "500 ml vegetable stock"),
        ("olive oil", "2 tbsp vegetable oil"), ("extra virgin olive oil", "canola oil"), ("olive oil", "sunflower oil"),
        ("butter", "ghee"), ("unsalted butter", "clarified butter"), ("milk powder", "1 cup milk"), ("garlic", "garlic paste"),
        ("ginger", "ginger paste"), ("canned tomatoes", "passata"), ("potatoes", "mashed potatoes"), ("red pepper", "roasted red peppers"),
        ("dried chillies", "chilli flakes"), ("pumpkin", "pumpkin purée"), ("butternut squash", "pumpkin puree"), ("apples", "apple sauce"),
        ("blueberries", "mixed berries"), ("raspberries", "frozen mixed berries"), ("strawberries", "mixed berries"), ("blackberries", "berries"),
        ("brown rice", "cooked rice"), ("egg noodles", "cooked noodles"), ("maple syrup", "pancake syrup"), ("creamed coconut", "coconut milk"),
        ("vegetable bouillon powder", "vegetable stock"), ("chicken stock powder", "chicken stock"), ("beef stock powder", "beef stock"),
        ("anchovies", "anchovy paste"), ("fresh basil", "dried basil"), ("parsley", "dried parsley"), ("dill", "dried dill"),
        ("mint", "dried mint"), ("parsley", "chopped fresh herbs"), ("cilantro", "fresh herbs"), ("basil", "mixed herbs"),
        ("dill", "fresh herbs"), ("chives", "soft herbs"), ("mint", "fresh herbs"),
    ])
    func theGeneralFoodCoversWhatTheCookMakesOfIt(_ pair: (String, String)) throws {
        #expect(try Self.cover(pair.0, pair.1) == .substitute)
        // …and never the other way round.
        #expect(try Self.cover(pair.1, pair.0) == nil)
    }

    @Test(arguments: [
        ("tomatoes", "1 can chopped tomatoes"), ("canned tomatoes", "4 ripe tomatoes"), ("baking soda", "1 tsp baking powder"),
        ("baking powder", "baking soda"), ("potatoes", "2 sweet potatoes"), ("sweet potato", "potatoes"), ("egg yolks", "2 eggs"),
        ("eggs", "1 eggplant"), ("fresh coriander", "ground coriander"), ("self-raising flour", "plain flour"),
        ("brown sugar", "sugar"), ("light cream", "heavy cream"), ("garlic powder", "2 garlic cloves"), ("peanut butter", "peanuts"),
        ("dried black beans", "1 can black beans"), ("black beans", "dried black beans"), ("canned kidney beans", "dried kidney beans"),
        ("cannellini beans", "dried cannellini beans"), ("butter beans", "dried butter beans"), ("canned pinto beans", "dried pinto beans"),
        ("broad beans", "dried fava beans"), ("silken tofu", "firm tofu"), ("firm tofu", "silken tofu"), ("flour tortillas", "corn tortillas"),
        ("balsamic vinegar", "white wine vinegar"), ("dried basil", "fresh basil"), ("dried porcini", "mushrooms"),
        ("tomato paste", "1 can chopped tomatoes"), ("self-raising flour", "bread flour"), ("cake flour", "plain flour"),
    ])
    func closeNamesThatAreNotTheSameFood(_ pair: (String, String)) throws {
        #expect(try Self.cover(pair.0, pair.1) == nil)
    }

    @Test func theClosestFitRanksFirst() throws {
        let families = Self.families
        #expect(families.fit(pantry: "milk", recipe: "milk") == .exact)
        #expect(families.fit(pantry: "vegetable oil", recipe: "canola oil") == .same)
        #expect(families.fit(pantry: "milk", recipe: "skim milk") == .variety)
        #expect(families.fit(pantry: "olive oil", recipe: "vegetable oil") == .madeFrom)
        #expect(families.fit(pantry: "vegetable oil", recipe: "olive oil") == nil)
        #expect(FoodFamilies.Fit.exact < .same && FoodFamilies.Fit.same < .variety && FoodFamilies.Fit.variety < .madeFrom)
        // The page names the stand-in only for a variety or what the cook makes it from.
        #expect([FoodFamilies.Fit.exact, .same, .variety, .madeFrom].map(\.cover) == [.same, .same, .substitute, .substitute])
    }

    @Test func aPairOnTwoLinesKeepsItsClosestFit() {
        let families = FoodFamilies(tsv: "covers\ta\tb\nnote\ta\tb\nsame\ta\tb\ncovers\ta\tb\n")
        #expect(families.fit(pantry: "a", recipe: "b") == .same)
        #expect(FoodFamilies(tsv: "covers\ta\tb\nnote\ta\tb\n").fit(pantry: "a", recipe: "b") == .variety)
    }

    @Test func theNotLinesHoldForTheTableItself() {
        for (a, b) in Self.families.distinct {
            #expect(Self.families.cover(pantry: a, recipe: b) == nil, "\(a) must not cover \(b)")
        }
    }

    @Test func regionalNamesShareAKeySoCoriandersMeetCilantro() throws {
        #expect(try Self.cover("fresh coriander", "cilantro") == .same)
    }

    @Test func withEggsMeansEggsNotEggplant() throws {
        let keys = try #require(Self.families.withKeys(forWord: "eggs"))
        #expect(keys.contains("egg") && keys.contains("egg yolk"))
        #expect(!keys.contains("eggplant"))
        #expect(!keys.contains("mayonnaise"), "a search for eggs wants eggs, not every dish with mayonnaise")
    }

    @Test func withoutPeanutsLeavesOutPeanutButter() throws {
        let keys = try #require(Self.families.withoutKeys(forWord: "peanuts"))
        #expect(keys.isSuperset(of: ["peanuts", "peanut butter", "peanut oil"]))
        let eggs = try #require(Self.families.withoutKeys(forWord: "eggs"))
        #expect(eggs.contains("mayonnaise"))
    }

    @Test func withoutNutsLeavesOutEveryNut() throws {
        let keys = try #require(Self.families.withoutKeys(forWord: "nuts"))
        #expect(keys.isSuperset(of: ["almonds", "walnuts", "pecans", "cashews", "hazelnuts", "nutella", "peanut butter"]))
        #expect(!keys.contains("coconut") && !keys.contains("nutmeg"))
        let tree = try #require(Self.families.withoutKeys(forWord: "tree nuts"))
        #expect(!tree.contains("peanuts"))
    }

    @Test func aWordNoFoodKnowsNamesNothing() {
        #expect(Self.families.withKeys(forWord: "zzqx") == nil)
    }
}
