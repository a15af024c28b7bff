import Testing
@testable import PantrixCore

/// The related-recipes ranking (bitsets over recipe slots) against the plain definition: every
/// other visible recipe scored by shared keys, then rarity of what it shares, then favourites, then age.
@Suite struct RelatedRankingTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// 3,000 recipes over 60 keys, a few very common (as dairy is in generated data) and most
    /// rare; some private, some deleted, favourites often equal so ties are common.
    static func snapshot() -> CookNowSnapshot {
        var random = Generator(state: 42)
        var snapshot = CookNowSnapshot()
        for id in 1...3_000 {
            var lines: [CookNowLine] = []
            for _ in 0..<(3 + random.next(8)) {
                let key = random.next(4) == 0 ? random.next(5) : random.next(60)
                lines.append(CookNowLine(key: "key\(key)", grams: Double(random.next(300)), count: nil))
            }
            if random.next(10) == 0 { lines.append(CookNowLine(key: "salt", grams: 2, count: nil)) }
            snapshot.upsert(CookNowRecipe(
                id: Int64(id), category: "dinner", cuisine: nil, diet: 0, minutes: 20, kcal: 400, cost: 2,
                favourites: random.next(3), editorialRank: 0, authorID: nil, isPublic: random.next(12) != 0, lines: lines))
        }
        for _ in 0..<100 { snapshot.remove(recipeID: Int64(1 + random.next(3_000))) }
        return snapshot
    }

    /// Every other visible recipe sharing a key, best first (callers take the first `limit`).
    /// `keySets[slot]` holds that recipe's keys.
    static func reference(_ snapshot: CookNowSnapshot, keySets: [Set<Int32>], recipeID: Int64) -> [Int64] {
        guard let slot = snapshot.slotOfRecipe[recipeID] else { return [] }
        let keys = Array(snapshot.keys(ofSlot: Int(slot)).filter { snapshot.keyNames[Int($0)] != "salt" }
            .sorted { snapshot.postings[Int($0)].count < snapshot.postings[Int($1)].count }.prefix(6))
        var scored: [(slot: Int, shared: Int, rarity: Float, favourites: Int32)] = []
        for other in keySets.indices where other != Int(slot) && snapshot.isAlive(slot: other) && snapshot.entries[other].isPublic {
            var shared = 0, rarity: Float = 0
            for key in keys where keySets[other].contains(key) {
                shared += 1
                rarity += 1 / Float(snapshot.postings[Int(key)].count)
            }
            if shared > 0 { scored.append((other, shared, rarity, snapshot.favouriteCounts[other])) }
        }
        scored.sort {
            if $0.shared != $1.shared { return $0.shared > $1.shared }
            if $0.rarity != $1.rarity { return $0.rarity > $1.rarity }
            if $0.favourites != $1.favourites { return $0.favourites > $1.favourites }
            return $0.slot < $1.slot
        }
        return scored.map { snapshot.entries[$0.slot].id }
    }

    /// With `dense`, the common keys have their slot bitsets, as after a full load.
    @Test(arguments: [false, true]) func rankingMatchesTheDefinitionOnEveryRecipe(dense: Bool) {
        var snapshot = Self.snapshot()
        if dense { snapshot.buildSlotBits() }
        // The common keys (a quarter of all lines) and the luckier rare ones, not every key.
        #expect(dense ? (5..<snapshot.keyNames.count).contains(snapshot.slotBits.count) : snapshot.slotBits.isEmpty)
        #expect(Self.matchesReference(snapshot, ids: Array(stride(from: Int64(1), through: 3_000, by: 7))) > 1_000)
    }

    /// Recipes made only of rare ingredients are ranked among the few recipes having them (their
    /// postings merged, not every slot walked); some also have common ones.
    @Test(arguments: [false, true]) func recipesOfRareIngredientsRankTheSameWay(dense: Bool) {
        var snapshot = Self.snapshot()
        var random = Generator(state: 11)
        for id in 5_001...5_040 {
            var lines = (0..<(2 + random.next(3))).map { _ in CookNowLine(key: "rare\(random.next(8))", grams: 50, count: nil) }
            if id > 5_032 { lines.append(CookNowLine(key: "key\(random.next(5))", grams: 50, count: nil)) }
            snapshot.upsert(CookNowRecipe(
                id: Int64(id), category: "dinner", cuisine: nil, diet: 0, minutes: 20, kcal: 400, cost: 2,
                favourites: random.next(3), editorialRank: 0, authorID: nil, isPublic: random.next(10) != 0, lines: lines))
        }
        snapshot.remove(recipeID: 5_020)
        if dense { snapshot.buildSlotBits() }
        #expect(Self.matchesReference(snapshot, ids: Array(5_001...5_040)) > 100)
    }

    /// Favourites given and taken back after the load, up to and past every threshold the
    /// ranking uses to skip recipes that are not popular enough.
    @Test func favouritesChangedAfterTheLoadRankTheSameWay() {
        var snapshot = Self.snapshot()
        snapshot.buildSlotBits()
        var random = Generator(state: 5)
        for _ in 0..<1_500 {
            let count = [0, 1, 3, 4, 15, 16, 63, 64, 200][random.next(9)]
            snapshot.setFavourites(recipeID: Int64(1 + random.next(3_000)), count: count)
        }
        #expect(snapshot.favouriteCounts.contains { $0 >= 64 })
        #expect(Self.matchesReference(snapshot, ids: Array(stride(from: Int64(1), through: 3_000, by: 11))) > 600)
    }

    @Test func recipesSavedAfterTheLoadKeepTheCommonKeysBitsetsRight() {
        var snapshot = Self.snapshot()
        snapshot.buildSlotBits()
        // New recipes (new slots past the bitsets' end), an edited one and a deleted one.
        var random = Generator(state: 7)
        for id in 3_001...3_200 {
            let lines = (0..<4).map { _ in CookNowLine(key: "key\(random.next(3) == 0 ? random.next(5) : random.next(60))", grams: 100, count: nil) }
            snapshot.upsert(CookNowRecipe(
                id: Int64(id), category: "dinner", cuisine: nil, diet: 0, minutes: 20, kcal: 400, cost: 2,
                favourites: random.next(5), editorialRank: 0, authorID: nil, isPublic: true, lines: lines))
        }
        snapshot.upsert(CookNowRecipe(
            id: 10, category: "dinner", cuisine: nil, diet: 0, minutes: 20, kcal: 400, cost: 2, favourites: 9, editorialRank: 0,
            authorID: nil, isPublic: true, lines: [CookNowLine(key: "key0", grams: 1, count: nil), CookNowLine(key: "key59", grams: 1, count: nil)]))
        snapshot.remove(recipeID: 3_100)
        #expect(snapshot.slotBits.values.contains { $0.count == (snapshot.entries.count + 63) / 64 }, "grown to the new slots")
        #expect(Self.matchesReference(snapshot, ids: [10] + Array(stride(from: Int64(2_950), through: 3_200, by: 3))) > 100)
    }

    /// Compares the ranking with the reference for each id that is in the index; how many compared.
    static func matchesReference(_ snapshot: CookNowSnapshot, ids: [Int64]) -> Int {
        let keySets = snapshot.entries.indices.map { Set(snapshot.keys(ofSlot: $0)) }
        var compared = 0
        for id in ids where snapshot.slotOfRecipe[id] != nil {
            let expected = Self.reference(snapshot, keySets: keySets, recipeID: id)
            for limit in [1, 4, 12] {
                let found = snapshot.related(to: id, limit: limit) { $0 == "salt" }
                #expect(found == Array(expected.prefix(limit)), "recipe \(id), limit \(limit)")
                compared += 1
            }
        }
        return compared
    }

    @Test func aRecipeIsNeverRelatedToItselfNorToHiddenOnes() {
        let snapshot = Self.snapshot()
        let hidden = Set(snapshot.entries.indices.filter { !snapshot.isAlive(slot: $0) || !snapshot.entries[$0].isPublic }.map { snapshot.entries[$0].id })
        for id in Int64(1)...300 where snapshot.slotOfRecipe[id] != nil {
            let found = snapshot.related(to: id, limit: 8) { $0 == "salt" }
            #expect(!found.contains(id))
            #expect(hidden.isDisjoint(with: found))
        }
    }
}
