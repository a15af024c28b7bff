/// Misspelt food words ("tumeric", "marscarpone", "rasberries", "curry power"): a word that no
/// food or alias knows, one keystroke from exactly one word that they do, is read as that word.
extension FoodMatcher {
    /// Shorter words are too often another real word one letter off ("maca" and "mace").
    static let shortestCorrected = 5

    /// `terms` with each unknown word replaced by its only known neighbour; nil when nothing changed.
    func correctedSpelling(_ terms: [String]) -> [String]? {
        var changed = false
        let corrected = terms.map { term -> String in
            guard let known = knownNeighbour(of: term) else { return term }
            changed = true
            return known
        }
        return changed ? corrected : nil
    }

    private func knownNeighbour(of term: String) -> String? {
        let index = catalogue.index
        guard term.count >= Self.shortestCorrected, term.allSatisfy(\.isLetter), index.idf[term] == nil,
              !catalogue.aliases.words.contains(term), !TextNormalizer.qualifiers.contains(term) else { return nil }
        let letters = Array(term.utf8)
        var found: Set<String> = []
        // A typo keeps the first letter: compare only words that start with it.
        for words in [index.vocabulary, Array(catalogue.aliases.words)] {
            for word in words where word.utf8.first == letters.first && Self.oneEditApart(letters, Array(word.utf8)) {
                found.insert(word)
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// One letter added, dropped, changed, or two neighbours swapped, inside the word: a different
    /// last letter ("clover", "clove") or one vowel for another ("rumen", "ramen") makes another word.
    static func oneEditApart(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard abs(a.count - b.count) <= 1, a != b else { return false }
        var start = 0
        while start < min(a.count, b.count), a[start] == b[start] { start += 1 }
        if start >= min(a.count, b.count) - 1 { return false }
        if a.count == b.count {
            let vowels = Set("aeiouy".utf8)
            if a[(start + 1)...] == b[(start + 1)...] { return !(vowels.contains(a[start]) && vowels.contains(b[start])) }
            return start + 1 < a.count && a[start] == b[start + 1] && a[start + 1] == b[start] && a[(start + 2)...] == b[(start + 2)...]
        }
        let (long, short) = a.count > b.count ? (a, b) : (b, a)
        return long[(start + 1)...] == short[start...]
    }
}
