import FoodKit
import Foundation

/// An ingredient word from a search filter ("with eggs", "without nuts") or a cook's dislikes,
/// read as food rather than spelling: "eggs" is eggs and their yolks and whites, never
/// eggplant; "nuts" is almonds, walnuts, pecans…; "without peanuts" is peanut butter too.
package struct IngredientFilter: Sendable, Equatable {
    /// As typed.
    package let word: String
    /// The ingredient keys the word means; nil when no food matches it, and text decides.
    package let keys: Set<String>?
    /// The word as singular lower-case terms, for finding it inside ingredient names.
    let terms: [String]
    /// The whole word lower-case and singular ("satay"), for a word no food knows: found inside
    /// names and keys, erring on the safe side.
    let stem: String

    init(word: String, keys: Set<String>?) {
        self.word = word
        self.keys = keys?.isEmpty == true ? nil : keys
        terms = Self.terms(word)
        stem = TextNormalizer.singularize(word.lowercased().trimmingCharacters(in: .whitespaces))
    }

    /// "with eggs": the food and what it covers (yolks and whites).
    package static func with(_ word: String, families: FoodFamilies = .shared) -> IngredientFilter {
        IngredientFilter(word: word, keys: families.withKeys(forWord: word))
    }

    /// "without peanuts": the food, what it covers, and the products made with them.
    package static func without(_ word: String, families: FoodFamilies = .shared) -> IngredientFilter {
        IngredientFilter(word: word, keys: families.withoutKeys(forWord: word))
    }

    /// Every key the words rule out, for the cook-now index.
    package static func excludedKeys(for words: [String]) -> Set<String> {
        excludedKeys(words.map { without($0) })
    }

    /// Every key the filters rule out.
    static func excludedKeys(_ filters: [IngredientFilter]) -> Set<String> {
        filters.reduce(into: []) { $0.formUnion($1.keys ?? []) }
    }

    /// True when the name says the word as whole words, singular or plural: "peanut sauce" for
    /// "peanuts", "egg noodles" for "eggs", but not "eggplant" for "eggs".
    package func isNamed(in name: String) -> Bool {
        isNamed(inTerms: Self.terms(name))
    }

    /// The same for a name already split by `terms(_:)`.
    func isNamed(inTerms words: [String]) -> Bool {
        guard !terms.isEmpty, words.count >= terms.count else { return false }
        return (0...(words.count - terms.count)).contains { Array(words[$0..<$0 + terms.count]) == terms }
    }

    static func terms(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map { TextNormalizer.singularize(String($0)) }
    }
}
