import Foundation

/// A page of search results.
package struct SearchResults: Sendable {
    package let cards: [RecipeCard]
    package let total: Int
    /// True when there are more than `total` matches (counting stops there).
    package let totalIsAtLeast: Bool
    package let hasMore: Bool

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(cards: [RecipeCard], total: Int, totalIsAtLeast: Bool, hasMore: Bool) {
        self.cards = cards
        self.total = total
        self.totalIsAtLeast = totalIsAtLeast
        self.hasMore = hasMore
    }
}

extension AppDatabase {
    /// Counting stops here.
    static let searchCountCap = 1000
    /// Relevance for a word matching more recipes than this is decided among its newest
    /// this-many matches: bm25 over every one of 30,000 "chicken" recipes costs ~100 ms, over the
    /// newest 500 about 1 ms, and with the title weighted highest the page still opens with
    /// strong title matches.
    static let rankingCap = 500

    package func search(_ search: RecipeSearch, viewerID: Int64?) async throws -> SearchResults {
        return try await store.read { db in
            let dialect = db.dialect
            var plan = SearchPlan(search, viewerID: viewerID, dialect: dialect)
            // A finished common word ("chicken") needs no prefix expansion, which is what makes a
            // prefix query slow; while the word is still being typed ("chick") the prefix stays.
            if let exact = FTSQuery.match(search.text, prefixLast: false, dialect: dialect),
               exact != FTSQuery.match(search.text, dialect: dialect),
               try Int.fetchOne(db, sql: """
                   SELECT count(*) FROM (SELECT 1 FROM recipe_fts WHERE \(FTSQuery.condition(dialect)) LIMIT \(Self.rankingCap)) AS common
                   """, arguments: [exact]) ?? 0 >= Self.rankingCap {
                plan = SearchPlan(search, viewerID: viewerID, prefixLast: false, dialect: dialect)
            }
            let total = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM (\(plan.countSQL) LIMIT \(Self.searchCountCap + 1)) AS matches", arguments: plan.countArguments) ?? 0
            if plan.walksSortOrderSooner(matches: total, searchText: search.text) { plan.walkSortOrder() }
            if total > Self.rankingCap, plan.ranksByRelevance {
                let floor = try Int64.fetchOne(db, sql: """
                    SELECT min(id) FROM (\(plan.newestMatchesSQL) LIMIT \(Self.rankingCap)) AS newest
                    """, arguments: plan.newestMatchesArguments)
                plan.restrict(toRowIDsFrom: floor ?? 0)
            }
            let limit = search.pageSize + 1
            let offset = (max(search.page, 1) - 1) * search.pageSize
            let rows = try RecipeCard.fetchAll(db, sql: plan.selectSQL + " LIMIT ? OFFSET ?", arguments: plan.selectArguments + [limit, offset])
            return SearchResults(
                cards: Array(rows.prefix(search.pageSize)), total: min(total, Self.searchCountCap),
                totalIsAtLeast: total > Self.searchCountCap, hasMore: rows.count > search.pageSize)
        }
    }
}

/// The SQL for one search, with every user value bound as an argument.
struct SearchPlan {
    private(set) var arguments = SQLArguments()
    /// Arguments of the ORDER BY (PostgreSQL's rank names the query again).
    private var orderArguments = SQLArguments()
    private let dialect: SQLDialect
    /// Every condition but the text's, which comes last (`textCondition`).
    private var conditions: [String] = []
    /// The full-text query, when the search has words.
    private let textMatch: String?
    /// Walk the sort order's index, testing each recipe for the words, instead of walking the
    /// words' matches and sorting them all (`walkSortOrder`).
    private var walksSortOrder = false
    private var order = ""
    private(set) var ranksByRelevance = false

    init(_ search: RecipeSearch, viewerID: Int64?, prefixLast: Bool = true, dialect: SQLDialect = .sqlite) {
        self.dialect = dialect
        var args: [(any SQLValueConvertible)?] = [RecipeAccess.viewerArgument(viewerID)]
        conditions = [RecipeAccess.visibleSQL("r")]
        let textMatch = FTSQuery.match(search.text, prefixLast: prefixLast, dialect: dialect)
        self.textMatch = textMatch
        if let category = search.category { conditions.append("r.category = ?"); args.append(category) }
        if let cuisine = search.cuisine { conditions.append("r.cuisine = ?"); args.append(cuisine) }
        for diet in search.diets {
            guard let column = RecipeSearch.dietColumns[diet] else { continue }
            conditions.append("r.\(column) = 1")
        }
        if let maxMinutes = search.maxMinutes { conditions.append("r.totalMinutes <= ?"); args.append(maxMinutes) }
        if let maxKcal = search.maxKcal { conditions.append("r.kcal <= ?"); args.append(maxKcal) }
        if let maxCost = search.maxCost { conditions.append("r.costPerServing <= ?"); args.append(maxCost) }
        // Words are read as food: the ingredient keys of the food and its family, or lines that
        // name it as a whole word ("beans" for black and green beans alike, "eggs" never for
        // eggplant). A word no food matches keeps the prefix text match. Without is for
        // allergies: the food's products are out too (peanut butter for peanuts).
        let filters = search.include.map { (IngredientFilter.with($0), negated: false) }
            + search.exclude.map { (IngredientFilter.without($0), negated: true) }
        for (filter, negated) in filters {
            guard let named = Self.recipesNamed(by: filter, dialect: dialect) else { continue }
            conditions.append((negated ? "NOT " : "") + named.sql)
            args += named.arguments
        }
        if let textMatch { args.append(textMatch) }
        switch search.effectiveSort {
        case .relevance where textMatch != nil:
            let rank = FTSQuery.rankOrder(dialect)
            order = rank.sql + ", r.id"
            if rank.needsQuery { orderArguments = [textMatch] }
            ranksByRelevance = true
        case .relevance, .popular: order = "r.favouriteCount DESC, r.editorialRank, r.id"
        // NULL (unrated) sorts last in DESC order, so the recipe_rating index serves this as is.
        case .rating: order = "r.ratingAverage DESC NULLS LAST, r.ratingCount DESC, r.id"
        case .newest: order = "r.createdAt DESC, r.id DESC"
        case .time: order = "r.totalMinutes IS NULL, r.totalMinutes, r.id"
        case .kcal: order = "r.kcal IS NULL, r.kcal, r.id"
        case .cost: order = "r.costPerServing IS NULL, r.costPerServing, r.id"
        }
        arguments = SQLArguments(args)
    }

