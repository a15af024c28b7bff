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
        return withKeySlots(keys[...], []) { keySlots in
            visible.withUnsafeBufferPointer { visible in
                var ranking = RelatedRanking(limit: limit, weights: weights, favourites: favouriteCounts, favouriteBits: favouriteBits)
                let own = Int(slot)
                let postings = keySlots.reduce(0) { $0 + ($1.bitset == nil ? $1.postings.count : 0) }
                if keySlots.allSatisfy({ $0.bitset == nil }), postings <= visible.count {
                    ranking.rankPostings(of: keySlots, among: visible, skipping: own)
                } else if ranking.rankSharingAll(keySlots, among: visible, skipping: own) {
                    // Fewer than `limit` recipes share every key, and all of them are ranked:
                    // the levels below.
                    ranking.rankSlots(of: keySlots, among: visible, skipping: own, below: keySlots.count)
                } else {
                    ranking.rankSlots(of: keySlots, among: visible, skipping: own)
                }
                return ranking.ranked.map { entries[$0.slot].id }
            }
        }
    }

    /// Each key's recipes as the ranking reads them: a common key's bitset in place, a rarer
    /// key's postings (in slot order).
    private func withKeySlots<R>(_ keys: ArraySlice<Int32>, _ done: [KeySlots], _ body: ([KeySlots]) -> R) -> R {
        guard let key = keys.first else { return body(done) }
        if let bits = slotBits[key] {
            return bits.withUnsafeBufferPointer { withKeySlots(keys.dropFirst(), done + [KeySlots(bitset: $0)], body) }
        }
        return postings[Int(key)].withUnsafeBufferPointer {
            withKeySlots(keys.dropFirst(), done + [KeySlots(postings: $0)], body)
        }
    }
}

/// One key's recipe slots: a bitset over slots (`SlotBit`) for a common key, else its postings.
private struct KeySlots {
    var bitset: UnsafeBufferPointer<UInt64>?
    var postings = UnsafeBufferPointer<CookNowSnapshot.Posting>(start: nil, count: 0)

    init(bitset: UnsafeBufferPointer<UInt64>) { self.bitset = bitset }
    init(postings: UnsafeBufferPointer<CookNowSnapshot.Posting>) { self.postings = postings }

    /// The key's bits for the 64 slots of `word`.
    func bits(inWord word: Int) -> UInt64 {
        if let bitset { return word < bitset.count ? bitset[word] : 0 }
        // Postings are in slot order: the first one in the word, then the rest of it.
        var (low, high) = (0, postings.count)
        while low < high {
            let middle = (low + high) / 2
            if Int(postings[middle].slot) >> 6 < word { low = middle + 1 } else { high = middle }
        }
        var bits: UInt64 = 0
        while low < postings.count, Int(postings[low].slot) >> 6 == word {
            bits |= SlotBit(postings[low].slot).mask
            low += 1
        }
        return bits
    }
}

/// The related-recipes ranking. Which keys a recipe shares (six bits, `subset`) decide its place
/// but for favourites and age, so each subset's count and rarity are worked out once, and, as
/// soon as `limit` recipes are ranked, the favourites a recipe sharing it would need to enter:
/// most recipes looked at are turned away by a table read.
private struct RelatedRanking {
    let limit: Int
    let favourites: ChunkedArray<Int32>
    /// `CookNowSnapshot.favouriteBits`.
    let favouriteBits: [[UInt64]]
    private let sharedCount: [Int]
    private let rarityOf: [Float]
    /// By subset: a recipe enters if its favourites are above this (`Int32.max`: none does).
    private var entryFavourites: [Int32]
    /// By number of shared keys: which of `favouriteBits` a recipe must be in to enter (-1: any
    /// recipe may, `closed`: none can).
    private var favouriteFilter = [Int](repeating: -1, count: 8)
    private var fewestFavourites = [Int32](repeating: .max, count: 8)
    private static let closed = -2
    /// Best first: the most shared keys, then the rarer ones, then favourites, then slot.
    private(set) var ranked: [(slot: Int, shared: Int, rarity: Float, favourites: Int32)] = []

    init(limit: Int, weights: [Float], favourites: ChunkedArray<Int32>, favouriteBits: [[UInt64]]) {
        self.limit = limit
        self.favourites = favourites
        self.favouriteBits = favouriteBits
        let subsets = 0..<(1 << weights.count)
        sharedCount = subsets.map(\.nonzeroBitCount)
        // Summed in key order, as one recipe at a time would be.
        rarityOf = subsets.map { subset in weights.indices.reduce(Float(0)) { subset >> $1 & 1 != 0 ? $0 + weights[$1] : $0 } }
        entryFavourites = subsets.map { $0 != 0 ? Int32.min : Int32.max }
        ranked.reserveCapacity(limit + 1)
    }

