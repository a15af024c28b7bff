import Foundation

/// Everything a search can ask: free text plus filters, a sort and a page. Built from the URL
/// by the web layer, so a search can be shared and bookmarked.
package struct RecipeSearch: Sendable, Equatable {
    package enum Sort: String, CaseIterable, Sendable {
        case relevance, popular, rating, newest, time, kcal, cost
    }

    package var text = ""
    package var category: String?
    package var cuisine: String?
    package var diets: [String] = []
    package var maxMinutes: Int?
    package var maxKcal: Int?
    package var maxCost: Double?
    package var include: [String] = []
    package var exclude: [String] = []
    package var sort: Sort = .relevance
    package var page = 1
    package var pageSize = 24

    package init() {}

    /// Diet filters map to stored columns; anything else is ignored rather than trusted into SQL.
    package static let dietColumns = ["vegetarian": "vegetarian", "vegan": "vegan", "gluten-free": "glutenFree", "dairy-free": "dairyFree", "nut-free": "nutFree"]

    package var hasText: Bool { !FTSQuery.terms(text).isEmpty }

    /// Relevance needs text; without it, the most popular come first.
    package var effectiveSort: Sort { sort == .relevance && !hasText ? .popular : sort }
}

/// Turns anything a user types into a safe full-text query: only its words (letters and
/// digits) reach the index, so `"`, `*`, `NEAR`, `OR`, `&`, `-` and SQL are just text, and the
/// last word is a prefix, so results appear as you type.
///
/// SQLite (FTS5, porter stemmer, diacritics removed) and PostgreSQL (tsvector in the `pantrix`
/// configuration: unaccent then the English stemmer, GIN indexes) read the same words the same
/// way: plurals and accents fold, the title weighs most. Each store gets its own syntax here.
package enum FTSQuery {
    static let maxTerms = 12

    package enum Column: Sendable {
        case title, ingredients
    }

    package static func terms(_ text: String) -> [String] {
        let words = text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
        return Array(words.filter { $0.count <= 40 }.prefix(maxTerms))
    }

    /// The prefix lengths recipe_fts indexes (SQLite's migration v29-search-prefixes): a word
    /// typed up to this long reads one list of the index, a longer one merges the lists of
    /// every word it begins.
    static let longestIndexedPrefix = 8

    /// Whether the text's prefix (its last word, if it is one) reads one list of the index.
    static func prefixIsIndexed(_ text: String) -> Bool {
        (terms(text).last?.count ?? 0) <= longestIndexedPrefix
    }

    /// Nil when there is nothing to search for. `phrase`: the words next to each other, in order.
    package static func match(
        _ text: String, column: Column? = nil, prefixLast: Bool = true, phrase: Bool = false, dialect: SQLDialect = .sqlite
    ) -> String? {
        let words = terms(text)
        guard !words.isEmpty else { return nil }
        // A one-letter prefix would scan the whole index; only longer words get one.
        func isPrefix(_ index: Int) -> Bool { prefixLast && index == words.count - 1 && words[index].count >= 2 }
        switch dialect {
        case .sqlite:
            let quoted = words.enumerated().map { index, word in "\"\(word)\"" + (isPrefix(index) ? "*" : "") }
            let body = quoted.joined(separator: phrase ? " + " : " ")
            return column.map { "\($0 == .title ? "title" : "ingredients") : (\(body))" } ?? body
        case .postgres:
            // The title is weight A of the document; ingredients have a tsvector of their own.
            let weight = column == .title ? "A" : ""
            let terms = words.enumerated().map { index, word in
                word + (isPrefix(index) || !weight.isEmpty ? ":" : "") + (isPrefix(index) ? "*" : "") + weight
            }
            return terms.joined(separator: phrase ? " <-> " : " & ")
        }
    }

    /// The condition that a recipe_fts row (`alias`, or the table itself) matches the query bound at `?`.
    static func condition(_ dialect: SQLDialect, alias: String? = nil, column: Column? = nil) -> String {
        switch dialect {
        case .sqlite: return "recipe_fts MATCH ?"
        case .postgres:
            let document = column == .ingredients ? "ingredients_doc" : "document"
            return "\(alias.map { $0 + "." } ?? "")\(document) @@ to_tsquery('pantrix', ?)"
        }
    }

    /// recipe_fts (as f) joined to recipe (as r), the full-text index walked first.
    static func joined(_ dialect: SQLDialect) -> String {
        switch dialect {
        // CROSS JOIN keeps the full-text index as the outer loop; left to itself the planner
        // sometimes probes it once per recipe row, which is ruinous for prefix queries.
        case .sqlite: "recipe_fts f CROSS JOIN recipe r ON r.id = f.rowid"
        case .postgres: "recipe_fts f JOIN recipe r ON r.id = f.rowid"
        }
    }

    /// SQLite's bm25 whose cost doesn't grow with the catalogue (PantrixDatabase's FTSRank),
    /// registered on every connection.
    package static let sqliteRankFunction = "pantrix_rank"

    /// Best match first: bm25 with the column weights (title 10, ingredients 4, tags 3,
    /// description 2) in SQLite; ts_rank with the same proportions on the weights A–D in
    /// PostgreSQL, which needs the query again (one more `?`).
    static func rankOrder(_ dialect: SQLDialect) -> (sql: String, needsQuery: Bool) {
        switch dialect {
        case .sqlite: ("\(sqliteRankFunction)(recipe_fts, 10.0, 2.0, 4.0, 3.0)", false)
        case .postgres: ("ts_rank('{0.2, 0.3, 0.4, 1.0}', f.document, to_tsquery('pantrix', ?)) DESC", true)
        }
    }
}
