/// The hand-written alias table (Resources/aliases.tsv): common recipe names and their
/// regional variants, each pointing at one USDA food and one canonical ingredient key.
/// An id written "~02015" marks a stand-in: SR21 lacks the food, so the nearest one
/// (curry powder for garam masala) gives estimated figures.
struct AliasTable: Sendable {
    struct Entry: Sendable, Hashable {
        let canonical: String
        let foodID: String
        let isStandIn: Bool
    }

    /// Normalised name -> entry.
    let byKey: [String: Entry]
    /// Canonical name (an ingredient key) -> entry, to tell a stored line's key is a stand-in.
    let byCanonical: [String: Entry]
    /// The first canonical name that points at each food, for ingredient keys of fallback matches.
    let canonicalByFood: [String: String]
    /// Longest alias in terms, to bound sub-phrase search.
    let longest: Int
    /// Every word of every alias, to tell a misspelt word from one the table knows.
    let words: Set<String>

    init(tsv: String) {
        var byKey: [String: Entry] = [:]
        var canonicalByFood: [String: String] = [:]
        var byCanonical: [String: Entry] = [:]
        var longest = 1
        var words: Set<String> = []
        for columns in TSV.rows(tsv) {
            guard columns.count >= 2 else { continue }
            let isStandIn = columns[1].hasPrefix("~")
            let entry = Entry(canonical: String(columns[0]), foodID: String(columns[1].drop { $0 == "~" }), isStandIn: isStandIn)
            // A stand-in never names its food: a search that finds curry powder means curry powder.
            if !isStandIn, canonicalByFood[entry.foodID] == nil { canonicalByFood[entry.foodID] = entry.canonical }
            if byCanonical[entry.canonical] == nil { byCanonical[entry.canonical] = entry }
            let names = [entry.canonical] + (columns.count > 2 ? columns[2].split(separator: "|").map(String.init) : [])
            for name in names {
                let key = TextNormalizer.key(name)
                guard !key.isEmpty else { continue }
                // The first line to claim a name wins, so put specific lines before general ones.
                if byKey[key] == nil { byKey[key] = entry }
                let keyWords = key.split(separator: " ")
                longest = max(longest, keyWords.count)
                words.formUnion(keyWords.map(String.init))
            }
        }
        self.byKey = byKey
        self.canonicalByFood = canonicalByFood
        self.byCanonical = byCanonical
        self.longest = longest
        self.words = words
    }

    func exact(_ terms: [String]) -> Entry? { byKey[terms.joined(separator: " ")] }

    /// The longest run of query terms that is an alias ("smoked streaky bacon" -> "streaky bacon").
    func longestSubphrase(_ terms: [String]) -> (entry: Entry, range: Range<Int>)? {
        guard terms.count > 1 else { return nil }
        for length in stride(from: min(terms.count - 1, longest), through: 1, by: -1) {
            // Later words are usually the head noun, so try phrases ending last first.
            for start in stride(from: terms.count - length, through: 0, by: -1) {
                let range = start..<(start + length)
                if let entry = byKey[terms[range].joined(separator: " ")] { return (entry, range) }
            }
        }
        return nil
    }
}
