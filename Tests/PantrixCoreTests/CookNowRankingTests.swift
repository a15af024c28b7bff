import Foundation
import Testing
@testable import PantrixCore

/// Cook now's ranking (one pass over small arrays, the best hits kept as it goes) against the
/// plain definition: every recipe the viewer may see, filtered, scored line by line and sorted.
@Suite struct CookNowRankingTests {
    typealias Generator = RelatedRankingTests.Generator

    /// 3,000 recipes over 60 keys: amounts in grams, counts or neither; three categories, diet
    /// bits, private recipes of two authors, deleted ones, and many ties in favourites.
    static func snapshot() -> CookNowSnapshot {
        var random = Generator(state: 99)
        var snapshot = CookNowSnapshot()
        for id in 1...3_000 {
            var lines: [CookNowLine] = []
            for _ in 0..<(1 + random.next(9)) {
                let key = random.next(4) == 0 ? random.next(5) : random.next(60)
                switch random.next(3) {
                case 0: lines.append(CookNowLine(key: "key\(key)", grams: Double(1 + random.next(400)), count: nil))
                case 1: lines.append(CookNowLine(key: "key\(key)", grams: nil, count: Double(1 + random.next(6))))
                default: lines.append(CookNowLine(key: "key\(key)", grams: nil, count: nil))
                }
            }
            let author: Int64? = random.next(5) == 0 ? Int64(1 + random.next(2)) : nil
            snapshot.upsert(CookNowRecipe(
                id: Int64(id), category: ["dinner", "soup", "dessert"][random.next(3)], cuisine: random.next(2) == 0 ? "Thai" : nil,
                diet: UInt8(random.next(32)), minutes: random.next(6) == 0 ? nil : 5 + random.next(90), kcal: Double(100 + random.next(900)),
                cost: random.next(7) == 0 ? nil : Double(random.next(12)), favourites: random.next(3), editorialRank: random.next(3),
                authorID: author, isPublic: author == nil || random.next(2) == 0, lines: lines))
        }
        for _ in 0..<150 { snapshot.remove(recipeID: Int64(1 + random.next(3_000))) }
        return snapshot
    }

    /// `plainCommon`: the three most common keys are held without amounts first.
    static func pantry(seed: UInt64, plainCommon: Bool = false) -> PantrySet {
        var random = Generator(state: seed)
        var pantry = PantrySet()
        if plainCommon { for key in ["key0", "key1", "key2"] { pantry.add(key: key, name: key) } }
        for _ in 0..<(5 + random.next(25)) {
            let key = "key\(random.next(60))"
            switch random.next(3) {
            case 0: pantry.add(key: key, name: key, grams: Double(random.next(500)), expiring: random.next(4) == 0)
            case 1: pantry.add(key: key, name: key, count: Double(random.next(6)), expiring: random.next(4) == 0)
            default: pantry.add(key: key, name: key, expiring: random.next(4) == 0)
            }
        }
        return pantry
    }

    static func reference(_ snapshot: CookNowSnapshot, _ pantry: PantrySet, _ query: CookNowQuery) -> (hits: [CookNowHit], total: Int) {
        let dietMask = query.diets.reduce(UInt8(0)) { $0 | (CookNowSnapshot.dietBits[$1] ?? 0) }
        var scored: [(hit: CookNowHit, favourites: Int32, editorial: Int32)] = []
        for (slot, entry) in snapshot.entries.enumerated() {
            guard snapshot.isAlive(slot: slot), entry.isPublic || entry.authorID == query.viewerID else { continue }
            let (keys, needs, counts) = (Array(snapshot.keys(ofSlot: slot)), Array(snapshot.needs(ofSlot: slot)), Array(snapshot.counts(ofSlot: slot)))
            if keys.contains(where: { query.excludedKeys.contains(snapshot.keyNames[Int($0)]) }) { continue }
            if entry.diet & dietMask != dietMask { continue }
            if let category = query.category, snapshot.category(ofSlot: slot) != category { continue }
            if let maxMinutes = query.maxMinutes, entry.minutes < 0 || Int(entry.minutes) > maxMinutes { continue }
            if let maxCost = query.maxCost, entry.cost.isNaN || Double(entry.cost) > maxCost { continue }
            var have = 0, expiring = 0
            for (index, key) in keys.enumerated() {
                guard let holding = pantry.holding(for: snapshot.keyNames[Int(key)]),
                      PantrySet.enough(haveGrams: holding.grams.map(Float.init) ?? .nan, haveCount: holding.count.map(Float.init) ?? .nan,
                                       needGrams: needs[index], needCount: counts[index]) else { continue }
                have += 1
                if holding.expiring { expiring += 1 }
            }
            if let maxMissing = query.maxMissing, keys.count - have > maxMissing { continue }
            scored.append((CookNowHit(recipeID: entry.id, total: keys.count, have: have, expiringUsed: expiring),
                           snapshot.favouriteCounts[slot], entry.editorialRank))
        }
        scored.sort { a, b in
            if a.hit.missing != b.hit.missing { return a.hit.missing < b.hit.missing }
            let shareA = Double(a.hit.have) / Double(max(a.hit.total, 1)), shareB = Double(b.hit.have) / Double(max(b.hit.total, 1))
            if shareA != shareB { return shareA > shareB }
            if a.hit.expiringUsed != b.hit.expiringUsed { return a.hit.expiringUsed > b.hit.expiringUsed }
            if a.favourites != b.favourites { return a.favourites > b.favourites }
            if a.editorial != b.editorial { return a.editorial < b.editorial }
            return a.hit.recipeID < b.hit.recipeID
        }
        return (Array(scored.dropFirst(query.offset).prefix(query.limit).map(\.hit)), scored.count)
    }

