import Foundation

/// How the words around a food name bear on which food is meant: choices ("butter or
/// margarine"), joiners ("anchovies in oil"), and stored lines' stand-ins.
extension FoodMatcher {
    /// The words before the first joiner: "anchovies" of "anchovies in olive oil".
    static func headPhrase(_ name: String) -> String? {
        let lower = name.lowercased()
        let cut = [" and ", " & ", " in ", " from ", " made ", " with ", " for ", " including "].compactMap { lower.range(of: $0)?.lowerBound }.min()
        guard let cut, cut > lower.startIndex else { return nil }
        return String(lower[..<cut])
    }

    /// "butter or margarine": the first choice is the one the recipe was written for,
    /// unless it is only a qualifier ("fresh or frozen peas"). The first choice shares the last
    /// one's noun when that names a food at least as well ("chicken or beef stock" is chicken
    /// stock, not chicken) as its own words do ("dripping or vegetable oil").
    func choiceTerms(_ name: String, cutMarks: Bool) -> [String] {
        let terms = TextNormalizer.keyTerms(name, cutMarks: cutMarks)
        guard let choices = NameChoices(name) else { return terms }
        let plain = TextNormalizer.keyTerms(choices.firstAsWritten, cutMarks: cutMarks)
        var first = plain
        if let noun = choices.lastNoun {
            let shared = plain + TextNormalizer.keyTerms(noun)
            let sharedFit = bestCandidate(terms: shared)?.confidence ?? 0
            if sharedFit > 0, sharedFit >= bestCandidate(terms: plain)?.confidence ?? 0 { first = shared }
        }
        return first.contains(where: { !TextNormalizer.qualifiers.contains($0) }) ? first : terms
    }

    /// "3 long, red chillies", "2 tbsp clarified (or unsalted) butter": when the name is only
    /// describing words, the food is what follows them, last piece of the comment first.
    func foodAfterDescription(_ parsed: ParsedIngredient) -> FoodMatch? {
        let index = catalogue.index
        // Describing words are words that name no food ("long", "real", "double", "small"), and take
        // no plural ("ribbons, fresh flowers" are a decoration).
        let words = TextNormalizer.keyTerms(parsed.name)
        let last = parsed.name.split(separator: " ").last.map { $0.lowercased() } ?? ""
        guard !words.contains(where: { index.headTerms.contains($0) || catalogue.aliases.exact([$0]) != nil }),
              TextNormalizer.singularize(last) == last, let comment = parsed.comment else { return nil }
        // Not "from the guinea fowl", "such as ...", "oven-ready with skin on": those say where or how.
        let asides: Set<String> = ["and", "from", "to", "for", "with", "such", "as", "about", "available", "see", "oven", "i", "e", "eg", "ie"]
        let pieces = comment.split(separator: ",").map(String.init).filter { piece in
            TextNormalizer.terms(piece).first { $0 != "or" }.map { !asides.contains($0) } ?? false
                && TextNormalizer.keyTerms(piece).contains { !TextNormalizer.qualifiers.contains($0) }
        }
        return pieces.reversed().lazy.compactMap { self.match($0) }.first { $0.confidence >= 0.6 }
    }

    /// A stored line's food as it was matched — its ingredient key and stand-in note — without
    /// matching the text again (pages that redraw saved lines call this per line).
    public func match(foodID: String, ingredientKey: String?) -> FoodMatch? {
        guard let food = catalogue.food(id: foodID) else { return nil }
        guard let ingredientKey, let entry = catalogue.aliases.byCanonical[ingredientKey], entry.foodID == foodID else {
            return match(foodID: foodID)
        }
        return FoodMatch(food: food, confidence: 1, ingredientKey: entry.canonical, source: .userChoice, standIn: entry.isStandIn)
    }
}
