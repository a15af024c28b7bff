import Foundation

/// One immutable state of the cook-now index. Slots are dense array positions for recipes.
package struct CookNowSnapshot: Sendable {
    /// A recipe's filterable facts, written once: saving a recipe again gives it a new slot.
    /// Its keys and what it needs of each are in the flat line arrays below
    /// (`keys(ofSlot:)`), not in arrays of its own: three allocations per recipe were a third
    /// of the index's memory. Category and cuisine are numbers in `names` (40 bytes an entry,
    /// against 80 with their strings).
    package struct Entry: Sendable, BitwiseCopyable {
        package let id: Int64
        package let authorID: Int64
        package let minutes: Int32
        package let kcal: Float
        package let cost: Float
        // Favourites are in `favouriteCounts`, which the related-recipes walk reads by slot.
        package let editorialRank: Int32
        let category: UInt16
        /// 0: no cuisine.
        let cuisine: UInt16
        package let diet: UInt8
        package let isPublic: Bool
    }

    struct Posting: Sendable, BitwiseCopyable {
        let slot: Int32
        /// Grams the recipe needs, NaN when its line has no convertible amount.
        let grams: Float
        /// Whole items it needs ("6 large eggs"), NaN when the line is not a count.
        let count: Float
    }

    // The arrays that grow with the catalogue only grow (`AppendOnlyArray`): a saved recipe is
    // appended to the snapshot readers use, not copied with it. What changes in place (a
    // removed recipe's bits, favourite counts, the slot of an id) is small and copied on write.
    package private(set) var entries = AppendOnlyArray<Entry>()
    var slotOfRecipe = SlotMap()
    var keyIDs: [String: Int32] = [:]
    package private(set) var keyNames: [String] = []
    var postings: [AppendOnlyArray<Posting>] = []
    /// Categories and cuisines by the numbers entries keep (0 is "none").
    private(set) var names: [String] = [""]
    private var nameIDs: [String: UInt16] = ["": 0]
    /// One bit per slot (see `SlotBit`) while the recipe is there (not removed or replaced).
    private(set) var alive: [UInt64] = []
    /// For related recipes, which walk thousands of slots and must not touch each large entry:
    /// one bit per slot set while the recipe is alive and public, and each slot's favourite
    /// count (kept only here).
    var visible: [UInt64] = []
    package private(set) var favouriteCounts = ChunkedArray<Int32>()
    /// For each of `favouriteThresholds`, one bit per slot set while the recipe has been
    /// favourited at least that often: related recipes sharing the same ingredients are ranked
    /// by favourites, and among thousands of such recipes only the popular ones need a look.
    private(set) var favouriteBits: [[UInt64]] = favouriteThresholds.map { _ in [] }
    static let favouriteThresholds: [Int32] = [1, 4, 16, 64]
    /// Keys used by many recipes also keep a bitset over slots (SlotBit), so related recipes copy
    /// 64 slots a word instead of walking tens of thousands of postings. Made at a full load for
    /// keys whose postings outnumber a 64th of the slots (a few dozen keys, under a megabyte
    /// at 100k recipes) and kept up to date by `upsert`; like the postings, a removed recipe's
    /// bit stays and `visible` leaves it out.
    var slotBits: [Int32: [UInt64]] = [:]
    /// Each slot's number of keys, beside the entries so cook now's pass over every recipe reads
    /// small arrays in order instead of each large entry.
    var keyCounts = AppendOnlyArray<UInt16>()
    /// Each slot's lines are `lineKeys[lineStart[slot]..<lineStart[slot + 1]]`, with the grams
    /// (NaN when unknown) and whole items (NaN unless every line of the key counts items) it
    /// needs at the same places; the same figures as the postings.
    var lineStart: AppendOnlyArray<Int32> = { var start = AppendOnlyArray<Int32>(); start.append(0); return start }()
    var lineKeys = AppendOnlyArray<Int32>()
    var lineNeeds = AppendOnlyArray<Float>()
    var lineCounts = AppendOnlyArray<Float>()

    /// The bytes its arrays hold, part by part (the server logs them after a load: memory per
    /// recipe is what decides how large a catalogue fits).
    package var memory: [(part: String, bytes: Int)] {
        func array<T>(_ values: [T]) -> Int { values.capacity * MemoryLayout<T>.stride }
        return [
            ("entries", entries.bytes),
            ("lines", lineStart.bytes + lineKeys.bytes + lineNeeds.bytes + lineCounts.bytes + keyCounts.bytes),
            ("postings", postings.reduce(0) { $0 + $1.bytes }),
            ("common-key bitsets", slotBits.values.reduce(0) { $0 + array($1) }),
            ("slots by id", slotOfRecipe.bytes),
            ("bits and favourites", array(alive) + array(visible) + favouriteCounts.bytes + favouriteBits.reduce(0) { $0 + array($1) }),
        ]
    }

    /// Whether the recipe is in the index (saved and not deleted).
    package func holds(recipeID: Int64) -> Bool { slotOfRecipe[recipeID] != nil }
    package func isAlive(slot: Int) -> Bool { SlotBit(slot).isSet(in: alive) }
    package func category(ofSlot slot: Int) -> String { names[Int(entries[slot].category)] }
    package func cuisine(ofSlot slot: Int) -> String? { entries[slot].cuisine == 0 ? nil : names[Int(entries[slot].cuisine)] }
    /// The number `names` gives `name`, if any recipe has it.
    func nameID(_ name: String) -> UInt16? { nameIDs[name] }

    func lineRange(ofSlot slot: Int) -> Range<Int> { Int(lineStart[slot])..<Int(lineStart[slot + 1]) }
    package func keys(ofSlot slot: Int) -> Slice<AppendOnlyArray<Int32>> { lineKeys[lineRange(ofSlot: slot)] }
    package func needs(ofSlot slot: Int) -> Slice<AppendOnlyArray<Float>> { lineNeeds[lineRange(ofSlot: slot)] }
    package func counts(ofSlot slot: Int) -> Slice<AppendOnlyArray<Float>> { lineCounts[lineRange(ofSlot: slot)] }

    static let dietBits = ["vegetarian": UInt8(1), "vegan": 2, "gluten-free": 4, "dairy-free": 8, "nut-free": 16]

    mutating func keyID(_ key: String) -> Int32 {
        if let id = keyIDs[key] { return id }
        let id = Int32(postings.count)
        keyIDs[key] = id
        keyNames.append(key)
        postings.append(AppendOnlyArray())
        return id
    }

    private mutating func nameID(adding name: String?) -> UInt16 {
        guard let name, !name.isEmpty else { return 0 }
        if let id = nameIDs[name] { return id }
        // Past 65,534 distinct names the last number stands for all the rest (filters on them
        // then match each other; no catalogue has that many categories and cuisines). 65,535
        // stays free for a filter on a name no recipe has.
        let id = UInt16(min(names.count, Int(UInt16.max) - 1))
        if Int(id) == names.count {
            nameIDs[name] = id
            names.append(name)
        }
        return id
    }

    /// Adds or replaces one recipe with its ingredient keys and the grams each line needs.
    package mutating func upsert(_ recipe: CookNowRecipe) {
        remove(recipeID: recipe.id)
        let slot = Int32(entries.count)
        // One posting per key: two lines of butter are one thing to have, needing both amounts.
        var keys: [Int32] = []
        var needs: [Float] = []
        var counts: [Float] = []
        for line in recipe.lines {
            let id = keyID(line.key)
            let need = line.grams.map(Float.init) ?? .nan, count = line.count.map(Float.init) ?? .nan
            if let index = keys.firstIndex(of: id) {
                needs[index] += need
                counts[index] += count
            } else {
                keys.append(id)
                needs.append(need)
                counts.append(count)
            }
        }
        for (index, id) in keys.enumerated() { postings[Int(id)].append(Posting(slot: slot, grams: needs[index], count: counts[index])) }
        let slotBit = SlotBit(slot)
        for id in keys where slotBits[id] != nil {
            if slotBits[id]!.count <= slotBit.word { slotBits[id]!.append(contentsOf: repeatElement(0, count: slotBit.word + 1 - slotBits[id]!.count)) }
            slotBits[id]![slotBit.word] |= slotBit.mask
        }
        lineKeys.append(contentsOf: keys)
        lineNeeds.append(contentsOf: needs)
        lineCounts.append(contentsOf: counts)
        lineStart.append(Int32(lineKeys.count))
        entries.append(Entry(
            id: recipe.id, authorID: recipe.authorID ?? -1, minutes: Int32(recipe.minutes ?? -1),
            kcal: recipe.kcal.map(Float.init) ?? .nan, cost: recipe.cost.map(Float.init) ?? .nan,
            editorialRank: Int32(clamping: recipe.editorialRank),
            category: nameID(adding: recipe.category), cuisine: nameID(adding: recipe.cuisine), diet: recipe.diet, isPublic: recipe.isPublic))
        slotOfRecipe[recipe.id] = slot
        let bit = SlotBit(slot)
        if bit.word == visible.count {
            visible.append(0)
            alive.append(0)
        }
        alive[bit.word] |= bit.mask
        if recipe.isPublic { visible[bit.word] |= bit.mask }
        favouriteCounts.append(Int32(clamping: recipe.favourites))
        markFavourites(slot: Int(slot))
        keyCounts.append(UInt16(clamping: keys.count))
    }

    /// After a full load: arrays cut to their size (the postings, which can't be reserved, grow
    /// as they go and leave room unused) and the common keys' bitsets made. Large arrays keep
    /// their room for saves (`trim`: mapped pages, not counted until written).
    mutating func finishLoad() {
        for key in postings.indices { postings[key].trim() }
        entries.trim()
        keyCounts.trim()
        lineKeys.trim()
        lineNeeds.trim()
        lineCounts.trim()
        lineStart.trim()
        buildSlotBits()
    }

    /// Room for a full load of `recipes` recipes with `lines` lines between them, made once
    /// instead of by growing, and room after them for the recipes saved later: without it the
    /// first save after a start moved every recipe's lines and entries (at 1M, 130 MB more
    /// for a moment, the old arrays and the new at once).
    mutating func reserve(recipes: Int, lines: Int) {
        entries.reserveCapacityWithRoom(recipes)
        keyCounts.reserveCapacityWithRoom(recipes)
        lineStart.reserveCapacityWithRoom(recipes + 1)
        favouriteCounts.reserveCapacity(recipes)
        lineKeys.reserveCapacityWithRoom(lines)
        lineNeeds.reserveCapacityWithRoom(lines)
        lineCounts.reserveCapacityWithRoom(lines)
    }

    /// Gives the keys in more than a 64th of the recipes (and at least 256) their slot bitset.
    mutating func buildSlotBits() {
        let words = (entries.count + 63) / 64
        let threshold = max(256, entries.count / 64)
        slotBits = [:]
        for (key, list) in postings.enumerated() where list.count >= threshold {
            var bits = [UInt64](repeating: 0, count: words)
            for posting in list {
                let bit = SlotBit(posting.slot)
                bits[bit.word] |= bit.mask
            }
            slotBits[Int32(key)] = bits
        }
    }

    /// A recipe's favourite count, as its row now has it.
    mutating func setFavourites(recipeID: Int64, count: Int) {
        guard let slot = slotOfRecipe[recipeID] else { return }
        favouriteCounts[Int(slot)] = Int32(clamping: count)
        markFavourites(slot: Int(slot))
    }

    private mutating func markFavourites(slot: Int) {
        let bit = SlotBit(slot)
        for (index, threshold) in Self.favouriteThresholds.enumerated() {
            if favouriteBits[index].count <= bit.word {
                favouriteBits[index].append(contentsOf: repeatElement(0, count: bit.word + 1 - favouriteBits[index].count))
            }
            if favouriteCounts[slot] >= threshold {
                favouriteBits[index][bit.word] |= bit.mask
            } else {
                favouriteBits[index][bit.word] &= ~bit.mask
            }
        }
    }

    /// Marks a recipe gone; its postings stay and are skipped (they are dropped at the next full load).
    mutating func remove(recipeID: Int64) {
        guard let slot = slotOfRecipe.removeValue(forKey: recipeID) else { return }
        let bit = SlotBit(slot)
        alive[bit.word] &= ~bit.mask
        visible[bit.word] &= ~bit.mask
    }
}

