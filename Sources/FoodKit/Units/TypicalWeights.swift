/// Typical weights of one counted item where SR21 has no measure for it: a cinnamon
/// stick, a bunch of herbs, a shallot, a slice of bacon. Round kitchen figures, not
/// USDA data but kitchen estimates (what a shop sells as a bunch, a punnet, a sheet); each
/// names itself in the grams path so the page can show its basis.
/// "small" and "large" scale the figure by 0.6 and 1.5.
enum TypicalWeights {
    struct Weight {
        let grams: Double
        let basis: String
    }

    struct Entry {
        /// The count unit, nil for a bare count ("1 shallot").
        let unit: String?
        /// Words of which the food's description or the name as written must contain one; empty for any food.
        let words: Set<String>
        let grams: Double
        let basis: String
        /// Grams per inch, for foods cut by length ("2.5 cm ginger", "a 5 cm piece of cinnamon stick").
        var perInch: Double? = nil
        /// The USDA food group the food must be in ("0200" spices: coriander seeds, not leaves), if any.
        var group: String? = nil
    }

    /// Units that mean the same thing to a cook: a rasher is a slice, a stick of celery a stalk.
    private static let sameUnit: [String: String] = [
        "rasher": "slice", "strip": "slice", "rib": "stalk", "stem": "sprig", "lump": "knob", "thread": "strand", "tin": "can", "teabag": "bag", "packet": "package", "pack": "package",
    ]

    static func weight(unit: String?, food: Food, name: String?, size: String?, inches: Double?) -> Weight? {
        let words = Set(TextNormalizer.terms(food.description) + TextNormalizer.terms(name ?? ""))
        let unit = unit.map { sameUnit[$0] ?? $0 }
        guard let entry = entries.first(where: { entry in
            entry.unit == unit && (entry.words.isEmpty || !entry.words.isDisjoint(with: words)) && entry.group.map { $0 == food.group.code } ?? true
        }) else { return nil }
        var grams = entry.grams
        var basis = entry.basis
        if unit == "piece", let inches, let perInch = entry.perInch {
            // A piece of ginger or cinnamon stick is weighed by its length.
            grams = perInch * inches
            basis += perInch == entry.grams ? " per inch" : ", \(perInch) g per inch"
        } else if let size, let canonical = Lexicon.canonicalSize(size), let factor = sizeFactors[canonical] {
            grams *= factor
            basis += ", \(size) × \(factor)"
        }
        return Weight(grams: grams, basis: basis)
    }

    private static let sizeFactors: [String: Double] = ["small": 0.6, "large": 1.5, "extra large": 1.5]

    /// The counted unit named in a food ("bay leaves", "cardamom pods", "duck breasts",
    /// "thumb-sized piece ginger"): the last such word.
    static func countWord(in name: String) -> String? {
        let countable: Set<String> = [
            "leaf", "sprig", "stick", "pod", "clove", "stalk", "slice", "fillet", "cube", "head", "rasher", "strip",
            "spear", "wedge", "bulb", "ear", "piece", "rib", "floret", "tip", "stem", "breast", "leg", "steak", "cutlet", "chop",
            "rack", "root", "cheek", "lump", "strand", "thread", "bag", "blade", "nest", "rasp", "teabag", "glug", "ladle", "crown",
            "medallion", "tail", "ball",
        ]
        let terms = TextNormalizer.terms(name)
        // "1 x 6-bone rack of lamb": the number counts the rack's bones.
        if let rack = terms.lastIndex(of: "rack"), terms[..<rack].contains(where: ["bone", "chop", "rib", "cutlet"].contains) {
            return "bone"
        }
        return terms.last(where: countable.contains)
    }
}
