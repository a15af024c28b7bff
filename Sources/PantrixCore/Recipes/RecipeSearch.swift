import Foundation

/// Everything a search can ask: free text plus filters, a sort and a page. Built from the URL
/// by the web layer, so a search can be shared and bookmarked.
public struct RecipeSearch: Sendable, Equatable {
    public enum Sort: String, CaseIterable, Sendable {
        case relevance, popular, rating, newest, time, kcal, cost
    }

    public var text = ""
    public var category: String?
    public var cuisine: String?
    public var diets: [String] = []
    public var maxMinutes: Int?
    public var maxKcal: Int?
    public var maxCost: Double?
    public var include: [String] = []
    public var exclude: [String] = []
    public var sort: Sort = .relevance
    public var page = 1
    public var pageSize = 24

    public init() {}

    /// Diet filters map to stored columns; anything else is ignored rather than trusted into SQL.
    public static let dietColumns = ["vegetarian": "vegetarian", "vegan": "vegan", "gluten-free": "glutenFree", "dairy-free": "dairyFree", "nut-free": "nutFree"]

    public var hasText: Bool { !FTSQuery.terms(text).isEmpty }

    /// Relevance needs text; without it, the most popular come first.
    public var effectiveSort: Sort { sort == .relevance && !hasText ? .popular : sort }
}

/// Turns anything a user types into a safe FTS5 query: every word becomes a quoted string
/// (so `"`, `*`, `NEAR`, `OR`, `-` and SQL are just text) and the last word is a prefix, so
/// results appear as you type.
public enum FTSQuery {
    static let maxTerms = 12

    public static func terms(_ text: String) -> [String] {
        let words = text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
        return Array(words.filter { $0.count <= 40 }.prefix(maxTerms))
    }

    /// Nil when there is nothing to search for.
    public static func match(_ text: String, column: String? = nil, prefixLast: Bool = true, joiner: String = " ") -> String? {
        let words = terms(text)
        guard !words.isEmpty else { return nil }
        let quoted = words.enumerated().map { index, word in
            // A one-letter prefix would scan the whole index; only longer words get one.
            let prefix = prefixLast && index == words.count - 1 && word.count >= 2
            return "\"\(word)\"" + (prefix ? "*" : "")
        }
        let body = quoted.joined(separator: joiner)
        return column.map { "\($0) : (\(body))" } ?? body
    }
}
