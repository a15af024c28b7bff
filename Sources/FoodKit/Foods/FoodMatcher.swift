import Foundation

/// Finds the USDA food an ingredient name means: first the hand-written alias table,
/// then a ranked search that prefers plain, raw, generic foods. Below `threshold` it
/// reports no match rather than guess.
public struct FoodMatcher: Sendable {
    public let catalogue: FoodCatalogue
    public let threshold: Double

    /// Uses the bundled catalogue; loads it on first use.
    public static let shared = FoodMatcher()

    public init(catalogue: FoodCatalogue = .shared, threshold: Double = 0.4) {
        self.catalogue = catalogue
        self.threshold = threshold
    }

    /// Preparations that change which food is meant ("cooked rice" is not raw rice).
    /// "Dried" is not among them: after the food it means patted dry ("washed and dried").
    static let stateWords: Set<String> = ["cooked", "boiled", "steamed", "roasted", "grilled", "baked", "fried", "mashed", "toasted", "canned"]

    public func match(_ parsed: ParsedIngredient) -> FoodMatch? {
        guard !parsed.isHeading, !parsed.isSubRecipe else { return nil }
        var state = Self.states(in: parsed)
        let canned: Set<String> = ["can", "tin"]
        if canned.contains(parsed.unit ?? "") || canned.contains(parsed.container ?? "") { state.insert("canned", at: 0) }
        // "tuna packed in oil": the packing medium picks the product when the alias table knows it.
        if let medium = Self.packingMedium(parsed.preparation), let packed = match("\(parsed.name) in \(medium)"), packed.source == .alias {
            return packed
        }
        if let word = state.first, let stated = match("\(word) \(parsed.name)"), stated.source != .search || stated.confidence >= 0.6,
           sameFood(stated, asAliasOf: parsed.name) {
            return stated
        }
        // "juice of 2 limes" uses only the juice, which SR weighs per fruit ("juice of 1 lime").
        let prep = parsed.preparation.map(TextNormalizer.terms) ?? []
        if prep.contains("juice") || prep.contains("juiced"), !prep.contains("zest") && !prep.contains("zested"), let juice = match("\(parsed.name) juice"), juice.confidence >= 0.6 {
            return juice
        }
        // "1 orange, zested" likewise uses only the zest.
        if prep.contains("zest") || prep.contains("zested"), !prep.contains("juice") && !prep.contains("juiced"),
           let zest = match("\(parsed.name) zest"), zest.source == .alias {
            return zest
        }
        return match(parsed.name) ?? foodAfterDescription(parsed)
    }

    public func match(_ name: String) -> FoodMatch? {
        var best = bestCandidate(name)
        // "salt and pepper" names two foods, "anchovies in olive oil" one food and what it
        // comes in: the words before the joiner beat a poor match of all of them.
        if (best?.confidence ?? 0) < 0.7, let head = Self.headPhrase(name), let part = bestCandidate(head),
           part.source == .alias || part.source == .aliasPart && part.confidence >= 0.6, part.confidence > (best?.confidence ?? 0) {
            best = part
        }
        // "gravy browning or soy sauce": when the first choice is no food we know, the last may be.
        if (best?.confidence ?? 0) < threshold, let choices = NameChoices(name),
           TextNormalizer.keyTerms(choices.alternative).contains(where: { !TextNormalizer.qualifiers.contains($0) }),
           let last = match(choices.alternative) {
            return last
        }
        guard let best, best.confidence >= threshold else { return nil }
        return best
    }

    /// The best food whatever its confidence, for "did you mean" suggestions.
    public func bestCandidate(_ name: String) -> FoodMatch? {
        let terms = choiceTerms(name, cutMarks: true)
        // Aliases may name a cut ("skin-on chicken thighs"); anything else is read without them.
        if let entry = catalogue.aliases.exact(terms), let food = catalogue.food(id: entry.foodID) {
            return FoodMatch(food: food, confidence: 1, ingredientKey: entry.canonical, source: .alias, standIn: entry.isStandIn)
        }
        return bestCandidate(terms: choiceTerms(name, cutMarks: false), flavours: Self.headPhrase(name) == nil)
    }

