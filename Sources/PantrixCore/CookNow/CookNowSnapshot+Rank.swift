import Foundation

extension CookNowSnapshot {
    /// Ranks recipes by fewest missing ingredients, then the share of the recipe on hand, then
    /// how many soon-to-expire items it uses, then popularity.
    package func rank(_ pantry: PantrySet, query: CookNowQuery) -> CookNowResults {
        let count = entries.count
        var have = [UInt16](repeating: 0, count: count)
        var expiring = [UInt16](repeating: 0, count: count)
        var excluded = [Bool](repeating: false, count: count)
        for key in query.excludedKeys {
            guard let id = keyIDs[key] else { continue }
            for posting in postings[Int(id)] { excluded[Int(posting.slot)] = true }
        }
        // Common keys held without an amount are counted 64 recipes at a time: their slot
        // bitsets are added into bit planes (plane p holds bit p of each slot's count of them).
        var common: [[UInt64]] = []
        for (key, holding) in pantry.holdings {
            guard let id = keyIDs[key] else { continue }
            let known = !query.ignoreAmounts
            let grams = known ? holding.grams.map(Float.init) ?? .nan : .nan, count = known ? holding.count.map(Float.init) ?? .nan : .nan
            if grams.isNaN && count.isNaN && !holding.expiring, let bits = slotBits[id] {
                common.append(bits)
                continue
            }
            let step: UInt16 = holding.expiring ? 1 : 0
            postings[Int(id)].withUnsafeBufferPointer { list in
                if grams.isNaN && count.isNaN {
                    // No amount known: having it is enough for every recipe (most pantry items).
                    for posting in list {
                        have[Int(posting.slot)] &+= 1
                        expiring[Int(posting.slot)] &+= step
                    }
                    return
                }
                for posting in list {
                    // A known amount that is too small counts as missing; without amounts, presence is enough.
                    guard PantrySet.enough(haveGrams: grams, haveCount: count, needGrams: posting.grams, needCount: posting.count) else { continue }
                    have[Int(posting.slot)] &+= 1
                    expiring[Int(posting.slot)] &+= step
                }
            }
        }
        let words = (count + 63) / 64
        let planeCount = Int.bitWidth - common.count.leadingZeroBitCount
        var planes = [UInt64](repeating: 0, count: planeCount * words)
        planes.withUnsafeMutableBufferPointer { planes in
            for bits in common {
                bits.withUnsafeBufferPointer { bits in
                    // A ripple-carry add of one bit per slot; no count exceeds common.count.
                    for word in 0..<min(bits.count, words) {
                        var carry = bits[word], index = word
                        while carry != 0 {
                            let next = planes[index] & carry
                            planes[index] ^= carry
                            carry = next
                            index += words
                        }
                    }
                }
            }
        }
        let dietMask = query.diets.reduce(UInt8(0)) { $0 | (Self.dietBits[$1] ?? 0) }
        // Without filters a recipe is judged on small arrays read in order; filters read the entry.
        let filtered = dietMask != 0 || query.category != nil || query.cuisine != nil || query.anyOf != nil
            || query.maxMinutes != nil || query.maxKcal != nil || query.maxCost != nil
        let filter = Filter(query, names: self, dietMask: dietMask)
        let wanted = query.offset + query.limit
        var kept = TopHits(snapshot: self, wanted: wanted)
        var total = 0
        // Recipes one food short of cookable, for "what to buy next".
        var oneShort: [Int32] = []
        entries.withUnsafeBufferPointer { entries in keyCounts.withUnsafeBufferPointer { keyCounts in planes.withUnsafeBufferPointer { planes in
            for slot in 0..<count {
                // `visible`: alive and everyone's (`RecipeAccess`); otherwise only the viewer's own.
                let bit = SlotBit(slot)
                if visible[bit.word] & bit.mask == 0 {
                    guard isAlive(slot: slot), RecipeAccess.isOwn(authorID: entries[slot].authorID, viewerID: query.viewerID) else { continue }
                }
                guard !excluded[slot] else { continue }
                if filtered && !filter.passes(entries[slot]) { continue }
                var held = Int(have[slot])
                let shift = UInt64(slot & 63)
                for plane in 0..<planeCount { held += Int((planes[plane * words + bit.word] >> shift) & 1) << plane }
                let keyCount = Int(keyCounts[slot])
                let missing = keyCount - held
                if missing == 1 { oneShort.append(Int32(slot)) }
                if let maxMissing = query.maxMissing, missing > maxMissing { continue }
                total += 1
                // Most recipes miss more than the worst kept: dropped before their entry is read.
                if let worst = kept.worst, missing > worst.hit.missing { continue }
                kept.offer(CookNowHit(recipeID: entries[slot].id, total: keyCount, have: held, expiringUsed: Int(expiring[slot])),
                           slot: Int32(slot))
            }
        } } }
        return CookNowResults(hits: Array(kept.best().dropFirst(query.offset).prefix(query.limit)), total: total,
                              nextBuys: nextBuys(oneShort: oneShort, pantry: pantry, ignoreAmounts: query.ignoreAmounts))
    }

