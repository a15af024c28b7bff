import PantrixTestSupport
import Foundation
import GRDB
import Testing
@testable import PantrixCore
@testable import PantrixDatabase
import PantrixTestDatabases

/// Searches whose words match more recipes than a page can rank or sort by reading them all:
/// the cheaper ways they take must find the same recipes in the same order.
@Suite struct SearchManyMatchesTests {
    /// 1,200 generated recipes, made once for the suite (its tests only read).
    static let shared = Task { () throws -> AppDatabase in
        let db = try AppDatabase.inMemory()
        try await db.addBenchmarkRecipes(BenchmarkRecipes.generate(count: 1_200, seed: 11).map { PreparedRecipe($0) })
        return db
    }

    static func search(_ text: String, sort: RecipeSearch.Sort, diets: [String] = [], maxMinutes: Int? = nil, page: Int = 1) -> RecipeSearch {
        var search = RecipeSearch()
        search.text = text
        search.sort = sort
        search.diets = diets
        search.maxMinutes = maxMinutes
        search.page = page
        return search
    }

    /// A page of the search's plan, by sorting every match or (`walked`) walking the sort order.
    static func page(_ search: RecipeSearch, walked: Bool, in db: AppDatabase) async throws -> [Int64] {
        var plan = SearchPlan(search, viewerID: nil, dialect: db.store.dialect)
        if walked { plan.walkSortOrder() }
        let (sql, arguments) = (plan.selectSQL, plan.selectArguments)
        let offset = (search.page - 1) * search.pageSize
        return try await db.store.read { db in
            try Int64.fetchAll(db, sql: "SELECT id FROM (\(sql)) AS page LIMIT \(search.pageSize) OFFSET \(offset)", arguments: arguments)
        }
    }

    @Test(arguments: [RecipeSearch.Sort.popular, .newest, .time, .cost, .rating])
    func aSortedSearchWithManyMatchesFindsThePageSortingWouldFind(sort: RecipeSearch.Sort) async throws {
        let db = try await Self.shared.value
        for page in [1, 3] {
            // Every generated description says "and": more matches than are counted.
            let search = Self.search("and", sort: sort, maxMinutes: 500, page: page)
            let found = try await db.search(search, viewerID: nil)
            #expect(found.totalIsAtLeast, "the words match more recipes than are counted")
            #expect(found.cards.map(\.id) == (try await Self.page(search, walked: false, in: db)), "sorted by \(sort), page \(page)")
        }
    }

    @Test(arguments: [
        ("chic", RecipeSearch.Sort.popular, ["vegetarian"], 45), ("rice", .newest, [], nil), ("chick", .time, [], 60),
        ("pot", .cost, [], nil), ("garlic", .rating, ["gluten-free"], nil), ("bea", .popular, ["vegetarian"], nil),
    ] as [(String, RecipeSearch.Sort, [String], Int?)])
    func walkingTheSortOrderFindsWhatSortingFinds(text: String, sort: RecipeSearch.Sort, diets: [String], maxMinutes: Int?) async throws {
        let db = try await Self.shared.value
        for page in [1, 2] {
            let search = Self.search(text, sort: sort, diets: diets, maxMinutes: maxMinutes, page: page)
            let sorted = try await Self.page(search, walked: false, in: db)
            #expect(try await Self.page(search, walked: true, in: db) == sorted, "\(text), sorted by \(sort), page \(page)")
            if page == 1 { #expect(!sorted.isEmpty, "\(text) finds recipes") }
        }
    }

    @Test(.enabled(if: !AppDatabase.testsUsePostgres, "SQLite's query plans"))
    func aSortedSearchWithManyMatchesWalksTheSortOrder() async throws {
        let db = try await Self.shared.value
        var plan = SearchPlan(Self.search("chic", sort: .popular, diets: ["vegetarian"]), viewerID: nil)
        #expect(plan.walksSortOrderSooner(matches: AppDatabase.searchCountCap + 1, searchText: "chic"))
        #expect(!plan.walksSortOrderSooner(matches: 40, searchText: "chic"), "few matches are sorted")
        #expect(!plan.walksSortOrderSooner(matches: AppDatabase.searchCountCap + 1, searchText: "mozzarell"),
                "a prefix longer than the index's prefixes is no seek")
        plan.walkSortOrder()
        let (sql, arguments) = (plan.selectSQL, plan.selectArguments)
        let details = try await db.store.read { db in
            try SQLRow.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments).map { $0["detail"] as String? ?? "" }
        }
        #expect(details.contains { $0.contains("USING INDEX recipe_popular") }, "\(details)")
        #expect(!details.contains { $0.contains("TEMP B-TREE") }, "nothing sorted: \(details)")
    }

    @Test(.enabled(if: !AppDatabase.testsUsePostgres, "SQLite's ranking function"))
    func relevanceRanksAsBM25WhereEveryMatchIsCounted() async throws {
        let db = try await Self.shared.value
        for text in ["chicken", "garlic rice", "smoky bake", "lemon"] {
            let match = try #require(FTSQuery.match(text, prefixLast: false))
            let (ours, bm25) = try await db.store.read { db in
                let sql = "SELECT rowid FROM recipe_fts WHERE recipe_fts MATCH ? ORDER BY %@, rowid"
                return (try Int64.fetchAll(db, sql: sql.replacingOccurrences(of: "%@", with: "pantrix_rank(recipe_fts, 10.0, 2.0, 4.0, 3.0)"), arguments: [match]),
                        try Int64.fetchAll(db, sql: sql.replacingOccurrences(of: "%@", with: "bm25(recipe_fts, 10.0, 2.0, 4.0, 3.0)"), arguments: [match]))
            }
            #expect(ours.count > 1)
            #expect(ours == bm25, "\(text)")
        }
    }

    @Test func aCommonWordsCountIsEstimatedFromWhereCountingStopped() {
        #expect(FTSRank.estimatedHits(FTSRank.PhraseCount(hits: 40), rows: 1_000_000) == 40, "a rare word is counted")
        let common = FTSRank.PhraseCount(hits: FTSRank.countCap, stoppedAt: 6_000)
        #expect(FTSRank.estimatedHits(common, rows: 1_000_000) == Double(FTSRank.countCap) * 1_000_000 / 6_000)
        #expect(FTSRank.estimatedHits(FTSRank.PhraseCount(hits: FTSRank.countCap, stoppedAt: 900), rows: 1_000_000) <= 1_000_000,
                "never more than every row")
    }
}
