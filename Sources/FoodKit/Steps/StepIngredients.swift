import Foundation

/// Which ingredient lines each step of a method uses, for cook mode: a line belongs to every step
/// whose text names one of its food words ("2 medium leeks" → "Add the leeks"; "1 onion" →
/// "fry the onions"), singular or plural, accents ignored ("Gruyere cheese" → "the Gruyère").
/// Words that say how much or what kind ("large", "fresh", "ground", "clove") do not count on
/// their own. A line no step names goes with the first step, so nothing is left out.
public enum StepIngredients {
    /// For each step, the indices into `names` of the lines it uses, in list order. A nil or
    /// empty name (a heading) is never assigned.
    public static func assign(names: [String?], steps: [String]) -> [[Int]] {
        guard !steps.isEmpty else { return [] }
        let stepWords = steps.map { Set(words($0)) }
        var result = Array(repeating: [Int](), count: steps.count)
        for (index, name) in names.enumerated() {
            guard let name else { continue }
            let keys = Set(words(name)).subtracting(generic)
            guard !keys.isEmpty else { continue }
            var used = false
            for step in steps.indices where !stepWords[step].isDisjoint(with: keys) {
                result[step].append(index)
                used = true
            }
            if !used { result[0].append(index) }
        }
        return result.map { $0.sorted() }
    }

    /// Lower-case singular words of letters only, accents folded.
    public static func words(_ text: String) -> [String] {
        text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
            .split { !$0.isLetter }
            .map { NounNumber.singular(of: String($0)) }
            .filter { $0.count > 1 }
    }

    /// Words in a food's name that say how much, how big, how prepared or what colour, and
    /// little words: a step saying "large" or "the" does not use the line.
    static let generic: Set<String> = [
        "a", "an", "and", "or", "of", "the", "to", "for", "with", "in", "on", "as", "at", "into", "plus", "extra", "more",
        "large", "small", "medium", "big", "little", "fresh", "freshly", "dried", "dry", "whole", "ground", "finely", "fine",
        "coarse", "coarsely", "chopped", "sliced", "diced", "minced", "grated", "crushed", "peeled", "cooked", "raw",
        "unsalted", "salted", "plain", "light", "dark", "heavy", "thick", "thin", "hot", "cold", "warm", "white", "black",
        "red", "green", "yellow", "brown", "golden", "clove", "leave", "leaf", "sprig", "slice", "piece", "pinch", "handful",
        "bunch", "can", "tin", "jar", "packet", "stick", "head", "stalk", "sheet", "cup", "tbsp", "tsp", "optional",
        "taste", "serve", "serving", "garnish", "good", "quality", "low", "fat", "free", "sodium", "reduced", "virgin",
        "purpose", "all", "full", "skinless", "boneless", "room", "temperature", "ripe", "soft", "firm", "bone", "skin",
        "style", "mixed", "other", "any", "your", "favourite", "favorite", "store", "bought", "homemade", "frozen",
    ]
}
