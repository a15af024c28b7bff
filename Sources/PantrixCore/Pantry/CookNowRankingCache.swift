/// Everything a cook-now ranking depends on besides the index: what the pantry holds under each
/// recipe key (with amounts and use-by state, which already reflect today's date) and the query.
struct RankingKey: Hashable {
    struct Held: Hashable {
        let key: String
        let grams: Double?
        let count: Double?
        let expiring: Bool
    }

    let held: [Held]
    let query: CookNowQuery

    init(pantry: PantrySet, query: CookNowQuery) {
        held = pantry.holdings.map { Held(key: $0.key, grams: $0.value.grams, count: $0.value.count, expiring: $0.value.expiring) }
            .sorted { $0.key < $1.key }
        self.query = query
    }
}

/// Rankings of one index generation, least recently used dropped first. A ranking made from an
/// older generation is never kept or returned; the first from a newer one empties the cache.
struct RankingCache {
    let capacity: Int
    private(set) var generation = 0
    private var entries: [RankingKey: (results: CookNowResults, used: Int)] = [:]
    private var clock = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    var count: Int { entries.count }

    mutating func get(_ key: RankingKey, generation: Int) -> CookNowResults? {
        guard generation == self.generation, let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.results, clock)
        return entry.results
    }

    mutating func put(_ key: RankingKey, _ results: CookNowResults, generation: Int) {
        if generation < self.generation { return }
        if generation > self.generation {
            entries = [:]
            self.generation = generation
        }
        if entries.count >= capacity, entries[key] == nil, let oldest = entries.min(by: { $0.value.used < $1.value.used })?.key {
            entries[oldest] = nil
        }
        clock += 1
        entries[key] = (results, clock)
    }
}
