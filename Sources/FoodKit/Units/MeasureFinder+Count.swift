/// Household measures for counted foods: "3 cloves", "2 large eggs", "10 cherry tomatoes".
extension MeasureFinder {
    typealias Candidate = (measure: HouseholdMeasure, words: [String])

    /// The words in USDA measure text that each recipe count unit may appear as.
    private static let unitWords: [String: Set<String>] = [
        "can": ["can"], "tin": ["can"], "package": ["package", "pkg", "packet"], "packet": ["package", "pkg", "packet"],
        "stick": ["stick", "stalk"], "stalk": ["stalk", "stick", "rib", "spear"], "rasher": ["slice", "strip"],
        "strip": ["strip", "slice"], "bulb": ["bulb", "head"], "head": ["head", "bulb"], "floret": ["floweret", "floret"],
        "stem": ["stem", "stalk", "spear", "sprig"], "rib": ["stalk", "rib", "stick"],
        // "18 pieces filo pastry": a piece of pastry or seaweed is a sheet.
        "piece": ["piece", "sheet"],
    ]

    /// Parts of an animal a recipe counts ("4 duck breasts"): never weighed as the whole bird.
    /// (Fish fillets are left out: USDA's "1 anchovy" is what a recipe's anchovy fillet weighs.)
    private static let partNouns: Set<String> = [
        "breast", "leg", "thigh", "drumstick", "wing", "steak", "chop", "cutlet", "escalope", "medallion",
        "loin", "shank", "rib", "carcass", "crown", "neck", "cheek", "piece", "portion", "joint",
    ]

    /// A measure for counted things: by unit word ("clove", "slice", "stick") or, for a
    /// bare count, by a measure the name itself names ("cherry" tomatoes, chicken "thigh"),
    /// then by size ("large") falling back to medium, then any whole-item measure.
    /// `inches` is a stated item size ("8 (8-inch) tortillas"); `name` the food as written.
    static func countMeasure(in food: Food, unit: String?, size: String?, name: String? = nil, inches: Double? = nil) -> HouseholdMeasure? {
        let measures: [Candidate] = food.measures.filter { $0.grams > 0 }.map { ($0, TextNormalizer.terms($0.description)) }
        let nameTerms = TextNormalizer.terms(name ?? "")
        let head = Set(TextNormalizer.terms(food.description.split(separator: ",").first.map(String.init) ?? ""))
        let baby = nameTerms.contains("baby")
        var candidates: [Candidate]
        var named = false
        if let unit {
            let wanted = unitWords[unit] ?? [unit, TextNormalizer.singularize(unit)]
            // "5 slices (1" dia)" before "0.25 cup slices".
            candidates = measures.filter { $0.words.first.map(wanted.contains) ?? false }
            named = !candidates.isEmpty
            if candidates.isEmpty { candidates = measures.filter { !wanted.isDisjoint(with: $0.words) } }
        } else {
            // One whole thing: not a cup or a floweret, nor "10 watermelon balls".
            let counted = nameTerms.last ?? ""
            let items = measures.filter { candidate in
                isOneItemServing(candidate.measure) || isWholeItem(candidate.words)
                    && (candidate.measure.amount <= 1 || countsItem(candidate.measure, counted) || isSizeOnly(candidate.words))
            }
            // "cherry" tomatoes, chicken "thigh"; the food's own noun ("0.5 duck") names no part.
            // "2 pear halves" count the "half, with liquid" USDA weighs for tinned fruit.
            let halves = nameTerms.contains("half") ? measures.filter { $0.words.first == "half" } : []
            let byName = (items + halves).filter { item in item.words.first.map { nameTerms.contains($0) && !head.contains($0) } ?? false }
            named = !byName.isEmpty
            if let counted = nameTerms.last, partNouns.contains(counted), !measures.contains(where: { $0.words.contains(counted) }) {
                return nil
            }
            candidates = named ? byName : items
        }
        guard !candidates.isEmpty else { return nil }
        func chosen(_ measure: HouseholdMeasure) -> HouseholdMeasure { named ? portion(measure, words: TextNormalizer.terms(measure.description)) : measure }
        if let inches, let closest = closest(candidates, to: inches) { return closest }
        // "baby" bok choy or potatoes: the smallest size USDA lists, if it lists sizes at all.
        let wanted = baby ? "small" : size.map(canonicalSize)
        if let wanted, let hit = candidates.first(where: { hasSize($0.words, wanted) }) { return chosen(hit.measure) }
        if baby, unit == "head" { return nil }
        if let hit = candidates.first(where: { hasSize($0.words, "medium") }) { return chosen(hit.measure) }
        let unsized = candidates.filter { candidate in !sizeWords.contains { candidate.words.contains($0) } }
        // "1 tortilla" before "1 enchilada", "1 cucumber (8-1/4")" before anything vaguer.
        let plain = unsized.first { $0.words.first.map(head.contains) ?? false }
            ?? unsized.first { !$0.words.contains("yield") } ?? unsized.first
        return chosen((plain ?? candidates.first { hasSize($0.words, "large") } ?? candidates[0]).measure)
    }

