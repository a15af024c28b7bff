/// Typical weights of one counted item where SR21 has no measure for it: a cinnamon
/// stick, a bunch of herbs, a shallot, a slice of bacon. Round kitchen figures, not
/// USDA data; each names itself in the grams path so the page can show its basis.
/// "small" and "large" scale the figure by 0.6 and 1.5.
enum TypicalWeights {
    struct Weight {
        let grams: Double
        let basis: String
    }

    private struct Entry {
        /// The count unit, nil for a bare count ("1 shallot").
        let unit: String?
        /// Words of which the food's description or the name as written must contain one.
        let words: Set<String>
        let grams: Double
        let basis: String
    }

    /// Fresh herbs, which are sold and counted by the bunch, sprig and leaf.
    private static let herbs: Set<String> = [
        "parsley", "coriander", "cilantro", "dill", "basil", "mint", "spearmint", "peppermint", "thyme", "rosemary",
        "sage", "tarragon", "chive", "oregano", "marjoram", "chervil", "lovage", "sorrel", "curry", "herb",
    ]

    /// Most specific first: the first entry whose unit and words fit wins.
    private static let entries: [Entry] = [
        Entry(unit: "stick", words: ["cinnamon"], grams: 2.6, basis: "cinnamon stick ≈ 2.6 g"),
        // Garlic cloves have a USDA measure; this is the spice.
        Entry(unit: "clove", words: ["clove"], grams: 0.1, basis: "whole clove ≈ 0.1 g"),
        Entry(unit: "pod", words: ["cardamom"], grams: 0.2, basis: "cardamom pod ≈ 0.2 g"),
        Entry(unit: "pod", words: ["vanilla"], grams: 3, basis: "vanilla pod ≈ 3 g"),
        Entry(unit: "leaf", words: ["bay"], grams: 0.2, basis: "bay leaf ≈ 0.2 g"),
        Entry(unit: "leaf", words: herbs, grams: 0.3, basis: "herb leaf ≈ 0.3 g"),
        // USDA weighs 10 sprigs of parsley at 10 g.
        Entry(unit: "sprig", words: herbs, grams: 1, basis: "herb sprig ≈ 1 g"),
        Entry(unit: "bunch", words: herbs, grams: 50, basis: "bunch of herbs ≈ 50 g"),
        Entry(unit: "bunch", words: ["scallion", "onion"], grams: 100, basis: "bunch of spring onions ≈ 100 g"),
        Entry(unit: "stalk", words: ["lemongrass", "citronella"], grams: 20, basis: "lemongrass stalk ≈ 20 g"),
        Entry(unit: "piece", words: ["ginger"], grams: 12, basis: "1-inch piece of ginger ≈ 12 g"),
        Entry(unit: "slice", words: ["bacon"], grams: 25, basis: "slice of raw bacon ≈ 25 g"),
        Entry(unit: "cube", words: ["ice"], grams: 25, basis: "ice cube ≈ 25 g"),
        // A baby bok choy or baby gem lettuce; USDA weighs only full-size heads.
        Entry(unit: "head", words: ["baby"], grams: 110, basis: "baby head ≈ 110 g"),
        Entry(unit: nil, words: ["shallot"], grams: 40, basis: "shallot ≈ 40 g"),
        // SR21 weighs duck only whole; a boneless breast with skin, a leg on the bone.
        Entry(unit: "breast", words: ["duck"], grams: 200, basis: "duck breast ≈ 200 g"),
        Entry(unit: "leg", words: ["duck"], grams: 250, basis: "duck leg ≈ 250 g"),
        // A steak of meat or fish cut for one: SR21 lists most by the ounce only.
        Entry(unit: "steak", words: ["beef", "pork", "lamb", "fish", "tuna", "salmon", "halibut", "swordfish", "cod", "venison", "gammon", "turkey"],
              grams: 200, basis: "steak ≈ 200 g"),
        // "1 lemon, zested": USDA weighs a tablespoon of peel at 6 g, about what one fruit gives.
        Entry(unit: nil, words: ["peel"], grams: 5, basis: "zest of one citrus fruit ≈ 5 g"),
        Entry(unit: nil, words: ["baguette"], grams: 250, basis: "baguette ≈ 250 g"),
    ]

    /// Units that mean the same thing to a cook: a rasher is a slice, a stick of celery a stalk.
    private static let sameUnit: [String: String] = ["rasher": "slice", "strip": "slice", "rib": "stalk", "stem": "sprig"]

    static func weight(unit: String?, food: Food, name: String?, size: String?, inches: Double?) -> Weight? {
        let words = Set(TextNormalizer.terms(food.description) + TextNormalizer.terms(name ?? ""))
        let unit = unit.map { sameUnit[$0] ?? $0 }
        guard let entry = entries.first(where: { $0.unit == unit && !$0.words.isDisjoint(with: words) }) else { return nil }
        var grams = entry.grams
        var basis = entry.basis
        if unit == "piece", let inches {
            // A piece of ginger is weighed by its length.
            grams *= inches
            basis += " per inch"
        } else if let size = size?.lowercased(), let factor = sizeFactors[size] {
            grams *= factor
            basis += ", \(size) × \(factor)"
        }
        return Weight(grams: grams, basis: basis)
    }

    private static let sizeFactors: [String: Double] = [
        "small": 0.6, "smallish": 0.6, "mini": 0.6, "large": 1.5, "big": 1.5, "largish": 1.5, "generous": 1.5,
    ]

    /// The counted unit named in a food ("bay leaves", "cardamom pods", "duck breasts",
    /// "thumb-sized piece ginger"): the last such word.
    static func countWord(in name: String) -> String? {
        let countable: Set<String> = [
            "leaf", "sprig", "stick", "pod", "clove", "stalk", "slice", "fillet", "cube", "head", "rasher", "strip",
            "spear", "wedge", "bulb", "ear", "piece", "rib", "floret", "tip", "stem", "breast", "leg", "steak",
        ]
        return TextNormalizer.terms(name).last(where: countable.contains)
    }
}
