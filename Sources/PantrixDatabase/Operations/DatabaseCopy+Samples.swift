import Foundation
import PantrixCore

extension DatabaseCopy {
    /// What a sample of pages shows, read through the domain from both stores.
    package struct SampleReport: Sendable {
        /// One entry per page compared ("recipe 42 (private)", "leaderboard").
        package let pages: [String]
        /// "recipe 42: search "tomato" differs: …", one per part that differs.
        package let mismatches: [String]
        package var matching: Int { pages.count - Set(mismatches.map { $0.components(separatedBy: ":")[0] }).count }
    }

    /// The recipes to compare: the first, the last, evenly spaced ones in between and a private
    /// one when there is any (about `count` in all).
    static func sampleRecipeIDs(_ db: SQLConnection, count: Int) throws -> [Int64] {
        let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM recipe") ?? 0
        guard total > 0 else { return [] }
        let wanted = min(count, total)
        var offsets = Set<Int>()
        for step in 0..<wanted { offsets.insert(wanted == 1 ? 0 : step * (total - 1) / (wanted - 1)) }
        var ids = try offsets.sorted().compactMap { offset in
            try Int64.fetchOne(db, sql: "SELECT id FROM recipe ORDER BY id LIMIT 1 OFFSET ?", arguments: [offset])
        }
        if let hidden = try Int64.fetchOne(db, sql: "SELECT id FROM recipe WHERE visibility <> 'public' ORDER BY id LIMIT 1"), !ids.contains(hidden) {
            ids.append(hidden)
        }
        return ids
    }

    /// Reads, for each sample recipe, what its page and its author's pages show, and the
    /// leaderboards, from both databases, and names every difference.
    package static func compareSamples(source: AppDatabase, target: AppDatabase, count: Int = 20, now: Date = Date()) async throws -> SampleReport {
        let samples: [(id: Int64, authorID: Int64?, isPublic: Bool, title: String)] = try await source.store.read { db in
            try sampleRecipeIDs(db, count: count).compactMap { id in
                try SQLRow.fetchOne(db, sql: "SELECT id, authorId, visibility, title FROM recipe WHERE id = ?", arguments: [id]).map {
                    ($0["id"], $0["authorId"], RecipeAccess.isEveryones($0["visibility"]), $0["title"])
                }
            }
        }
        var pages: [String] = [], mismatches: [String] = []
        func compare(_ page: String, _ part: String, _ read: (AppDatabase) async -> String) async {
            let (a, b) = (await read(source), await read(target))
            guard a != b else { return }
            // The first line that differs, with the field it belongs to.
            let (left, right) = (a.components(separatedBy: "\n"), b.components(separatedBy: "\n"))
            let line = (0..<min(left.count, right.count)).first { left[$0] != right[$0] } ?? min(left.count, right.count)
            func shown(_ lines: [String]) -> String {
                line < lines.count ? lines[line].trimmingCharacters(in: .whitespaces).prefix(300).description : "(nothing more)"
            }
            mismatches.append("\(page): \(part) differs at line \(line + 1):\n  SQLite:     \(shown(left))\n  PostgreSQL: \(shown(right))")
        }
        for sample in samples {
            let page = "recipe \(sample.id)" + (sample.isPublic ? "" : " (not public)")
            pages.append(page)
            let viewer = sample.authorID
            await compare(page, "detail") { db in await described { try await db.recipeDetail(id: sample.id, viewerID: viewer) } }
            await compare(page, "social") { db in await described { try await db.recipeSocial(recipeID: sample.id, viewerID: viewer) } }
            await compare(page, "photos") { db in await described { try await db.photos(forRecipe: sample.id, viewerID: viewer) } }
            if let word = searchWord(sample.title) {
                // Relevance ranks differ between the stores (bm25, ts_rank): compare what matched
                // and the newest page, whose order is the same.
                for sort in [RecipeSearch.Sort.relevance, .newest] {
                    await compare(page, "search \"\(word)\" (\(sort.rawValue))") { db in
                        await described {
                            var search = RecipeSearch()
                            search.text = word
                            search.sort = sort
                            let results = try await db.search(search, viewerID: viewer)
                            let ids = sort == .newest ? results.cards.map(\.id) : results.cards.map(\.id).sorted()
                            return sort == .newest ? "\(results.total) \(results.hasMore) \(ids)" : "\(results.total)"
                        }
                    }
                }
            }
            if let viewer {
                await compare(page, "author's pantry") { db in await described { try await db.pantryItems(userID: viewer) } }
                await compare(page, "author's grocery list") { db in await described { try await db.groceryList(userID: viewer) } }
                await compare(page, "author's favourites") { db in await described { try await db.favourites(userID: viewer) } }
            }
        }
        pages.append("leaderboards")
        for period in PointsPeriod.allCases {
            await compare("leaderboards", period.rawValue) { db in await described { try await db.leaderboard(period, now: now) } }
        }
        return SampleReport(pages: pages, mismatches: mismatches)
    }

    /// The longest word of at least four letters in a title, to search for.
    static func searchWord(_ title: String) -> String? {
        title.components(separatedBy: CharacterSet.letters.inverted).filter { $0.count >= 4 }.max { $0.count < $1.count }?.lowercased()
    }

    /// Everything a value holds, as text (a thrown error is described too: it must be the same on both).
    static func described<T>(_ read: () async throws -> T) async -> String {
        do {
            var text = ""
            dump(try await read(), to: &text)
            return text
        } catch {
            return "error: \(error)"
        }
    }
}
