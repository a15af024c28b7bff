import Foundation

/// How a food's state ("cooked", "dried", "canned") and packing ("in oil") as written
/// bear on which USDA food is meant.
extension FoodMatcher {
    /// States that change a food's weight-for-weight nutrition (cooked grains and pulses
    /// take up water, dried fruit loses it), and the words by which a USDA description
    /// shows that state. "Boiled" eggs or potatoes feed much as raw ones do, so it is not here.
    static let nutritionStates: [String: [String]] = [
        "cooked": ["cooked", "boiled", "steamed", "roasted", "stewed", "simmered", "braised", "baked", "fried", "broiled", "prepared"],
        "dried": ["dried", "dry", "dehydrated"],
        "canned": ["canned"],
    ]

    /// Whether `food` can be `term`: true for any word that is not a nutrition-changing state.
    static func honours(_ term: String, _ food: Food) -> Bool {
        guard let shown = nutritionStates[term] else { return true }
        let words = Set(TextNormalizer.terms(food.description))
        // Raw pulses ("Lentils, raw", "Beans, pinto, mature seeds, raw") are the dried ones.
        if term == "dried", food.group.code == "1600", words.contains("raw") { return true }
        return shown.contains(where: words.contains)
    }

    /// State words in a line's preparation, unless they start an instruction: "rice, cooked
    /// according to the packet" weighs the rice before cooking.
    static func states(in parsed: ParsedIngredient) -> [String] {
        let instruction: Set<String> = ["according", "until", "in", "following", "per", "with"]
        let tokens = parsed.tokens
        guard !tokens.isEmpty else { return (parsed.preparation.map(TextNormalizer.terms) ?? []).filter(stateWords.contains) }
        return tokens.indices.compactMap { index in
            guard tokens[index].label == .preparation, let word = TextNormalizer.terms(tokens[index].text).first,
                  stateWords.contains(word) else { return nil }
            let next = index + 1 < tokens.count ? tokens[index + 1].text.lowercased() : ""
            return instruction.contains(next) ? nil : word
        }
    }

    /// Whether a match found through a stated state ("cooked salad potatoes") is still the
    /// food the name's own alias means (potatoes, not potato salad).
    func sameFood(_ stated: FoodMatch, asAliasOf name: String) -> Bool {
        guard stated.source != .alias, let plain = bestCandidate(name), plain.source == .alias else { return true }
        let index = catalogue.index
        guard let statedAt = catalogue.byID[stated.food.id], let plainAt = catalogue.byID[plain.food.id] else { return true }
        return FoodScorer.head(of: index.segments[statedAt]) == FoodScorer.head(of: index.segments[plainAt])
    }

    /// "packed in oil", "in olive oil", "in brine": what a canned food is packed in.
    static func packingMedium(_ preparation: String?) -> String? {
        guard let preparation else { return nil }
        let words = TextNormalizer.terms(preparation)
        guard let at = words.firstIndex(of: "in"), at + 1 < words.count else { return nil }
        let media: Set<String> = ["oil", "water", "brine", "syrup", "juice"]
        var end = at + 1
        while end < words.count, end - at <= 2, !media.contains(words[end]) { end += 1 }
        guard end < words.count, media.contains(words[end]) else { return nil }
        return words[(at + 1)...end].joined(separator: " ")
    }
}
