import Foundation

extension CookNowSnapshot {
    /// Public recipes sharing the most ingredients with this one, staples aside; ties go to the
    /// recipe sharing the rarer ingredients, then to the more popular one.
    func related(to recipeID: Int64, limit: Int, isStaple: (String) -> Bool) -> [Int64] {
        guard let slot = slotOfRecipe[recipeID] else { return [] }
        // The six rarest ingredients decide: they say most about the dish, and walking the
        // postings of onion or garlic (in a third of all recipes) would cost more than it tells.
        let keys = entries[Int(slot)].keys.filter { !isStaple(keyNames[Int($0)]) }
            .sorted { postings[Int($0)].count < postings[Int($1)].count }.prefix(6)
        var shared = [UInt8](repeating: 0, count: entries.count)
        var rarity = [Float](repeating: 0, count: entries.count)
        var touched: [Int32] = []
        for key in keys {
            let list = postings[Int(key)]
            let weight = 1 / Float(max(list.count, 1))
            for posting in list where posting.slot != slot {
                let other = Int(posting.slot)
                if shared[other] == 0 { touched.append(posting.slot) }
                shared[other] &+= 1
                rarity[other] += weight
            }
        }
        // Only the best few are wanted: keep a small sorted list instead of sorting every neighbour.
        func better(_ a: Int32, _ b: Int32) -> Bool {
            let (x, y) = (Int(a), Int(b))
            if shared[x] != shared[y] { return shared[x] > shared[y] }
            if rarity[x] != rarity[y] { return rarity[x] > rarity[y] }
            return entries[x].favourites > entries[y].favourites
        }
        var ranked: [Int32] = []
        // Most neighbours share one ingredient and lose to the current last place on the compact
        // counters alone; only the few that might win read their (large, cache-cold) entry.
        for candidate in touched {
            if ranked.count == limit, let last = ranked.last, !better(candidate, last) { continue }
            guard entries[Int(candidate)].alive, entries[Int(candidate)].isPublic else { continue }
            let index = ranked.firstIndex { better(candidate, $0) } ?? ranked.count
            ranked.insert(candidate, at: index)
            if ranked.count > limit { ranked.removeLast() }
        }
        return ranked.prefix(limit).map { entries[Int($0)].id }
    }
}
