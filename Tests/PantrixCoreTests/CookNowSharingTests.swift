import Testing
@testable import PantrixCore

/// Saving a recipe appends to the index that readers are ranking from instead of copying it:
/// the snapshot a reader holds must not change under it, and the next one must have the recipe.
@Suite struct CookNowSharingTests {
    @Test func copiesOfAnAppendOnlyArrayKeepTheirOwnElements() {
        var first = AppendOnlyArray<Int32>()
        first.append(contentsOf: [1, 2, 3])
        let snapshot = first
        first.append(4)
        var second = snapshot
        second.append(contentsOf: [7, 8])
        first.append(5)
        #expect(Array(snapshot) == [1, 2, 3], "a copy sees what was there when it was made")
        #expect(Array(first) == [1, 2, 3, 4, 5])
        #expect(Array(second) == [1, 2, 3, 7, 8], "an older copy appending gets a buffer of its own")
        #expect(!second.sharesBuffer(with: first) && snapshot.sharesBuffer(with: first))
    }

    /// A large array keeps room after a load, and the room is not counted until written: so
    /// the first save after a start appends in place instead of moving every recipe's lines
    /// (which, at 1M recipes, held the old arrays and the new at once: 130 MB more for a moment).
    @Test func aLargeArrayKeepsUncountedRoomSoTheFirstAppendAfterALoadDoesNotMoveIt() {
        var lines = AppendOnlyArray<Int32>()
        lines.reserveCapacityWithRoom(200_000)
        lines.append(contentsOf: (0..<200_000).map(Int32.init))
        lines.trim()
        #expect(lines.capacity > 200_000 && lines.bytes == 200_000 * 4, "room kept, only what is written counted")
        let held = lines
        lines.append(contentsOf: [7, 8, 9])
        #expect(lines.sharesBuffer(with: held), "appended in the room, not moved")
        #expect(held.count == 200_000 && lines.count == 200_003 && lines[200_001] == 8 && held[199_999] == 199_999)

        var small = AppendOnlyArray<Int32>()
        small.reserveCapacityWithRoom(1_000)
        small.append(contentsOf: (0..<1_000).map(Int32.init))
        small.trim()
        #expect(small.capacity == 1_000 && small.bytes == 4_000, "a small array's room would be memory: cut")
    }

    @Test func theFirstSaveAfterALoadOfManyRecipesAppendsInPlace() {
        var loaded = CookNowSnapshot()
        let recipes = 8_000, keysEach = 9
        loaded.reserve(recipes: recipes, lines: recipes * keysEach)
        for id in 1...recipes {
            loaded.upsert(CookNowRecipe(id: Int64(id), category: "dinner", diet: 0, minutes: nil, kcal: nil, cost: nil, favourites: 0,
                                        editorialRank: 0, authorID: nil, isPublic: true,
                                        lines: (0..<keysEach).map { CookNowLine(key: "key\((id + $0) % 500)", grams: 10, count: nil) }))
        }
        loaded.finishLoad()
        let held = loaded
        var saved = loaded
        saved.upsert(CookNowRecipe(id: 9_001, category: "soup", diet: 0, minutes: nil, kcal: nil, cost: nil, favourites: 0,
                                   editorialRank: 0, authorID: nil, isPublic: true, lines: [CookNowLine(key: "lentil", grams: 200, count: nil)]))
        #expect(saved.lineKeys.sharesBuffer(with: held.lineKeys) && saved.lineNeeds.sharesBuffer(with: held.lineNeeds))
        #expect(saved.entries.sharesBuffer(with: held.entries), "(the small arrays, cut to size, move: a few KB)")
        #expect(saved.holds(recipeID: 9_001) && !held.holds(recipeID: 9_001) && held.entries.count == recipes)
    }

    @Test func copiesOfAChunkedArrayShareAllButTheChunksChanged() {
        var first = ChunkedArray<Int32>()
        for value in 0..<Int32(10_000) { first.append(value) }
        let held = first
        first[5] = -5
        first.append(10_000)
        var second = held
        second[9_000] = -9
        #expect(held[5] == 5 && held[9_000] == 9_000 && held.count == 10_000, "a copy sees what was there when it was made")
        #expect(first[5] == -5 && first[9_000] == 9_000 && first.last == 10_000 && first.count == 10_001)
        #expect(second[5] == 5 && second[9_000] == -9)
        // 10,000 elements are three chunks: the first copy changed its first and last, the second its last.
        #expect(first.sharedChunks(with: held) == 1 && second.sharedChunks(with: held) == 2)
    }