    /// Only rarer keys, with fewer postings in all than there are words of slots: their postings
    /// merged by slot, so a recipe with rare ingredients is ranked among the few that have them.
    mutating func rankPostings(of keys: [KeySlots], among visible: UnsafeBufferPointer<UInt64>, skipping own: Int) {
        // Each key's postings are in slot order: merged, the lowest slot left next each time.
        var next = [Int](repeating: 0, count: keys.count)
        while true {
            var slot = Int.max
            for index in keys.indices where next[index] < keys[index].postings.count {
                slot = min(slot, Int(keys[index].postings[next[index]].slot))
            }
            guard slot != .max else { return }
            var subset = 0
            for index in keys.indices where next[index] < keys[index].postings.count && Int(keys[index].postings[next[index]].slot) == slot {
                subset |= 1 << index
                next[index] += 1
            }
            let bit = SlotBit(slot)
            guard slot != own, bit.word < visible.count, visible[bit.word] & bit.mask != 0 else { continue }
            consider(slot: slot, subset: subset)
        }
    }

    /// Recipes sharing every key (all common ones), the variants of the same dish: their bitsets
    /// ANDed eight words (a cache line) at a time, rarest first, leaving the eight as soon as no
    /// slot in them can have them all (nor, once `limit` are ranked, is favourited often enough
    /// to enter), so the commoner keys' bitsets are mostly not read. Returns whether it could
    /// (every key has a bitset); when fewer than `limit` share them all, the caller goes on with
    /// the lower levels.
    mutating func rankSharingAll(_ keys: [KeySlots], among visible: UnsafeBufferPointer<UInt64>, skipping own: Int) -> Bool {
        let bitsets = keys.compactMap(\.bitset)
        guard bitsets.count == keys.count else { return false }
        let everyKey = (1 << keys.count) - 1
        let ownBit = SlotBit(own)
        var word = 0
        while word < visible.count {
            defer { word += 8 }
            let filter = favouriteFilter[keys.count]
            if filter == Self.closed { break }
            // The most telling first: the rarest keys, then favourites, then whether it is public.
            var match = SIMD8<UInt64>(repeating: ~0)
            for bitset in bitsets where match != .zero {
                match &= Self.eightWords(of: bitset, from: word)
            }
            if filter >= 0, match != .zero {
                match &= favouriteBits[filter].withUnsafeBufferPointer { Self.eightWords(of: $0, from: word) }
            }
            guard match != .zero else { continue }
            match &= Self.eightWords(of: visible, from: word)
            if (word..<word + 8).contains(ownBit.word) { match[ownBit.word - word] &= ~ownBit.mask }
            for index in 0..<8 {
                var bits = match[index]
                while bits != 0 {
                    consider(slot: (word + index) << 6 | bits.trailingZeroBitCount, subset: everyKey)
                    bits &= bits - 1
                }
            }
        }
        return true
    }

    /// Words `word..<word + 8` of `bits`, zero past its end.
    @inline(__always)
    private static func eightWords(of bits: UnsafeBufferPointer<UInt64>, from word: Int) -> SIMD8<UInt64> {
        if word + 8 <= bits.count { return UnsafeRawPointer(bits.baseAddress! + word).loadUnaligned(as: SIMD8<UInt64>.self) }
        var eight = SIMD8<UInt64>()
        for index in 0..<8 where word + index < bits.count { eight[index] = bits[word + index] }
        return eight
    }

