import Foundation
import GRDB
import GRDBSQLite
import PantrixCore

/// `pantrix_rank(recipe_fts, weights…)`: FTS5's bm25 (the same k1, b and column weights) with one
/// change that keeps a search's cost from growing with the catalogue.
///
/// bm25 weighs each word by how many recipes contain it, and FTS5's own `bm25` counts them by
/// walking the word's whole list of recipes once per search: 333,000 entries for "chicken" in a
/// million recipes, most of a common-word search's time. Here the count stops at `countCap`
/// matches; a word with more is estimated from how far into the catalogue (by rowid, which grows
/// with each recipe) its first `countCap` reached. Only common words are estimated, and for them
/// bm25's weight is small and nearly flat, so pages rank as before (RecipeSearchTests).
enum FTSRank {
    static let name = FTSQuery.sqliteRankFunction
    /// Matches counted before a word's count is estimated.
    static let countCap: Int64 = 2_000

    /// bm25's constants, as FTS5 has them.
    static let k1 = 1.2
    static let b = 0.75

    /// Makes `pantrix_rank` available on the connection (each connection, as it opens).
    static func register(_ db: Database) throws {
        let api = UnsafeMutablePointer(mutating: FTS5.api(db))
        guard let create = api.pointee.xCreateFunction,
              create(api, name, nil, { api, fts, context, count, values in FTSRank.rank(api, fts, context, count, values) }, nil) == SQLITE_OK
        else { throw DatabaseError(resultCode: .SQLITE_ERROR, message: "could not register \(name)") }
    }

    /// What a search's rows share: each phrase's weight and the average recipe length.
    final class Shared {
        let idf: [Double]
        let averageLength: Double

        init(idf: [Double], averageLength: Double) {
            self.idf = idf
            self.averageLength = averageLength
        }
    }

    /// How many rows a phrase matches, counted up to `countCap`, and the rowid where counting stopped.
    struct PhraseCount {
        var hits: Int64 = 0
        var stoppedAt: Int64?
    }

    static func rank(
        _ api: UnsafePointer<Fts5ExtensionApi>?, _ fts: OpaquePointer?, _ context: OpaquePointer?,
        _ count: Int32, _ values: UnsafeMutablePointer<OpaquePointer?>?
    ) {
        guard let api, let fts else { return }
        let functions = api.pointee
        let shared: Shared
        if let kept = functions.xGetAuxdata?(fts, 0) {
            shared = Unmanaged<Shared>.fromOpaque(kept).takeUnretainedValue()
        } else {
            shared = measure(api, fts)
            let retained = Unmanaged.passRetained(shared).toOpaque()
            _ = functions.xSetAuxdata?(fts, retained) { pointer in
                if let pointer { Unmanaged<Shared>.fromOpaque(pointer).release() }
            }
        }
        var instances: Int32 = 0
        _ = functions.xInstCount?(fts, &instances)
        let score = withUnsafeTemporaryAllocation(of: Double.self, capacity: shared.idf.count) { frequency in
            frequency.initialize(repeating: 0)
            for index in 0..<instances {
                var phrase: Int32 = 0, column: Int32 = 0, offset: Int32 = 0
                guard functions.xInst?(fts, index, &phrase, &column, &offset) == SQLITE_OK,
                      Int(phrase) < frequency.count else { continue }
                let weight = column < count ? sqlite3_value_double(values?[Int(column)]) : 1
                frequency[Int(phrase)] += weight
            }
            var length: Int32 = 0
            _ = functions.xColumnSize?(fts, -1, &length)
            let norm = k1 * (1 - b + b * Double(length) / shared.averageLength)
            var score = 0.0
            for (phrase, idf) in shared.idf.enumerated() where frequency[phrase] > 0 {
                score += idf * frequency[phrase] * (k1 + 1) / (frequency[phrase] + norm)
            }
            return score
        }
        // Smaller is better, as with bm25, so `ORDER BY` puts the best first.
        sqlite3_result_double(context, -score)
    }

    /// Each phrase's weight (bm25's idf) and the average length, once per search.
    static func measure(_ api: UnsafePointer<Fts5ExtensionApi>, _ fts: OpaquePointer) -> Shared {
        let functions = api.pointee
        var rows: Int64 = 0, tokens: Int64 = 0
        _ = functions.xRowCount?(fts, &rows)
        _ = functions.xColumnTotalSize?(fts, -1, &tokens)
        let phrases = Int(functions.xPhraseCount?(fts) ?? 0)
        let idf = (0..<phrases).map { phrase -> Double in
            var counted = PhraseCount()
            _ = functions.xQueryPhrase?(fts, Int32(phrase), &counted) { api, fts, pointer in
                guard let pointer, let api, let fts else { return SQLITE_DONE }
                let counted = pointer.assumingMemoryBound(to: PhraseCount.self)
                counted.pointee.hits += 1
                guard counted.pointee.hits >= FTSRank.countCap else { return SQLITE_OK }
                counted.pointee.stoppedAt = api.pointee.xRowid?(fts)
                return SQLITE_DONE
            }
            let hits = estimatedHits(counted, rows: rows)
            // As FTS5's bm25: a word in more than half the recipes still counts a little.
            return max(1e-6, log((Double(rows) - hits + 0.5) / (hits + 0.5)))
        }
        return Shared(idf: idf, averageLength: rows > 0 ? max(1, Double(tokens) / Double(rows)) : 1)
    }

    /// The phrase's matches: counted, or when counting stopped early, its share of the rowids
    /// walked applied to every row.
    static func estimatedHits(_ counted: PhraseCount, rows: Int64) -> Double {
        guard let stoppedAt = counted.stoppedAt, rows > 0 else { return Double(counted.hits) }
        let walked = Double(min(max(stoppedAt, counted.hits), rows))
        return min(Double(rows), Double(counted.hits) * Double(rows) / walked)
    }
}
