import Foundation
import GRDB

/// A page of search results.
public struct SearchResults: Sendable {
    public let cards: [RecipeCard]
    public let total: Int
    /// True when there are more than `total` matches (counting stops there).
    public let totalIsAtLeast: Bool
    public let hasMore: Bool
}

extension AppDatabase {
    static let searchCountCap = 1000

    public func search(_ search: RecipeSearch, viewerID: Int64?) async throws -> SearchResults {
        let plan = SearchPlan(search, viewerID: viewerID)
        return try await writer.read { db in
            let limit = search.pageSize + 1
            let offset = (max(search.page, 1) - 1) * search.pageSize
            let rows = try RecipeCard.fetchAll(
                db, sql: plan.selectSQL + " LIMIT ? OFFSET ?", arguments: plan.arguments + [limit, offset])
            let total = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM (\(plan.countSQL) LIMIT \(Self.searchCountCap + 1))", arguments: plan.arguments) ?? 0
            return SearchResults(
                cards: Array(rows.prefix(search.pageSize)), total: min(total, Self.searchCountCap),
                totalIsAtLeast: total > Self.searchCountCap, hasMore: rows.count > search.pageSize)
        }
    }
}

/// The SQL for one search, with every user value bound as an argument.
struct SearchPlan {
    var selectSQL = ""
    var countSQL = ""
    var arguments = StatementArguments()

    init(_ search: RecipeSearch, viewerID: Int64?) {
        var conditions = ["(r.visibility = 'public' OR r.authorId = ?)"]
        var args: [(any DatabaseValueConvertible)?] = [viewerID ?? -1]
        let textMatch = FTSQuery.match(search.text)
        var from = "recipe r"
        if let textMatch {
            from = "recipe_fts f JOIN recipe r ON r.id = f.rowid"
            conditions.append("recipe_fts MATCH ?")
            args.append(textMatch)
        }
        if let category = search.category { conditions.append("r.category = ?"); args.append(category) }
        if let cuisine = search.cuisine { conditions.append("r.cuisine = ?"); args.append(cuisine) }
        for diet in search.diets {
            guard let column = RecipeSearch.dietColumns[diet] else { continue }
            conditions.append("r.\(column) = 1")
        }
        if let maxMinutes = search.maxMinutes { conditions.append("r.totalMinutes <= ?"); args.append(maxMinutes) }
        if let maxKcal = search.maxKcal { conditions.append("r.kcal <= ?"); args.append(maxKcal) }
        if let maxCost = search.maxCost { conditions.append("r.costPerServing <= ?"); args.append(maxCost) }
        for word in search.include {
            guard let match = FTSQuery.match(word, column: "ingredients") else { continue }
            conditions.append("r.id IN (SELECT rowid FROM recipe_fts WHERE recipe_fts MATCH ?)")
            args.append(match)
        }
        for word in search.exclude {
            guard let match = FTSQuery.match(word, column: "ingredients") else { continue }
            conditions.append("r.id NOT IN (SELECT rowid FROM recipe_fts WHERE recipe_fts MATCH ?)")
            args.append(match)
        }
        let order: String
        switch search.effectiveSort {
        case .relevance: order = textMatch == nil ? "r.favouriteCount DESC, r.editorialRank, r.id" : "f.rank, r.id"
        case .popular: order = "r.favouriteCount DESC, r.editorialRank, r.id"
        case .newest: order = "r.createdAt DESC, r.id DESC"
        case .time: order = "r.totalMinutes IS NULL, r.totalMinutes, r.id"
        case .kcal: order = "r.kcal IS NULL, r.kcal, r.id"
        case .cost: order = "r.costPerServing IS NULL, r.costPerServing, r.id"
        }
        let whereSQL = conditions.joined(separator: " AND ")
        selectSQL = "SELECT \(RecipeCard.columns("r")) FROM \(from) WHERE \(whereSQL) ORDER BY \(order)"
        countSQL = "SELECT 1 FROM \(from) WHERE \(whereSQL)"
        arguments = StatementArguments(args)
    }
}
