import Synchronization

/// Cooks' pantries as the recipe page and cook now read them (items, staples, the set recipe
/// lines are checked against), kept between requests: a signed-in page then skips three reads
/// and rebuilding the set, a tenth of its work.
///
/// A pantry belongs to a kitchen (the cook's own, or their household's: `kitchenOfUserSQL`), and
/// each kitchen has a pantry version that every write to its items, staples or staple setup bumps
/// in the same transaction (database triggers, migration v29-pantry-versions: no writer can
/// forget). A page reads the cook's kitchen and its version with its own reads, in the same
/// transaction and round trip, and uses a kept pantry only if it was read at that version: so
/// whichever app server wrote the change, the next page shows it, with no wait for the change to
/// be heard, and writes elsewhere (a favourite, a recipe) leave kept pantries in use. Household
/// members share the one kept pantry of their kitchen.
package final class PantryCache: Sendable {
    struct Key: Hashable {
        let kitchenID: Int64
        /// Today's UTC day: which items count as expiring follows from it.
        let day: String
    }

    /// A cook's kitchen and its pantry version, as the page's transaction sees them.
    struct Version: Equatable, Sendable {
        let kitchenID: Int64
        let number: Int64
    }

    /// At most this many pantries (~45 KB each for 30 items: ~3 MB), least recently used out.
    static let capacity = 64

    private let kept: Mutex<GenerationCache<Key, (number: Int64, pantry: StoredPantry)>>

    init(capacity: Int = PantryCache.capacity) {
        kept = Mutex(GenerationCache(capacity: capacity))
    }

    /// How many pantries are kept (for tests of the bound).
    var count: Int { kept.withLock { $0.count } }

    /// The kitchen's pantry on `day`, if one was kept at `version`.
    func pantry(_ version: Version, day: String) -> StoredPantry? {
        kept.withLock { kept in
            guard let entry = kept.get(Key(kitchenID: version.kitchenID, day: day), generation: 0), entry.number == version.number else { return nil }
            return entry.pantry
        }
    }

    /// Keeps a pantry read in the same transaction as `version`.
    func keep(_ pantry: StoredPantry, at version: Version, day: String) {
        kept.withLock { $0.put(Key(kitchenID: version.kitchenID, day: day), (version.number, pantry), generation: 0) }
    }
}

extension AppDatabase {
    /// The cook's kitchen and its pantry version (see PantryCache); nil for a person without one.
    static func pantryVersionRead(userID: Int64) -> SQLRead<PantryCache.Version?> {
        SQLRead(sql: "SELECT id, pantryVersion FROM kitchen WHERE id = \(kitchenOfUserSQL)", arguments: [userID]) { rows in
            rows.first.map { PantryCache.Version(kitchenID: $0["id"], number: $0["pantryVersion"]) }
        }
    }
}