    @Test func savingARecipeOrAFavouriteCopiesOneChunkOfTheCountsAndSlots() {
        var loaded = CookNowRankingTests.snapshot()
        for id in 3_001...9_000 {
            loaded.upsert(CookNowRecipe(id: Int64(id), category: "dinner", diet: 0, minutes: nil, kcal: nil, cost: nil, favourites: 0,
                                        editorialRank: 0, authorID: nil, isPublic: true, lines: [CookNowLine(key: "key1", grams: 5, count: nil)]))
        }
        loaded.finishLoad()
        let held = loaded
        var now = loaded
        now.upsert(CookNowRecipe(id: 9_001, category: "dinner", diet: 0, minutes: nil, kcal: nil, cost: nil, favourites: 3,
                                 editorialRank: 0, authorID: nil, isPublic: true, lines: [CookNowLine(key: "egg", grams: 50, count: 1)]))
        now.setFavourites(recipeID: 1, count: 40)
        let chunks = (held.favouriteCounts.count + ChunkedArray<Int32>.chunkSize - 1) / ChunkedArray<Int32>.chunkSize
        #expect(chunks > 1)
        #expect(now.favouriteCounts.sharedChunks(with: held.favouriteCounts) >= chunks - 2, "only the changed chunks are copied")
        #expect(now.slotOfRecipe.dense.sharedChunks(with: held.slotOfRecipe.dense) >= chunks - 1)
        #expect(held.favouriteCounts[Int(held.slotOfRecipe[1]!)] != 40 && now.favouriteCounts[Int(now.slotOfRecipe[1]!)] == 40)
        #expect(held.slotOfRecipe[9_001] == nil && now.slotOfRecipe[9_001] != nil)
    }

    @Test func aSnapshotHeldWhileARecipeIsSavedStaysAsItWas() throws {
        let index = CookNowIndex()
        var loaded = CookNowRankingTests.snapshot()
        loaded.finishLoad()
        index.install(loaded)
        let pantry = CookNowRankingTests.pantry(seed: 2)
        let held = try #require(index.snapshot)
        let before = held.rank(pantry, query: CookNowQuery())
        let gone = try #require((Int64(1)...3_000).first { held.holds(recipeID: $0) })
        let related = held.related(to: gone, limit: 8) { _ in false }
        #expect(!related.isEmpty)

        let keys = pantry.holdings.keys.sorted().prefix(3).map { CookNowLine(key: $0, grams: nil, count: nil) }
        for id in Int64(5_001)...5_003 {
            index.update { $0.upsert(CookNowRecipe(
                id: id, category: "breakfast", cuisine: "Welsh", diet: 0, minutes: 5, kcal: 100, cost: 1, favourites: 500,
                editorialRank: 0, authorID: nil, isPublic: true, lines: keys)) }
        }
        index.update { $0.remove(recipeID: gone) }
        let now = try #require(index.snapshot)

        #expect(held.rank(pantry, query: CookNowQuery()).hits == before.hits, "the held snapshot ranks as before")
        #expect(held.related(to: gone, limit: 8) { _ in false } == related)
        #expect(!held.holds(recipeID: 5_001) && held.holds(recipeID: gone))
        #expect(now.holds(recipeID: 5_003) && !now.holds(recipeID: gone))
        #expect(now.rank(pantry, query: CookNowQuery()).hits.prefix(3).map(\.recipeID) == [5_001, 5_002, 5_003],
                "the saved recipes, made in full and popular, come first")
        var breakfast = CookNowQuery()
        breakfast.category = "breakfast"
        breakfast.cuisine = "Welsh"
        #expect(now.rank(pantry, query: breakfast).total == 3 && held.rank(pantry, query: breakfast).total == 0,
                "a category and cuisine first seen in a save filter in the new snapshot only")
        #expect(now.lineKeys.sharesBuffer(with: held.lineKeys) == false, "the first save after a load moves the trimmed lines once")
        var again = now
        again.upsert(CookNowRecipe(id: 5_004, category: "dinner", diet: 0, minutes: nil, kcal: nil, cost: nil, favourites: 0,
                                   editorialRank: 0, authorID: nil, isPublic: true, lines: keys))
        #expect(again.lineKeys.sharesBuffer(with: now.lineKeys) && again.entries.sharesBuffer(with: now.entries),
                "later saves append in place")
    }

    @Test func recipeIDsFarApartFindTheirSlots() {
        var map = SlotMap()
        for id in Int64(1)...1_000 { map[id] = Int32(id) * 2 }
        map[9_000_000_000] = 7
        map[50_000] = 9
        #expect(map[500] == 1_000 && map[9_000_000_000] == 7 && map[50_000] == 9 && map[1_001] == nil && map[0] == nil)
        // Ids up to 50,000 become dense as the catalogue grows past them; the far one stays found.
        for id in Int64(1_001)...60_000 where id != 50_000 { map[id] = 1 }
        #expect(map[50_000] == 9 && map[9_000_000_000] == 7)
        #expect(map.removeValue(forKey: 50_000) == 9 && map[50_000] == nil && map.removeValue(forKey: 50_000) == nil)
        map[-3] = 4
        #expect(map[-3] == 4)
    }

    /// After a load the arrays hold exactly their recipes (no room left from growing), and an
    /// entry is 40 bytes: what the log line and docs/performance.md say per recipe.
    @Test func aLoadedIndexHoldsNoSpareRoomAndSaysItsBytesPerRecipe() {
        var loaded = CookNowRankingTests.snapshot()
        loaded.finishLoad()
        let memory = CookNowMemory(loaded)
        let part = Dictionary(uniqueKeysWithValues: memory.parts.map { ($0.part, $0.bytes) })
        #expect(memory.recipes == 3_000 && part["entries"] == 3_000 * 40)
        let lines = loaded.lineKeys.count
        #expect(part["lines"] == (3_001 + 3 * lines) * 4 + 3_000 * 2, "lines trimmed to their count")
        #expect(part["postings"] == lines * 12, "one 12-byte posting per recipe and key")
        #expect(memory.description.hasPrefix("3000 recipes in ") && memory.description.contains("entries 40"))
    }
}