    /// The ingredients column naming `word`: as a whole phrase when it is a food, by prefix when not.
    static func namesMatch(_ word: String, asFood: Bool, dialect: SQLDialect) -> String? {
        FTSQuery.match(word, column: .ingredients, prefixLast: !asFood, phrase: asFood, dialect: dialect)
    }

    /// The recipes a filter word names, as one condition: a line of one of its foods, or a line
    /// naming the word; nil when the word is empty.
    static func recipesNamed(by filter: IngredientFilter, dialect: SQLDialect) -> (sql: String, arguments: [(any SQLValueConvertible)?])? {
        var either: [String] = [], arguments: [(any SQLValueConvertible)?] = []
        if let keys = filter.keys {
            either.append("r.id IN (\(recipesWithKeys(keys.count)))")
            arguments += keys.sorted()
        }
        if let match = namesMatch(filter.word, asFood: filter.keys != nil, dialect: dialect) {
            either.append("r.id IN (SELECT rowid FROM recipe_fts WHERE \(FTSQuery.condition(dialect, column: .ingredients)))")
            arguments.append(match)
        }
        return either.isEmpty ? nil : ("(\(either.joined(separator: " OR ")))", arguments)
    }

    /// Recipes with a line of any of `count` ingredient keys (served by recipe_ingredient_key).
    static func recipesWithKeys(_ count: Int) -> String {
        "SELECT recipeId FROM recipe_ingredient WHERE ingredientKey IN (\(Array(repeating: "?", count: count).joined(separator: ", ")))"
    }

    /// recipe_fts joined first, or recipe alone when the sort order is walked.
    private var from: String { textMatch != nil && !walksSortOrder ? FTSQuery.joined(dialect) : "recipe r" }

    /// The words' condition, last so that it is tested after the cheap ones.
    private var textCondition: String? {
        guard textMatch != nil else { return nil }
        return walksSortOrder
            ? "EXISTS (SELECT 1 FROM recipe_fts WHERE \(FTSQuery.condition(dialect)) AND rowid = r.id)"
            : FTSQuery.condition(dialect, alias: "f")
    }

    var whereSQL: String { (conditions + [textCondition].compactMap { $0 }).joined(separator: " AND ") }
    var selectSQL: String { "SELECT \(RecipeCard.columns("r")) FROM \(from) WHERE \(whereSQL) ORDER BY \(order)" }
    /// The same rows as `selectSQL`, so the count says what the pages show: counting the
    /// full-text index alone counted private and hidden recipes too. Joined, each match costs
    /// one primary-key probe into recipe, and counting stops at `searchCountCap`.
    var countSQL: String { "SELECT 1 FROM \(from) WHERE \(whereSQL)" }

    var selectArguments: SQLArguments { arguments + orderArguments }

    var countArguments: SQLArguments { arguments }

    /// The text query alone, when no filter narrows it further.
    private var onlyText: String? { conditions.count == 1 ? textMatch : nil }

    /// Matches passing the filters, newest first, walked without ranking (the full-text index
    /// alone when there are no filters: a private recipe among them only shortens the pool).
    var newestMatchesSQL: String {
        onlyText == nil ? "SELECT r.id AS id FROM \(from) WHERE \(whereSQL) ORDER BY f.rowid DESC"
            : "SELECT rowid AS id FROM recipe_fts WHERE \(FTSQuery.condition(dialect)) ORDER BY rowid DESC"
    }

    var newestMatchesArguments: SQLArguments { onlyText.map { [$0] } ?? arguments }

    mutating func restrict(toRowIDsFrom floor: Int64) {
        conditions.append("f.rowid >= \(floor)")
    }

    /// Whether a page is found sooner by walking the sort order than by sorting every match:
    /// when matches are many (a page's worth lies near the start of the order) and testing one
    /// recipe for the words is a seek, which a prefix longer than the index's prefixes is not.
    func walksSortOrderSooner(matches: Int, searchText: String) -> Bool {
        !ranksByRelevance && textMatch != nil && matches > AppDatabase.searchCountCap && FTSQuery.prefixIsIndexed(searchText)
    }

    mutating func walkSortOrder() { walksSortOrder = true }
}
