/// What a USDA food is made of, as far as its group and description tell.
struct FoodFacts {
    let group: String
    let terms: Set<String>
    let text: String

    init(_ food: Food) {
        group = food.group.code
        text = food.description.lowercased()
        terms = Set(TextNormalizer.terms(food.description))
    }

    private func has(_ words: Set<String>) -> Bool { !terms.isDisjoint(with: words) }
    private func has(phrase: String) -> Bool { text.contains(phrase) }

    static let meatGroups: Set<String> = ["0500", "0700", "1000", "1300", "1500", "1700"]
    static let fleshWords: Set<String> = [
        "chicken", "beef", "pork", "bacon", "ham", "turkey", "lamb", "veal", "mutton", "goat", "venison", "duck",
        "goose", "rabbit", "fish", "anchovy", "sardine", "tuna", "salmon", "cod", "shrimp", "crab", "lobster", "clam",
        "oyster", "mussel", "scallop", "squid", "octopus", "gelatin", "gelatine", "lard", "tallow", "suet", "sausage",
        "salami", "pepperoni", "bologna", "frankfurter", "meatball", "giblet", "liver", "worcestershire", "drippings",
    ]

    /// Meat, poultry, fish and what is rendered or boiled from them (lard, gelatin, fish sauce).
    var isAnimalFlesh: Bool {
        if has(["meatless", "vegetarian", "vegan"]) { return false }
        if Self.meatGroups.contains(group) { return true }
        // "Mushrooms, oyster" and "Squash, ... butternut" name plants after animals.
        if has(["oyster"]) && has(["mushroom"]) { return false }
        return has(Self.fleshWords) || has(phrase: "fish sauce")
    }

    static let dairyWords: Set<String> = [
        "milk", "butter", "cheese", "cream", "yogurt", "whey", "casein", "caseinate", "ghee", "buttermilk", "lactose",
        "kefir", "curd", "custard", "eggnog",
    ]
    /// Plant foods with dairy words in their names.
    static let dairyLookalikes = [
        "peanut butter", "almond butter", "cashew butter", "sesame butter", "apple butter", "cocoa butter", "nut butter",
        "coconut milk", "coconut cream", "soymilk", "soy milk", "almond milk", "rice milk", "oat milk", "cream of tartar",
        "butterhead", "butternut", "bean curd", "soy curd", "tofu", "imitation", "nondairy", "non-dairy", "milk substitute",
    ]

    var isDairy: Bool {
        if group == "0100" { return !text.hasPrefix("egg") }
        guard has(Self.dairyWords) else { return false }
        // A lookalike explains away the dairy word only when no other dairy word remains.
        var remaining = text
        for phrase in Self.dairyLookalikes { remaining = remaining.replacingOccurrences(of: phrase, with: " ") }
        return !Set(TextNormalizer.terms(remaining)).isDisjoint(with: Self.dairyWords)
    }

    /// Eggs, honey and dairy: not meat, but still from animals.
    var isAnimalProduct: Bool {
        if isAnimalFlesh || isDairy { return true }
        if group == "0100" { return true }
        let eggless = text.replacingOccurrences(of: "eggplant", with: " ")
        return Set(TextNormalizer.terms(eggless)).contains("egg") || has(["honey", "mayonnaise"])
    }

    static let glutenWords: Set<String> = [
        "wheat", "barley", "rye", "malt", "malted", "semolina", "spelt", "farro", "durum", "couscous", "bulgur",
        "triticale", "seitan", "pasta", "spaghetti", "macaroni", "noodle", "lasagna", "bread", "breadcrumb", "crumb",
        "cracker", "cookie", "cake", "biscuit", "pastry", "croissant", "muffin", "pie", "pretzel", "breaded", "battered",
        "beer", "graham", "oat", "oatmeal", "bagel", "tortilla", "pancake", "waffle", "dumpling", "wonton", "stuffing",
    ]
    /// Baked goods, breakfast cereals, fast food and prepared meals rarely say what flour they use.
    static let glutenGroups: Set<String> = ["0800", "1800", "2100", "2200"]

    var hasGluten: Bool {
        if has(phrase: "gluten-free") || has(phrase: "gluten free") { return false }
        // Baking powder, soda and cream of tartar sit among the baked products but hold no flour.
        if text.hasPrefix("leavening agents") { return false }
        if Self.glutenGroups.contains(group) { return true }
        if has(phrase: "soy sauce") { return !has(phrase: "tamari") }
        // Rice noodles, corn tortillas and cellophane noodles are made without wheat.
        if has(["noodle", "tortilla", "cake", "cracker"]) && has(["rice", "corn", "cellophane", "mung"])
            && !has(["wheat", "barley", "rye"]) { return false }
        return has(Self.glutenWords)
    }

    static let nutWords: Set<String> = [
        "nut", "almond", "cashew", "walnut", "pecan", "pistachio", "hazelnut", "filbert", "macadamia", "brazilnut",
        "chestnut", "peanut", "pinyon", "praline", "marzipan", "beechnut", "hickorynut",
    ]

    /// Tree nuts and peanuts, with their oils and butters. Seeds (sesame, sunflower) and
    /// coconut are not counted, as most nut-free rules allow them.
    var hasNuts: Bool {
        var found = terms.intersection(Self.nutWords)
        if has(["coconut"]) { found.remove("nut") }
        if has(["pine"]) && has(["nut"]) { return true }
        return !found.isEmpty
    }
}
