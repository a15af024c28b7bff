import Foundation

extension CookNowSnapshot {
    /// Public recipes sharing the most ingredients with this one, staples aside; ties go to the
    /// recipe sharing the rarer ingredients, then to the more popular one, then to the older one.
    func related(to recipeID: Int64, limit: Int, isStaple: (String) -> Bool) -> [Int64] {
        guard let slot = slotOfRecipe[recipeID], limit > 0 else { return [] }
        // The six rarest ingredients decide: they say most about the dish, and walking the
        // postings of onion or garlic (in a third of all recipes) would cost more than it tells.
        let keys = Array(keys(ofSlot: Int(slot)).filter { !isStaple(keyNames[Int($0)]) }
            .sorted { postings[Int($0)].count < postings[Int($1)].count }.prefix(6))
        guard !keys.isEmpty else { return [] }
        let weights = keys.map { 1 / Float(max(postings[Int($0)].count, 1)) }
        var walk = RelatedWalk(keys: keys.map { KeySlots(dense: slotBits[$0], postings: postings[Int($0)]) })
        var ranked = RelatedRanking(limit: limit)
        // One pass over the slots, 64 at a time: each key's 64 bits (a common key's kept bitset,
        // or a rarer key's postings, read in order as the pass reaches them), a three-bit count
        // per slot added up in registers, and only slots sharing as many keys as the ranking's
        // last (once it is full) looked at. No working memory, nothing written per slot.
        for word in 0..<((entries.count + 63) / 64) {
            let counts = walk.counts(atWord: word)
            var candidates = counts.atLeast(ranked.floor) & visible[word]
            while candidates != 0 {
                let bit = candidates.trailingZeroBitCount
                candidates &= candidates - 1
                let other = word << 6 | bit
                guard other != Int(slot) else { continue }
                var rarity: Float = 0
                for index in keys.indices where walk.bits[index] & (1 << UInt64(bit)) != 0 { rarity += weights[index] }
                ranked.offer(slot: other, shared: counts.level(ofBit: bit), rarity: rarity, favourites: favouriteCounts[other])
            }
        }
        return ranked.best.map { entries[$0.slot].id }
    }
}

/// Where one key's recipe slots are read from: its bitset, or its postings (in slot order).
struct KeySlots {
    let dense: [UInt64]?
    let postings: AppendOnlyArray<CookNowSnapshot.Posting>
}

/// The keys' bits word by word, each rarer key's postings read up to the word reached.
struct RelatedWalk {
    let keys: [KeySlots]
    private var cursors: [Int]
    /// Each key's 64 bits of the last word read.
    private(set) var bits: [UInt64]

    init(keys: [KeySlots]) {
        self.keys = keys
        cursors = Array(repeating: 0, count: keys.count)
        bits = Array(repeating: 0, count: keys.count)
    }

    /// How many of the keys each slot of the word has.
    mutating func counts(atWord word: Int) -> SlotCounts {
        var counts = SlotCounts()
        for index in keys.indices {
            var add: UInt64 = 0
            if let dense = keys[index].dense {
                // A kept bitset may be shorter than the slots (the last recipes lack the key).
                if word < dense.count { add = dense[word] }
            } else {
                let postings = keys[index].postings, end = (word + 1) << 6
                var cursor = cursors[index]
                while cursor < postings.count, Int(postings[cursor].slot) < end {
                    add |= SlotBit(postings[cursor].slot).mask
                    cursor += 1
                }
                cursors[index] = cursor
            }
            bits[index] = add
            counts.add(add)
        }
        return counts
    }
}

/// 64 slots' counts (0–7) as three bit planes, added to by a ripple-carry adder.
struct SlotCounts {
    private var p0: UInt64 = 0, p1: UInt64 = 0, p2: UInt64 = 0

    mutating func add(_ bits: UInt64) {
        let carry0 = p0 & bits
        p0 ^= bits
        let carry1 = p1 & carry0
        p1 ^= carry0
        p2 |= carry1
    }

    /// Slots whose count is at least `level` (1–7).
    func atLeast(_ level: Int) -> UInt64 {
        var any: UInt64 = 0
        for count in max(level, 1)...7 {
            any |= (count & 1 != 0 ? p0 : ~p0) & (count & 2 != 0 ? p1 : ~p1) & (count & 4 != 0 ? p2 : ~p2)
        }
        return any
    }

    func level(ofBit bit: Int) -> Int {
        Int(p0 >> UInt64(bit) & 1) | Int(p1 >> UInt64(bit) & 1) << 1 | Int(p2 >> UInt64(bit) & 1) << 2
    }
}

/// The best `limit` candidates so far, best first: the most shared keys, then the rarer ones, then
/// favourites; on a full tie the one offered first (the lower slot) stays ahead.
struct RelatedRanking {
    let limit: Int
    private(set) var best: [(slot: Int, shared: Int, rarity: Float, favourites: Int32)] = []

    init(limit: Int) {
        self.limit = limit
        best.reserveCapacity(limit + 1)
    }

    /// The fewest shared keys a candidate may have to enter: the last one's, once full.
    var floor: Int { best.count < limit ? 1 : best[best.count - 1].shared }

    mutating func offer(slot: Int, shared: Int, rarity: Float, favourites: Int32) {
        let index = best.firstIndex {
            if shared != $0.shared { return shared > $0.shared }
            if rarity != $0.rarity { return rarity > $0.rarity }
            return favourites > $0.favourites
        } ?? best.count
        guard index < limit else { return }
        best.insert((slot, shared, rarity, favourites), at: index)
        if best.count > limit { best.removeLast() }
    }
}
