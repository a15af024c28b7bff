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
        return withKeyBits(keys[...], []) { sources in
            visible.withUnsafeBufferPointer { visible in
                favouriteCounts.withUnsafeBufferPointer { favourites in
                    var ranking = RelatedRanking(limit: limit, weights: weights, sources: sources, favourites: favourites)
                    ranking.run(over: visible, skipping: Int(slot))
                    return ranking.ranked.map { entries[$0.slot].id }
                }
            }
        }
    }

    /// Each key's slots as `RelatedRanking` reads them: a common key's bitset in place, a rarer
    /// key's postings (they are in slot order).
    private func withKeyBits<R>(_ keys: ArraySlice<Int32>, _ done: [RelatedKeyBits], _ body: ([RelatedKeyBits]) -> R) -> R {
        guard let key = keys.first else { return body(done) }
        if let bits = slotBits[key] {
            return bits.withUnsafeBufferPointer { withKeyBits(keys.dropFirst(), done + [RelatedKeyBits(bitset: $0)], body) }
        }
        return postings[Int(key)].withUnsafeBufferPointer {
            withKeyBits(keys.dropFirst(), done + [RelatedKeyBits(postings: $0)], body)
        }
    }
}

/// One key's recipe slots, 64 at a time in word order (`SlotBit`).
private struct RelatedKeyBits {
    var bitset: UnsafeBufferPointer<UInt64>?
    var postings = UnsafeBufferPointer<CookNowSnapshot.Posting>(start: nil, count: 0)
    /// The first posting not yet read.
    var next = 0

    init(bitset: UnsafeBufferPointer<UInt64>) { self.bitset = bitset }
    init(postings: UnsafeBufferPointer<CookNowSnapshot.Posting>) { self.postings = postings }

    /// The key's bits in `word`; words are asked for in increasing order.
    mutating func bits(inWord word: Int) -> UInt64 {
        if let bitset { return word < bitset.count ? bitset[word] : 0 }
        var bits: UInt64 = 0
        while next < postings.count {
            let bit = SlotBit(postings[next].slot)
            guard bit.word <= word else { break }
            if bit.word == word { bits |= bit.mask }
            next += 1
        }
        return bits
    }

    /// The next word holding one of the postings' slots (nil for a bitset, or when none is left).
    var nextPostingWord: Int? {
        guard bitset == nil, next < postings.count else { return nil }
        return Int(postings[next].slot) >> 6
    }
}

/// The related-recipes ranking in one pass over the slots, 64 at a time: the keys' bits are added
/// up in three bit planes held in registers (a ripple-carry adder, each slot's count of shared
/// keys, 0–6), and only slots sharing at least as many keys as the last one ranked are looked at.
/// Nothing is copied or allocated per slot. Once only recipes with a rarer key (one without a
/// common key's bitset) can still enter, it jumps from one of their postings to the next instead
/// of reading every word, so a recipe with rare ingredients is ranked among the few that have them.
private struct RelatedRanking {
    let limit: Int
    let weights: [Float]
    var sources: [RelatedKeyBits]
    let favourites: UnsafeBufferPointer<Int32>
    /// Best first: the most shared keys, then the rarer ones, then favourites, then slot.
    private(set) var ranked: [(slot: Int, shared: Int, rarity: Float, favourites: Int32)] = []

    init(limit: Int, weights: [Float], sources: [RelatedKeyBits], favourites: UnsafeBufferPointer<Int32>) {
        self.limit = limit
        self.weights = weights
        self.sources = sources
        self.favourites = favourites
        ranked.reserveCapacity(limit + 1)
    }

    /// The fewest shared keys a recipe needs to enter the ranking.
    private var floor: Int { ranked.count == limit ? ranked[limit - 1].shared : 1 }

    mutating func run(over visible: UnsafeBufferPointer<UInt64>, skipping own: Int) {
        let commonKeys = sources.count { $0.bitset != nil }
        var keyWords = [UInt64](repeating: 0, count: sources.count)
        var word = 0
        while word < visible.count {
            if floor > commonKeys {
                guard let next = sources.compactMap(\.nextPostingWord).min() else { return }
                word = max(word, next)
                guard word < visible.count else { return }
            }
            var (p0, p1, p2): (UInt64, UInt64, UInt64) = (0, 0, 0)
            for index in sources.indices {
                let add = sources[index].bits(inWord: word)
                keyWords[index] = add
                let carry0 = p0 & add
                p0 ^= add
                let carry1 = p1 & carry0
                p1 ^= carry0
                p2 |= carry1
            }
            var match = Self.slots(sharingAtLeast: floor, p0, p1, p2) & visible[word]
            while match != 0 {
                let bit = match.trailingZeroBitCount
                match &= match - 1
                let slot = word << 6 | bit
                guard slot != own else { continue }
                var shared = 0
                var rarity: Float = 0
                for index in keyWords.indices where keyWords[index] >> UInt64(bit) & 1 != 0 {
                    shared += 1
                    rarity += weights[index]
                }
                consider((slot: slot, shared: shared, rarity: rarity, favourites: favourites[slot]))
            }
            word += 1
        }
    }

    /// Slots come in ascending order, so on a full tie the one already ranked stays ahead.
    private mutating func consider(_ candidate: (slot: Int, shared: Int, rarity: Float, favourites: Int32)) {
        let index = ranked.firstIndex {
            if candidate.shared != $0.shared { return candidate.shared > $0.shared }
            if candidate.rarity != $0.rarity { return candidate.rarity > $0.rarity }
            return candidate.favourites > $0.favourites
        } ?? ranked.count
        guard index < limit else { return }
        ranked.insert(candidate, at: index)
        if ranked.count > limit { ranked.removeLast() }
    }

    /// The slots whose count (bits p2 p1 p0) is at least `level` (1–7).
    private static func slots(sharingAtLeast level: Int, _ p0: UInt64, _ p1: UInt64, _ p2: UInt64) -> UInt64 {
        switch level {
        case ...1: p0 | p1 | p2
        case 2: p1 | p2
        case 3: p2 | (p1 & p0)
        case 4: p2
        case 5: p2 & (p1 | p0)
        case 6: p2 & p1
        default: p2 & p1 & p0
        }
    }
}