    /// Any keys: each slot's count of shared keys (0–6) in three bit planes over the slots, the
    /// keys added in 64 slots at a time (a ripple-carry adder; a common key's bitset is read in
    /// place, a rarer key's postings added one by one), then level by level from all keys shared
    /// down: once a level leaves `limit` recipes ranked, no recipe on a lower level can enter.
    mutating func rankSlots(of keys: [KeySlots], among visible: UnsafeBufferPointer<UInt64>, skipping own: Int, below top: Int = 7) {
        guard ranked.count < limit else { return }
        let words = visible.count
        let planes = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: 3 * words)
        planes.initialize(repeating: 0)
        defer { planes.deallocate() }
        let p0 = planes.baseAddress!, p1 = p0 + words, p2 = p1 + words
        for key in keys {
            if let bitset = key.bitset {
                // Shorter than the slots when the last recipes don't use the key, never longer.
                for word in 0..<min(words, bitset.count) { Self.add(bitset[word], at: word, to: p0, p1, p2) }
            } else {
                for posting in key.postings {
                    let bit = SlotBit(posting.slot)
                    if bit.word < words { Self.add(bit.mask, at: bit.word, to: p0, p1, p2) }
                }
            }
        }
        let everyKey = (1 << keys.count) - 1
        var keyWords = [UInt64](repeating: 0, count: keys.count)
        for level in stride(from: min(keys.count, top - 1), through: 1, by: -1) where ranked.count < limit {
            for word in 0..<words {
                var match = (level & 1 != 0 ? p0[word] : ~p0[word]) & (level & 2 != 0 ? p1[word] : ~p1[word])
                    & (level & 4 != 0 ? p2[word] : ~p2[word]) & visible[word]
                guard match != 0 else { continue }
                // Once only favourites can get a recipe of this level in, the others are left out
                // 64 at a time; once nothing can, the level is done.
                let filter = favouriteFilter[level]
                if filter == Self.closed { break }
                if filter >= 0 {
                    let bits = favouriteBits[filter]
                    match &= word < bits.count ? bits[word] : 0
                    guard match != 0 else { continue }
                }
                // Which keys each slot has: with all of them, no need to look.
                if level < keys.count {
                    for index in keys.indices { keyWords[index] = keys[index].bits(inWord: word) }
                }
                while match != 0 {
                    let bit = match.trailingZeroBitCount
                    match &= match - 1
                    let slot = word << 6 | bit
                    guard slot != own else { continue }
                    var subset = everyKey
                    if level < keys.count {
                        subset = 0
                        for index in keyWords.indices { subset |= Int(keyWords[index] >> UInt64(bit) & 1) << index }
                    }
                    consider(slot: slot, subset: subset)
                }
            }
        }
    }

    /// Adds one to the count (bits p2 p1 p0) of each slot set in `bits`, 64 slots of `word` at a
    /// time (a ripple-carry adder).
    @inline(__always)
    private static func add(
        _ bits: UInt64, at word: Int, to p0: UnsafeMutablePointer<UInt64>, _ p1: UnsafeMutablePointer<UInt64>, _ p2: UnsafeMutablePointer<UInt64>
    ) {
        let carry0 = p0[word] & bits
        p0[word] ^= bits
        let carry1 = p1[word] & carry0
        p1[word] ^= carry0
        p2[word] |= carry1
    }

    /// Slots come in ascending order within a level, so on a full tie the one already ranked
    /// stays ahead.
    private mutating func consider(slot: Int, subset: Int) {
        let entry = entryFavourites[subset]
        guard entry != .max, favourites[slot] > entry else { return }
        let candidate = (slot: slot, shared: sharedCount[subset], rarity: rarityOf[subset], favourites: favourites[slot])
        let index = ranked.firstIndex {
            if candidate.shared != $0.shared { return candidate.shared > $0.shared }
            if candidate.rarity != $0.rarity { return candidate.rarity > $0.rarity }
            return candidate.favourites > $0.favourites
        } ?? ranked.count
        guard index < limit else { return }
        ranked.insert(candidate, at: index)
        if ranked.count > limit { ranked.removeLast() }
        guard ranked.count == limit, let last = ranked.last else { return }
        // From now on a recipe must share more keys, or as many rarer ones, than the last one
        // ranked; or the same and be a favourite more often (on a full tie the older one stays).
        for subset in entryFavourites.indices {
            let (shared, rarity) = (sharedCount[subset], rarityOf[subset])
            entryFavourites[subset] = if shared != last.shared {
                shared > last.shared ? .min : .max
            } else if rarity != last.rarity {
                rarity > last.rarity ? .min : .max
            } else {
                last.favourites
            }
        }
        // By level, the fewest favourites any subset needs (entering takes more than the entry
        // figure), as the filter that leaves out the recipes with fewer.
        for level in fewestFavourites.indices { fewestFavourites[level] = .max }
        for subset in entryFavourites.indices where entryFavourites[subset] != .max {
            fewestFavourites[sharedCount[subset]] = min(fewestFavourites[sharedCount[subset]], entryFavourites[subset] &+ 1)
        }
        for level in favouriteFilter.indices {
            let fewest = fewestFavourites[level]
            favouriteFilter[level] = if fewest == .max {
                Self.closed
            } else {
                CookNowSnapshot.favouriteThresholds.lastIndex { $0 <= fewest } ?? -1
            }
        }
    }
}