/// A recipe as the index needs it.
package struct CookNowRecipe: Sendable {
    let id: Int64
    let category: String
    var cuisine: String?
    let diet: UInt8
    let minutes: Int?
    let kcal: Double?
    let cost: Double?
    let favourites: Int
    let editorialRank: Int
    let authorID: Int64?
    let isPublic: Bool
    /// One per line that matched a food; lines no food matched are left out (unknown, not missing).
    let lines: [CookNowLine]

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(id: Int64, category: String, cuisine: String? = nil, diet: UInt8, minutes: Int?, kcal: Double?, cost: Double?, favourites: Int, editorialRank: Int, authorID: Int64?, isPublic: Bool, lines: [CookNowLine]) {
        self.id = id
        self.category = category
        self.cuisine = cuisine
        self.diet = diet
        self.minutes = minutes
        self.kcal = kcal
        self.cost = cost
        self.favourites = favourites
        self.editorialRank = editorialRank
        self.authorID = authorID
        self.isPublic = isPublic
        self.lines = lines
    }
}

/// What one recipe line asks of the pantry.
package struct CookNowLine: Sendable {
    let key: String
    let grams: Double?
    /// Whole items, when the line counts them ("6 large eggs"); nil for weights and measures.
    let count: Double?

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(key: String, grams: Double?, count: Double?) {
        self.key = key
        self.grams = grams
        self.count = count
    }
}

