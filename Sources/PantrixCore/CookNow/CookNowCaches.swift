/// Everything a cook-now ranking depends on besides the index: what the pantry holds (with amounts
/// and use-by state, which already reflect today's date) and the query.
struct RankingKey: Hashable {
    /// The pantry's items and staples as added, from which its holdings follow (in a few
    /// dozen entries, where the holdings they make are hundreds to sort and hash).
    let pantry: [PantrySet.Addition]
    let query: CookNowQuery

    init(pantry: PantrySet, query: CookNowQuery) {
        self.pantry = pantry.additions
        self.query = query
    }
}

/// Everything a cook-now card's pantry check depends on besides the recipe's lines (which only
/// change with the index generation): every pantry item and staple as added, the query (its
/// `ignoreAmounts`, and which page of which ranking) and the kitchen's prices.
struct CardChecksKey: Hashable {
    let pantry: [PantrySet.Addition]
    let query: CookNowQuery
    let prices: KitchenPrices
}

/// What a cook-now card shows of its recipe held against the pantry, worked out from its lines.
struct CardCheck: Sendable {
    let have: Int
    let total: Int
    let missing: [String]
    let notEnough: [String]
    let unknown: [String]
    let substitutions: [String]
    let assumes: [String]
    /// The card's stored cost per serving times this is the cost at the kitchen's own prices
    /// (nil: the stored cost stands).
    let costFactor: Double?
}

/// At most `capacity` values, the least recently used dropped first.
struct RecentCache<Key: Hashable, Value> {
    let capacity: Int
    private var entries: [Key: (value: Value, used: Int)] = [:]
    private var clock = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    var count: Int { entries.count }

    mutating func get(_ key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.value, clock)
        return entry.value
    }

    mutating func put(_ key: Key, _ value: Value) {
        if entries.count >= capacity, entries[key] == nil, let oldest = entries.min(by: { $0.value.used < $1.value.used })?.key {
            entries[oldest] = nil
        }
        clock += 1
        entries[key] = (value, clock)
    }

    mutating func removeAll() { entries = [:] }
}

/// What an index generation has already worked out (rankings, the cards' pantry checks), least
/// recently used dropped first. A value made from an older generation is never kept or returned;
/// the first from a newer one empties the cache.
struct GenerationCache<Key: Hashable, Value> {
    private(set) var generation = 0
    private var recent: RecentCache<Key, Value>

    init(capacity: Int) {
        recent = RecentCache(capacity: capacity)
    }

    var count: Int { recent.count }

    mutating func get(_ key: Key, generation: Int) -> Value? {
        guard generation == self.generation else { return nil }
        return recent.get(key)
    }

    mutating func put(_ key: Key, _ value: Value, generation: Int) {
        if generation < self.generation { return }
        if generation > self.generation {
            recent.removeAll()
            self.generation = generation
        }
        recent.put(key, value)
    }
}
