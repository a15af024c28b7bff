import Foundation

extension CookNowSnapshot {
    /// Public recipes sharing the most ingredients with this one, staples aside; ties go to the
    /// recipe sharing the rarer ingredients, then to the more popular one.
    func related(to recipeID: Int64, limit: Int, isStaple: (String) -> Bool) -> [Int64] {
        guard let slot = slotOfRecipe[recipeID] else { return [] }
        let keys = entries[Int(slot)].keys.filter { !isStaple(keyNames[Int($0)]) }
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
        let ranked = touched.filter { entries[Int($0)].alive && entries[Int($0)].isPublic }.sorted { a, b in
            let (x, y) = (Int(a), Int(b))
            if shared[x] != shared[y] { return shared[x] > shared[y] }
            if rarity[x] != rarity[y] { return rarity[x] > rarity[y] }
            return entries[x].favourites > entries[y].favourites
        }
        return ranked.prefix(limit).map { entries[Int($0)].id }
    }
}