    /// The foods that would make the most recipes cookable: for each recipe missing exactly one,
    /// that one, counted (only those recipes' keys are read, never every recipe's).
    private func nextBuys(oneShort: [Int32], pantry: PantrySet, ignoreAmounts: Bool, limit: Int = 5) -> [CookNowNextBuy] {
        var held = [Bool](repeating: false, count: keyNames.count)
        for key in pantry.holdings.keys { if let id = keyIDs[key] { held[Int(id)] = true } }
        var unlocks: [Int32: Int] = [:]
        for slot in oneShort {
            let keys = keys(ofSlot: Int(slot)), needs = needs(ofSlot: Int(slot)), counts = counts(ofSlot: Int(slot))
            // Every key held means one is held in too small an amount: that one is the buy.
            let lacking = keys.indices.first { !held[Int(keys[$0])] } ?? keys.indices.first { index in
                guard let holding = pantry.holdings[keyNames[Int(keys[index])]] else { return true }
                if ignoreAmounts { return false }
                return !PantrySet.enough(haveGrams: holding.grams.map(Float.init) ?? .nan, haveCount: holding.count.map(Float.init) ?? .nan,
                                         needGrams: needs[index], needCount: counts[index])
            }
            if let lacking { unlocks[keys[lacking], default: 0] += 1 }
        }
        return unlocks.sorted { ($1.value, keyNames[Int($0.key)]) < ($0.value, keyNames[Int($1.key)]) }.prefix(limit)
            .map { CookNowNextBuy(key: keyNames[Int($0.key)], unlocks: $0.value) }
    }

    /// A query's filters in the entries' terms: categories and cuisines as their numbers.
    private struct Filter {
        let query: CookNowQuery
        let dietMask: UInt8
        /// nil: no such filter. A name no recipe has becomes `UInt16.max`, which no entry has.
        let category: UInt16?, cuisine: UInt16?
        let anyOf: (categories: Set<UInt16>, cuisines: Set<UInt16>)?

        init(_ query: CookNowQuery, names: CookNowSnapshot, dietMask: UInt8) {
            self.query = query
            self.dietMask = dietMask
            // A name no recipe has matches nothing: a number past every name stands for it.
            let none = UInt16.max
            category = query.category.map { names.nameID($0) ?? none }
            cuisine = query.cuisine.map { names.nameID($0) ?? none }
            anyOf = query.anyOf.map { (Set($0.categories.compactMap(names.nameID)), Set($0.cuisines.compactMap(names.nameID)).subtracting([0])) }
        }

        func passes(_ entry: Entry) -> Bool {
            if dietMask != 0 && entry.diet & dietMask != dietMask { return false }
            if let category, entry.category != category { return false }
            if let cuisine, entry.cuisine != cuisine { return false }
            if let anyOf, !anyOf.categories.contains(entry.category), !anyOf.cuisines.contains(entry.cuisine) { return false }
            if let maxMinutes = query.maxMinutes, entry.minutes < 0 || Int(entry.minutes) > maxMinutes { return false }
            if let maxKcal = query.maxKcal, entry.kcal.isNaN || Double(entry.kcal) > Double(maxKcal) { return false }
            if let maxCost = query.maxCost, entry.cost.isNaN || Double(entry.cost) > maxCost { return false }
            return true
        }
    }

    /// Whether `a` ranks ahead of `b`: fewer missing, a larger share on hand, more expiring
    /// items used, more favourites, a better editorial rank, then the smaller id.
    func ranksAhead(_ a: CookNowHit, slot slotA: Int32, of b: CookNowHit, slot slotB: Int32) -> Bool {
        if a.missing != b.missing { return a.missing < b.missing }
        // have/total compared without division: a.have * b.total vs b.have * a.total.
        let shareA = a.have * max(b.total, 1), shareB = b.have * max(a.total, 1)
        if shareA != shareB { return shareA > shareB }
        if a.expiringUsed != b.expiringUsed { return a.expiringUsed > b.expiringUsed }
        let favouritesA = favouriteCounts[Int(slotA)], favouritesB = favouriteCounts[Int(slotB)]
        if favouritesA != favouritesB { return favouritesA > favouritesB }
        let rankA = entries[Int(slotA)].editorialRank, rankB = entries[Int(slotB)].editorialRank
        if rankA != rankB { return rankA < rankB }
        return a.recipeID < b.recipeID
    }
}

/// The best `wanted` hits seen so far. A hit that cannot beat the worst kept one is dropped at
/// once; the rest collect in a buffer that is sorted and cut back to `wanted` when it fills, so
/// a hundred thousand recipes cost a few small sorts.
private struct TopHits {
    let snapshot: CookNowSnapshot
    let wanted: Int
    var hits: [(hit: CookNowHit, slot: Int32)] = []
    /// The worst of the `wanted` kept after the last cut (nil until the first cut).
    var worst: (hit: CookNowHit, slot: Int32)?

    init(snapshot: CookNowSnapshot, wanted: Int) {
        self.snapshot = snapshot
        self.wanted = wanted
        hits.reserveCapacity(4 * wanted + 256)
    }

    mutating func offer(_ hit: CookNowHit, slot: Int32) {
        if let worst, !snapshot.ranksAhead(hit, slot: slot, of: worst.hit, slot: worst.slot) { return }
        hits.append((hit, slot))
        if hits.count >= 4 * wanted + 256 { cut() }
    }

    private mutating func cut() {
        sort()
        hits.removeSubrange(min(wanted, hits.count)...)
        worst = hits.count == wanted ? hits.last : nil
    }

    private mutating func sort() {
        let snapshot = snapshot
        hits.sort { snapshot.ranksAhead($0.hit, slot: $0.slot, of: $1.hit, slot: $1.slot) }
    }

    mutating func best() -> [CookNowHit] {
        sort()
        return hits.prefix(wanted).map(\.hit)
    }
}
