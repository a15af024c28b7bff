/// Makes a counted food's name agree with its number: "1 onion", "2 red bell peppers".
/// Only the head noun (the last word) changes; foods nobody counts ("garlic", "rice") and
/// words that are the same either way ("hummus", "asparagus") stay as written.
public enum NounNumber {
    /// Foods one weighs or measures rather than counts: "2 garlic" means heads or cloves the
    /// writer left out, and "garlics" would be wrong whatever they meant.
    static let uncounted: Set<String> = [
        "garlic", "rice", "flour", "sugar", "salt", "milk", "butter", "cheese", "cream", "bread", "spinach", "celery",
        "broccoli", "cauliflower", "parsley", "cilantro", "coriander", "basil", "mint", "dill", "thyme", "rosemary",
        "sage", "oregano", "ginger", "lettuce", "kale", "water", "oil", "honey", "yogurt", "yoghurt", "chocolate",
        "pasta", "couscous", "quinoa", "oats", "corn", "asparagus", "hummus", "tofu", "meat", "beef", "pork", "lamb",
        "chicken", "salmon", "tuna", "cod", "fish", "shrimp", "bacon", "ham", "mince", "stock", "broth", "juice", "wine",
        "vinegar", "paste", "jam", "mayonnaise", "mustard", "ketchup", "cinnamon", "cumin", "paprika", "turmeric",
        "nutmeg", "cabbage", "arugula", "rocket", "watercress", "chard", "okra", "feta", "mozzarella", "parmesan",
        "cheddar", "ricotta", "tahini", "miso", "molasses", "syrup", "yeast", "cocoa", "coffee", "tea", "lemongrass",
        "fennel", "chives", "sauce", "dough", "pastry", "spaghetti", "macaroni", "lentils", "bulgur",
        "barley", "polenta", "cornmeal", "granola", "muesli", "popcorn", "jelly", "gelatin", "ice", "seafood", "venison",
        "squash", "pumpkin", "watermelon", "melon", "pineapple", "bok", "choy", "sprouts", "edamame", "salsa", "pesto",
    ]

    /// Spellings the rules below would get wrong.
    static let irregular: [String: String] = [
        "leaf": "leaves", "loaf": "loaves", "half": "halves", "knife": "knives", "potato": "potatoes", "tomato": "tomatoes",
        "mango": "mangoes", "avocado": "avocados", "chili": "chilies", "chilli": "chillies", "chile": "chiles",
        "radish": "radishes", "peach": "peaches", "anchovy": "anchovies", "cherry": "cherries", "berry": "berries",
        "strawberry": "strawberries", "blueberry": "blueberries", "raspberry": "raspberries", "blackberry": "blackberries",
        "cranberry": "cranberries", "date": "dates", "fig": "figs", "sprig": "sprigs", "clove": "cloves", "olive": "olives",
    ]

    /// The same spellings the other way round, for making a plural singular.
    static let singularOfIrregular = Dictionary(irregular.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })

    /// Words ending in "s" that are not plurals.
    static let alwaysS: Set<String> = ["hummus", "asparagus", "couscous", "molasses", "swiss", "brussels", "lemongrass", "citrus", "mass", "bass"]

    /// The name with its last word made plural (`plural`) or singular; other words as written.
    public static func agree(_ name: String, plural: Bool) -> String {
        guard let range = lastWordRange(name) else { return name }
        let word = String(name[range])
        let lower = word.lowercased()
        if uncounted.contains(lower) || alwaysS.contains(lower) || !lower.allSatisfy(\.isLetter) { return name }
        let singular = singular(of: lower)
        if uncounted.contains(singular) { return name }
        let wanted = plural ? pluralForm(of: singular) : singular
        guard wanted != lower else { return name }
        return name.replacingCharacters(in: range, with: matchingCase(wanted, like: word))
    }

    /// Whether a quantity needs a plural noun, judged on the number as cooks' fractions show it:
    /// 1, ½ and ¾ do not, nor 1.04 (shown "1"); 0, 1 ½ and 2 do.
    public static func isPlural(_ quantity: Double) -> Bool {
        isPlural(shown: QuantityFormatter.fraction(quantity))
    }

    /// The same for a number already written: "1", "½" and "0.5" are singular; "0", "1 ½" and "2" plural.
    static func isPlural(shown number: String) -> Bool {
        guard let first = number.first else { return false }
        return !(number == "1" || number.hasPrefix("0.") || VulgarFraction.value(of: first) != nil)
    }

    static func singular(of word: String) -> String {
        if let known = singularOfIrregular[word] { return known }
        if alwaysS.contains(word) { return word }
        return TextNormalizer.singularize(word)
    }

    static func pluralForm(of word: String) -> String {
        if let known = irregular[word] { return known }
        // Borrowed words keep their own plural: "3 kohlrabi", "2 salami", "4 tofu".
        if word.hasSuffix("i") || word.hasSuffix("u") { return word }
        if word.hasSuffix("ch") || word.hasSuffix("sh") || word.hasSuffix("x") || word.hasSuffix("ss") { return word + "es" }
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) { return word.dropLast() + "ies" }
        return word + "s"
    }

    private static func lastWordRange(_ name: String) -> Range<String.Index>? {
        guard let end = name.lastIndex(where: \.isLetter) else { return nil }
        var start = end
        while start > name.startIndex, name[name.index(before: start)].isLetter { start = name.index(before: start) }
        return start..<name.index(after: end)
    }

    static func matchingCase(_ word: String, like original: String) -> String {
        original.first?.isUppercase == true ? word.prefix(1).uppercased() + word.dropFirst() : word
    }
}