/// Where a recipe slot lives in a bitset over slots: 64 slots per word.
struct SlotBit {
    let word: Int
    let mask: UInt64

    init(_ slot: some BinaryInteger) {
        word = Int(slot) >> 6
        mask = 1 << (UInt64(slot) & 63)
    }

    func isSet(in bits: [UInt64]) -> Bool { word < bits.count && bits[word] & mask != 0 }
}

/// Recipe id → slot. Ids are nearly dense (database keys), so most live in an array indexed by
/// id (4 bytes a recipe, where a dictionary took about 20); an id far beyond the others goes to
/// a dictionary instead of growing the array to it.
struct SlotMap: Sendable {
    private(set) var dense = ChunkedArray<Int32>()
    private var sparse: [Int64: Int32] = [:]

    /// About what it holds: the array, and a dictionary entry as about 2 × (8 + 4) bytes.
    var bytes: Int { dense.bytes + sparse.capacity * 24 }

    subscript(id: Int64) -> Int32? {
        get {
            if id >= 0 && id < dense.count, dense[Int(id)] >= 0 { return dense[Int(id)] }
            return sparse.isEmpty ? nil : sparse[id]
        }
        set {
            if id >= 0 && id < 2 * Int64(dense.count) + 4_096 {
                if id >= dense.count {
                    guard newValue != nil else {
                        sparse[id] = nil
                        return
                    }
                    dense.append(repeating: -1, count: Int(id) + 1 - dense.count)
                }
                dense[Int(id)] = newValue ?? -1
                if !sparse.isEmpty { sparse[id] = nil }
            } else {
                sparse[id] = newValue
            }
        }
    }

    mutating func removeValue(forKey id: Int64) -> Int32? {
        let slot = self[id]
        if slot != nil { self[id] = nil }
        return slot
    }
}
