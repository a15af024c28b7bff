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
        return RelatedScratch.with(slots: entries.count, keys: keys.count) { scratch in
            // Tens of thousands of postings per call: each key becomes a bitset over recipe slots
            // (the postings are read in order and the bits written in order, no random access),
            // and a three-bit counter per slot adds the bitsets up, 64 slots at a time.
            for (index, key) in keys.enumerated() {
                let bits = scratch.bitset(index)
                if let dense = slotBits[key] {
                    // A common key's bitset is kept whole: copy it (it may be shorter than the
                    // scratch when the last recipes don't use the key, never longer).
                    _ = bits.update(fromContentsOf: dense.prefix(bits.count))
                    continue
                }
                postings[Int(key)].withUnsafeBufferPointer { list in
                    for posting in list {
                        let bit = SlotBit(posting.slot)
                        bits[bit.word] |= bit.mask
                    }
                }
            }
            scratch.countShared()

            func rarity(_ other: Int) -> Float {
                let bit = SlotBit(other)
                var sum: Float = 0
                for index in keys.indices where scratch.bitset(index)[bit.word] & bit.mask != 0 {
                    sum += weights[index]
                }
                return sum
            }
            // Best first: the most shared keys, then the rarer ones, then favourites, then slot.
            var ranked: [(slot: Int, shared: Int, rarity: Float, favourites: Int32)] = []
            ranked.reserveCapacity(limit + 1)
            // Level by level from all keys shared down to one: once a level leaves `limit` recipes
            // ranked, no recipe on a lower level can enter.
            for level in stride(from: keys.count, through: 1, by: -1) where ranked.count < limit {
                scratch.forEachSlot(sharing: level, among: visible) { other in
                    guard other != Int(slot) else { return }
                    let candidate = (slot: other, shared: level, rarity: rarity(other), favourites: favouriteCounts[other])
                    // Slots come in ascending order, so on a full tie the one already ranked stays ahead.
                    let index = ranked.firstIndex {
                        if candidate.shared != $0.shared { return candidate.shared > $0.shared }
                        if candidate.rarity != $0.rarity { return candidate.rarity > $0.rarity }
                        return candidate.favourites > $0.favourites
                    } ?? ranked.count
                    guard index < limit else { return }
                    ranked.insert(candidate, at: index)
                    if ranked.count > limit { ranked.removeLast() }
                }
            }
            return ranked.map { entries[$0.slot].id }
        }
    }
}

/// Working memory for one related-recipes ranking: a bitset over recipe slots per key, and three
/// bit planes holding, for every slot, how many of the keys it has (0–6).
private struct RelatedScratch {
    let words: Int
    let keys: Int
    let storage: UnsafeMutableBufferPointer<UInt64>

    static func with<T>(slots: Int, keys: Int, _ body: (RelatedScratch) -> T) -> T {
        let words = (slots + 63) / 64
        let storage = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: words * (keys + 3))
        storage.initialize(repeating: 0)
        defer { storage.deallocate() }
        return body(RelatedScratch(words: words, keys: keys, storage: storage))
    }

    func bitset(_ index: Int) -> UnsafeMutableBufferPointer<UInt64> {
        UnsafeMutableBufferPointer(rebasing: storage[(index * words)..<((index + 1) * words)])
    }

    /// Bit `bit` of every slot's count.
    private func plane(_ bit: Int) -> UnsafeMutableBufferPointer<UInt64> { bitset(keys + bit) }

    /// Adds the key bitsets into the three bit planes (a ripple-carry adder, 64 slots per word).
    func countShared() {
        let (p0, p1, p2) = (plane(0), plane(1), plane(2))
        for index in 0..<keys {
            let bits = bitset(index)
            for word in 0..<words {
                let add = bits[word]
                let carry0 = p0[word] & add
                p0[word] ^= add
                let carry1 = p1[word] & carry0
                p1[word] ^= carry0
                p2[word] |= carry1
            }
        }
    }

    /// Calls `body` for every slot set in `among` having exactly `level` of the keys, in slot order.
    func forEachSlot(sharing level: Int, among: [UInt64], _ body: (Int) -> Void) {
        let (p0, p1, p2) = (plane(0), plane(1), plane(2))
        for word in 0..<words {
            var match = (level & 1 != 0 ? p0[word] : ~p0[word]) & (level & 2 != 0 ? p1[word] : ~p1[word])
                & (level & 4 != 0 ? p2[word] : ~p2[word]) & among[word]
            while match != 0 {
                let bit = match.trailingZeroBitCount
                body(word << 6 | bit)
                match &= match - 1
            }
        }
    }
}