    /// SR weighs some animal parts in fractions ("0.5 breast, bone and skin removed": its
    /// breast is both halves): that share is the piece a recipe calls one breast or fillet.
    /// Other fractions ("0.25 block" of tofu) mean just what they say.
    private static func portion(_ measure: HouseholdMeasure, words: [String]) -> HouseholdMeasure {
        guard measure.amount > 0, measure.amount < 1, let first = words.first, partNouns.contains(first) || first == "fillet"
        else { return measure }
        return HouseholdMeasure(amount: 1, description: measure.description, grams: measure.grams)
    }

    /// "10 beans (4" long)", "50 berries": several of the very thing the recipe counts
    /// (green beans, blueberries), unlike "10 watermelon balls" for "½ watermelon".
    private static func countsItem(_ measure: HouseholdMeasure, _ counted: String) -> Bool {
        let segment = measure.description.split(separator: ",").first.map { String($0.split(separator: "(")[0]) } ?? ""
        guard let noun = TextNormalizer.terms(segment).last, !counted.isEmpty else { return false }
        return counted == noun || counted.hasSuffix(noun)
    }

    /// "6 medium" oysters: a measure naming only a size counts the food itself.
    private static func isSizeOnly(_ words: [String]) -> Bool {
        !words.isEmpty && words.allSatisfy { sizeWords.contains($0) }
    }

    /// "1 serving (1 hot dog)": a serving that is one whole item.
    private static func isOneItemServing(_ measure: HouseholdMeasure) -> Bool {
        measure.amount == 1 && measure.description.lowercased().hasPrefix("serving (1 ")
    }

    private static let sizeWords: Set<String> = ["small", "medium", "large", "jumbo", "extra"]

    private static func canonicalSize(_ size: String) -> String {
        Lexicon.canonicalSize(size) ?? size.lowercased()
    }

    /// "large" in "head, large (6-7" dia)" but not in "extra large"; "extra large" as two words.
    private static func hasSize(_ words: [String], _ size: String) -> Bool {
        let parts = size.split(separator: " ").map(String.init)
        guard let last = parts.last, let at = words.firstIndex(of: last) else { return false }
        let extra = at > 0 && words[at - 1] == "extra"
        return parts.count > 1 ? extra : !extra
    }

    /// The measure whose stated size in inches ("approx 7-8" dia") is nearest the recipe's.
    private static func closest(_ candidates: [Candidate], to inches: Double) -> HouseholdMeasure? {
        let sized = candidates.compactMap { candidate in inchFigure(candidate.measure.description).map { (candidate.measure, $0) } }
        return sized.min { abs($0.1 - inches) < abs($1.1 - inches) }?.0
    }

    /// 7.5 for `approx 7-8" dia`, 6 for `6" dia`; nil without an inch mark.
    static func inchFigure(_ text: String) -> Double? {
        guard let mark = text.firstIndex(of: "\"") else { return nil }
        let digits = text[..<mark].reversed().prefix { $0.isNumber || $0 == "-" || $0 == "." }
        let numbers = String(digits.reversed()).split(separator: "-").compactMap { Double($0) }
        guard !numbers.isEmpty else { return nil }
        return numbers.reduce(0, +) / Double(numbers.count)
    }

    /// Measures like "fruit", "whole", "head, large" or "egg" rather than cups, spoons,
    /// weights or parts of an item (a floweret, a leaf, a slice).
    private static func isWholeItem(_ words: [String]) -> Bool {
        let notItems: Set<String> = [
            "cup", "fl", "tbsp", "tsp", "tablespoon", "teaspoon", "oz", "lb", "g", "pint", "quart", "liter", "ml",
            "pat", "serving", "slice", "stick", "package", "can", "container", "bottle", "pouch", "jar", "packet",
            "portion", "leaf", "sprig", "chopped", "sliced", "diced", "nlea", "bar", "box", "floweret", "floret",
            "stalk", "spear", "wedge", "strip", "cubic", "cube", "segment", "section", "tip", "half", "ring", "ball",
        ]
        guard let first = words.first else { return false }
        return !notItems.contains(first)
    }
}