    /// `flavours`: whether words before a flavoured product may be read as its flavour; not
    /// across a joiner ("ginger balls in syrup" are no syrup).
    func bestCandidate(terms: [String], flavours: Bool = true) -> FoodMatch? {
        guard let last = terms.last else { return nil }
        var lookups = [terms]
        let tail = catalogue.aliases.longestSubphrase(terms)
        // Whether an alias of two words or more ends the name ("chestnut mushrooms", "taco shells").
        let aliasEnds = tail.map { $0.range.upperBound == terms.count && $0.range.count > 1 } ?? false
        // "manchego cheese", "pecan nuts": a generic noun after a name the table knows, unless with the
        // words before it the noun names another food ("whole chestnut mushrooms" are no chestnuts).
        let nounChangesFood = aliasEnds && tail.map { tail in
            catalogue.aliases.exact(Array(terms[tail.range].dropLast())).map { $0.foodID != tail.entry.foodID } ?? false
        } ?? false
        if terms.count > 1, TextNormalizer.genericHeads.contains(last), !nounChangesFood { lookups.append(Array(terms.dropLast())) }
        for candidate in lookups {
            if let entry = catalogue.aliases.exact(candidate), let food = catalogue.food(id: entry.foodID) {
                return FoodMatch(food: food, confidence: 1, ingredientKey: entry.canonical, source: .alias, standIn: entry.isStandIn)
            }
        }
        // "beef bones", "chicken carcass": cooked with, never eaten ("soft taco shells" are eaten).
        if TextNormalizer.byProducts.contains(last), !aliasEnds { return nil }
        var best = searchMatch(terms)
        var stateless: FoodMatch?
        if let part = tail, let food = catalogue.food(id: part.entry.foodID) {
            let confidence = aliasPartConfidence(terms, covering: part.range, of: food, honouringStates: true, flavours: flavours)
            if confidence > (best?.confidence ?? 0) {
                best = FoodMatch(food: food, confidence: confidence, ingredientKey: part.entry.canonical, source: .aliasPart,
                                 standIn: part.entry.isStandIn)
            }
            let plain = aliasPartConfidence(terms, covering: part.range, of: food, honouringStates: false, flavours: flavours)
            stateless = FoodMatch(food: food, confidence: plain, ingredientKey: part.entry.canonical, source: .aliasPart,
                                  standIn: part.entry.isStandIn)
        }
        // "dried sour cherries" with no dried cherry in SR21: the fresh fruit is still the
        // right food family, so it beats no match at all.
        if (best?.confidence ?? 0) < threshold, let stateless, stateless.confidence >= threshold { return stateless }
        // "ground turneric" is turmeric, though "ground" alone finds something.
        if best?.source != .alias, let corrected = correctedSpelling(terms), let fixed = bestCandidate(terms: corrected, flavours: flavours),
           fixed.confidence > (best?.confidence ?? 0) {
            return fixed
        }
        return best
    }

    /// A food the user picked by id, with full confidence.
    public func match(foodID: String) -> FoodMatch? {
        catalogue.food(id: foodID).map { FoodMatch(food: $0, confidence: 1, ingredientKey: ingredientKey(for: $0), source: .userChoice) }
    }

    public func ingredientKey(for food: Food) -> String {
        catalogue.aliases.canonicalByFood[food.id] ?? "usda:\(food.id)"
    }

    private func searchMatch(_ terms: [String]) -> FoodMatch? {
        let scorer = FoodScorer(index: catalogue.index)
        var best: (index: Int, confidence: Double)?
        for candidate in catalogue.index.candidates(for: terms, limit: 60) {
            let food = catalogue.foods[candidate.food]
            let confidence = scorer.confidence(query: terms, food: food, foodIndex: candidate.food, coverage: candidate.coverage)
            if confidence > (best?.confidence ?? 0) { best = (candidate.food, confidence) }
        }
        guard let best else { return nil }
        let food = catalogue.foods[best.index]
        return FoodMatch(food: food, confidence: best.confidence, ingredientKey: ingredientKey(for: food), source: .search)
    }
}
