import Foundation

extension CookNowSnapshot {
    /// Ranks recipes by fewest missing ingredients, then the share of the recipe on hand, then
    /// how many soon-to-expire items it uses, then popularity.
    func rank(_ pantry: PantrySet, query: CookNowQuery) -> CookNowResults {
        let count = entries.count
        var have = [UInt16](repeating: 0, count: count)
        var expiring = [UInt16](repeating: 0, count: count)
        var excluded = [Bool](repeating: false, count: count)
        for key in query.excludedKeys {
            guard let id = keyIDs[key] else { continue }
            for posting in postings[Int(id)] { excluded[Int(posting.slot)] = true }
        }
        for (key, holding) in pantry.holdings {
            guard let id = keyIDs[key] else { continue }
            let grams = holding.grams.map(Float.init) ?? .nan, count = holding.count.map(Float.init) ?? .nan
            for posting in postings[Int(id)] {
                // A known amount that is too small counts as missing; without amounts, presence is enough.
                guard PantrySet.enough(haveGrams: grams, haveCount: count, needGrams: posting.grams, needCount: posting.count) else { continue }
                have[Int(posting.slot)] += 1
                if holding.expiring { expiring[Int(posting.slot)] += 1 }
            }
        }
        let dietMask = query.diets.reduce(UInt8(0)) { $0 | (Self.dietBits[$1] ?? 0) }
        var candidates: [CookNowHit] = []
        candidates.reserveCapacity(min(count, 4096))
        var total = 0
        var threshold = Int.max
        // Fields are read in place through the buffer: binding a whole Entry would retain its
        // arrays and strings once per recipe, which was a large share of the loop.
        entries.withUnsafeBufferPointer { entries in
            for slot in 0..<count {
                guard entries[slot].alive, !excluded[slot], entries[slot].isPublic || entries[slot].authorID == query.viewerID,
                      dietMask == 0 || entries[slot].diet & dietMask == dietMask
                else { continue }
                if let category = query.category, entries[slot].category != category { continue }
                if let cuisine = query.cuisine, entries[slot].cuisine != cuisine { continue }
                if let anyOf = query.anyOf, !anyOf.categories.contains(entries[slot].category),
                   !(entries[slot].cuisine.map(anyOf.cuisines.contains) ?? false) { continue }
                if let maxMinutes = query.maxMinutes, entries[slot].minutes < 0 || Int(entries[slot].minutes) > maxMinutes { continue }
                if let maxKcal = query.maxKcal, entries[slot].kcal.isNaN || Double(entries[slot].kcal) > Double(maxKcal) { continue }
                if let maxCost = query.maxCost, entries[slot].cost.isNaN || Double(entries[slot].cost) > maxCost { continue }
                let keyCount = entries[slot].keys.count
                let missing = keyCount - Int(have[slot])
                if let maxMissing = query.maxMissing, missing > maxMissing { continue }
                total += 1
                // Only recipes that could still make the page are kept and sorted.
                if missing > threshold { continue }
                candidates.append(CookNowHit(recipeID: entries[slot].id, total: keyCount, have: Int(have[slot]), expiringUsed: Int(expiring[slot])))
                if candidates.count >= 4 * (query.offset + query.limit) + 256 {
                    candidates = Array(sorted(candidates).prefix(query.offset + query.limit))
                    threshold = candidates.last?.missing ?? Int.max
                }
            }
        }
        let page = sorted(candidates).dropFirst(query.offset).prefix(query.limit)
        return CookNowResults(hits: Array(page), total: total)
    }

    private func sorted(_ hits: [CookNowHit]) -> [CookNowHit] {
        hits.sorted { a, b in
            if a.missing != b.missing { return a.missing < b.missing }
            let shareA = Double(a.have) / Double(max(a.total, 1)), shareB = Double(b.have) / Double(max(b.total, 1))
            if shareA != shareB { return shareA > shareB }
            if a.expiringUsed != b.expiringUsed { return a.expiringUsed > b.expiringUsed }
            let slotA = Int(slotOfRecipe[a.recipeID] ?? 0), slotB = Int(slotOfRecipe[b.recipeID] ?? 0)
            if favouriteCounts[slotA] != favouriteCounts[slotB] { return favouriteCounts[slotA] > favouriteCounts[slotB] }
            let ea = entries[slotA], eb = entries[slotB]
            if ea.editorialRank != eb.editorialRank { return ea.editorialRank < eb.editorialRank }
            return a.recipeID < b.recipeID
        }
    }
}
