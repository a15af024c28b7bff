import Foundation

/// How the words around a food name bear on which food is meant: choices ("butter or
/// margarine"), joiners ("anchovies in oil"), and stored lines' stand-ins.
extension FoodMatcher {
    /// The words before the first joiner: "anchovies" of "anchovies in olive oil".
    static func headPhrase(_ name: String) -> String? {
        let lower = name.lowercased()
        let cut = [" and ", " & ", " in ", " from ", " made ", " with ", " for "].compactMap { lower.range(of: $0)?.lowerBound }.min()
        guard let cut, cut > lower.startIndex else { return nil }
        return String(lower[..<cut])
    }

    /// "butter or margarine": the first choice is the one the recipe was written for,
    /// unless it is only a qualifier ("fresh or frozen peas"). The first choice shares the last
    /// one's noun when that names a food better ("chicken or beef stock") than its own words
    /// do ("dripping or vegetable oil").
    func choiceTerms(_ name: String, cutMarks: Bool) -> [String] {
        let terms = TextNormalizer.keyTerms(name, cutMarks: cutMarks)
        guard let choices = NameChoices(name) else { return terms }
        let plain = TextNormalizer.keyTerms(choices.firstAsWritten, cutMarks: cutMarks)
        var first = plain
        if let noun = choices.lastNoun {
            let shared = plain + TextNormalizer.keyTerms(noun)
            let sharedFit = bestCandidate(terms: shared)?.confidence ?? 0
            if sharedFit > bestCandidate(terms: plain)?.confidence ?? 0 { first = shared }
        }
        return first.contains(where: { !TextNormalizer.qualifiers.contains($0) }) ? first : terms
    }

    /// What a stored line's food stands in for, if its ingredient key is a stand-in for that food.
    public func estimatedFrom(ingredientKey: String?, foodID: String?) -> String? {
        guard let ingredientKey, let foodID, let entry = catalogue.aliases.byCanonical[ingredientKey],
              entry.isStandIn, entry.foodID == foodID else { return nil }
        return catalogue.food(id: foodID)?.description
    }
}
