import Foundation

/// Turns food text into comparable search terms: lower case, no accents, singular,
/// American spelling ("Chillies" -> "chili", "yoghurt" -> "yogurt").
public enum TextNormalizer {
    /// Words that say nothing about which food is meant.
    static let fillers: Set<String> = Set([
        "of", "a", "an", "the", "and", "or", "fresh", "freshly", "organic", "good", "quality", "best",
        "some", "few", "little", "large", "small", "medium", "extra", "ripe", "free", "range", "handful",
        "plus", "for", "to", "with", "in", "into", "your", "favourite", "favorite", "about", "finely",
        "roughly", "x", "any", "other", "such", "as", "very", "simple",
        // A spoon left in a name ("tsp salt") says nothing about the food.
        "tsp", "tbsp", "teaspoon", "tablespoon",
    ]).union(brands)

    /// Nouns that make a different product of the food before them ("lemon curd", "elderflower cordial").
    static let productNouns: Set<String> = [
        "curd", "cordial", "liqueur", "paste", "gravy", "dressing", "marinade", "glaze", "essence", "extract",
        "crumb", "biscuit", "pudding", "sauce", "oil", "syrup", "vinegar", "juice", "powder", "milk", "cream",
        "butter", "flour", "cake", "pie", "bread", "soup", "stock", "broth", "wine", "beer", "jam", "jelly",
        "chutney", "relish", "pickle", "ketchup", "mayonnaise", "yogurt", "cheese", "sugar", "tea", "spread",
    ]

    private static let spellings: [String: String] = [
        "chilli": "chili", "chile": "chili", "yoghurt": "yogurt", "flavour": "flavor", "colour": "color",
        "aubergine": "eggplant", "courgette": "zucchini", "mince": "ground",
        "filet": "fillet", "doughnut": "donut", "catsup": "ketchup", "sulphured": "sulfured", "wholemeal": "wholewheat",
        "prawn": "shrimp", "bulgar": "bulgur", "bulghur": "bulgur", "broadbean": "broad", "garbanzo": "chickpea", "caster": "superfine", "icing": "powdered", "jalapeno": "jalapeno",
        // USDA says "canned"; British recipes say "tinned".
        "tinned": "canned",
    ]

    private static let irregular: [String: String] = [
        "leaves": "leaf", "loaves": "loaf", "halves": "half", "knives": "knife", "potatoes": "potato",
        "tomatoes": "tomato", "mangoes": "mango", "cheeses": "cheese", "olives": "olive", "anchovies": "anchovy",
        "berries": "berry", "chives": "chive", "cloves": "clove", "molasses": "molasses", "hummus": "hummus",
        "couscous": "couscous", "asparagus": "asparagus", "swiss": "swiss", "grass": "grass", "lemongrass": "lemongrass",
        "brussels": "brussels", "peas": "pea", "radishes": "radish", "dishes": "dish", "sandwiches": "sandwich",
        "peaches": "peach", "squashes": "squash", "oats": "oat", "greens": "green", "less": "less",
        "chillies": "chili", "chilies": "chili", "chiles": "chili", "cookies": "cookie", "brownies": "brownie",
        "glasses": "glass", "sauces": "sauce", "juices": "juice", "slices": "slice", "pieces": "piece",
    ]

    /// Search terms of a text, in order, fillers kept (callers decide).
    static func terms(_ text: String) -> [String] {
        if let ascii = asciiTerms(text) { return ascii }
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
        var terms: [String] = []
        var current = ""
        for scalar in folded.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) || scalar == "%" && !current.isEmpty && current.allSatisfy(\.isNumber) {
                current.unicodeScalars.append(scalar)
            } else if scalar == "'" || scalar == "’" {
                continue
            } else if !current.isEmpty {
                terms.append(normalize(current))
                current = ""
            }
        }
        if !current.isEmpty { terms.append(normalize(current)) }
        return terms
    }

    /// The same terms for plain ASCII text without Foundation's folding, which dominated
    /// index building: letters and digits make words, apostrophes vanish, all else splits.
    private static func asciiTerms(_ text: String) -> [String]? {
        var terms: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): current.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): current.append(byte)
            case UInt8(ascii: "'"): continue
            // "2%" stays one term: 2% milk is not milk.
            case UInt8(ascii: "%") where !current.isEmpty && current.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }):
                current.append(byte)
            default:
                if !current.isEmpty {
                    terms.append(normalize(String(decoding: current, as: UTF8.self)))
                    current.removeAll(keepingCapacity: true)
                }
            }
        }
        if !current.isEmpty { terms.append(normalize(String(decoding: current, as: UTF8.self))) }
        return terms
    }

    /// Terms without fillers or numbers (a fat content such as "2%" stays): what a food name is about.
    /// Without `cutMarks`, "bone-in", "skin-on", "shell-on" and "on the bone" are dropped: how a cut is
    /// sold, not another food ("bone" alone is one).
    static func keyTerms(_ text: String, cutMarks: Bool = true) -> [String] {
        let all = terms(text)
        // Copied past the marks rather than removing them in place, which shifts the rest of
        // the terms at every mark.
        var terms: [String] = []
        terms.reserveCapacity(all.count)
        var index = 0
        while index < all.count {
            if !cutMarks, index + 1 < all.count, Self.cutMarks[all[index]] == all[index + 1] {
                index += 2
            } else if !cutMarks, index + 2 < all.count, ["on", "off"].contains(all[index]), all[index + 1] == "the", all[index + 2] == "bone" {
                // "leg of lamb on the bone"
                index += 3
            } else if index + 1 < all.count, all[index + 1] == "fed" {
                // "corn-fed chicken", "grass-fed beef": what the animal ate.
                index += 2
            } else if index + 2 < all.count, all[index] == "ready", all[index + 1] == "to" {
                // "ready-to-roast pheasant", "ready-to-eat chestnuts": how it is sold, not what it is.
                index += 3
            } else if index + 1 < all.count, all[index] == "oven", all[index + 1] == "ready" {
                index += 2
            } else {
                terms.append(all[index])
                index += 1
            }
        }
        return withoutDesignations(terms).filter { !fillers.contains($0) && (!($0.first?.isNumber ?? true) || $0.hasSuffix("%")) }
    }

    /// A pack's numbering says nothing about the food: "Spaghetti No. 5" is spaghetti, not
    /// "spaghetti, no meat".
    static func withoutDesignations(_ terms: [String]) -> [String] {
        var kept: [String] = []
        for (index, term) in terms.enumerated() {
            let numbered = index + 1 < terms.count && (terms[index + 1].first?.isNumber ?? false)
            if numbered, ["no", "n", "nr", "number"].contains(term) { continue }
            kept.append(term)
        }
        return kept
    }

    /// A stable key for exact alias lookup.
    static func key(_ text: String) -> String { keyTerms(text).joined(separator: " ") }

    static func normalize(_ word: String) -> String {
        let singular = singularize(word)
        return spellings[singular] ?? singular
    }

    /// "tomatoes" → "tomato", "berries" → "berry", "leaves" → "leaf"; the food matcher's rule.
    public static func singularize(_ word: String) -> String {
        if let known = irregular[word] { return known }
        guard word.count > 3, word.last == "s" else { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + (word.count > 5 ? "y" : "ie") }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
        return String(word.dropLast())
    }
}