    static let queries: [(String, CookNowQuery)] = {
        func query(_ change: (inout CookNowQuery) -> Void) -> CookNowQuery {
            var query = CookNowQuery()
            change(&query)
            return query
        }
        return [
            ("first page", CookNowQuery()),
            ("third page", query { $0.offset = 48 }),
            ("deep page", query { $0.offset = 600; $0.limit = 50 }),
            ("one at a time", query { $0.limit = 1 }),
            ("missing at most 1", query { $0.maxMissing = 1 }),
            ("vegetarian soup", query { $0.diets = ["vegetarian"]; $0.category = "soup" }),
            ("quick and cheap", query { $0.maxMinutes = 30; $0.maxCost = 5 }),
            ("without key1 and key7", query { $0.excludedKeys = ["key1", "key7"] }),
            ("author 1's private ones too", query { $0.viewerID = 1 }),
        ]
    }()

    /// `dense`: the common keys have their slot bitsets, as after a full load, and are counted
    /// by bit planes; otherwise every key's postings are walked.
    @Test(arguments: [UInt64(1), 2, 3, 4], [false, true]) func rankingMatchesTheDefinition(seed: UInt64, dense: Bool) {
        var snapshot = Self.snapshot()
        if dense {
            snapshot.buildSlotBits()
            #expect(!snapshot.slotBits.isEmpty)
        }
        let pantry = Self.pantry(seed: seed, plainCommon: dense)
        if dense {
            let counted = pantry.holdings.filter { key, held in
                held.grams == nil && held.count == nil && !held.expiring && snapshot.keyIDs[key].map { snapshot.slotBits[$0] != nil } == true
            }
            #expect(!counted.isEmpty, "some items are counted by the bit planes")
        }
        for (name, query) in Self.queries {
            let found = snapshot.rank(pantry, query: query)
            let expected = Self.reference(snapshot, pantry, query)
            #expect(found.hits == expected.hits, "\(name)")
            #expect(found.total == expected.total, "\(name)")
            #expect(!expected.hits.isEmpty || name == "deep page", "\(name) has results to compare")
        }
    }

    @Test func aKeptRankingIsUsedUntilThePantryTheQueryOrTheRecipesChange() {
        let snapshot = Self.snapshot()
        let index = CookNowIndex()
        index.install(snapshot)
        let pantry = Self.pantry(seed: 1)
        let first = index.rank(pantry, query: CookNowQuery())
        #expect(first.hits == snapshot.rank(pantry, query: CookNowQuery()).hits && index.keptRankings == 1)
        #expect(index.rank(pantry, query: CookNowQuery()).hits == first.hits)
        #expect(index.keptRankings == 1, "the same pantry and query: the kept ranking")

        var nextPage = CookNowQuery()
        nextPage.offset = 24
        #expect(index.rank(pantry, query: nextPage).hits == snapshot.rank(pantry, query: nextPage).hits)
        var more = pantry
        more.add(key: "key3", name: "key3", grams: 50, expiring: true)
        #expect(index.rank(more, query: CookNowQuery()).hits == snapshot.rank(more, query: CookNowQuery()).hits)
        #expect(index.keptRankings == 3, "another page and another pantry are ranked on their own")

        // A recipe saved that the pantry makes in full, and popular: on the first page at once.
        let keys = pantry.holdings.keys.sorted().prefix(2).map { CookNowLine(key: $0, grams: nil, count: nil) }
        let saved = CookNowRecipe(
            id: 99_999, category: "dinner", cuisine: nil, diet: 0, minutes: 10, kcal: 100, cost: 1, favourites: 1_000,
            editorialRank: 0, authorID: nil, isPublic: true, lines: keys)
        index.update { $0.upsert(saved) }
        var updated = snapshot
        updated.upsert(saved)
        let after = index.rank(pantry, query: CookNowQuery())
        #expect(after.hits.map(\.recipeID).contains(99_999) && after.hits == updated.rank(pantry, query: CookNowQuery()).hits)
        #expect(index.keptRankings == 1, "rankings of the earlier recipes are gone")
    }

    @Test func theLeastRecentlyUsedRankingGoesFirst() {
        var cache = GenerationCache<RankingKey, CookNowResults>(capacity: 2)
        let results = CookNowResults(hits: [], total: 0)
        func key(_ offset: Int) -> RankingKey {
            var query = CookNowQuery()
            query.offset = offset
            return RankingKey(pantry: PantrySet(), query: query)
        }
        cache.put(key(0), results, generation: 1)
        cache.put(key(1), results, generation: 1)
        #expect(cache.get(key(0), generation: 1) != nil)
        cache.put(key(2), results, generation: 1)
        #expect(cache.get(key(1), generation: 1) == nil && cache.get(key(0), generation: 1) != nil && cache.count == 2)
        #expect(cache.get(key(0), generation: 2) == nil, "not from another generation")
        cache.put(key(3), results, generation: 0)
        #expect(cache.get(key(3), generation: 0) == nil, "a ranking from an older index is not kept")
    }
}
