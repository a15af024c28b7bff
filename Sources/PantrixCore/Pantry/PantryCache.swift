import Synchronization

/// Cooks' pantries as the recipe page and cook now read them (items, staples, the set recipe
/// lines are checked against), kept between requests: a signed-in page then skips three reads
/// and rebuilding the set, a tenth of its work.
///
/// A pantry belongs to a kitchen (the cook's own, or their household's: `kitchenOfUserSQL`), and
/// each kitchen has a pantry version that every write to its items, staples or staple setup bumps
/// in the same transaction (database triggers, migration v30-pantry-versions: no writer can
/// forget). A page reads the cook's kitchen and its version with its own reads, in the same
/// transaction and round trip, and uses the pantry kept for the cook only if it was read at that
/// version: so whichever app server wrote the change, the next page shows it, with no wait for the
/// change to be heard, and writes elsewhere (a favourite, a recipe) leave kept pantries in use.
package final class PantryCache: Sendable {
    struct Key: Hashable {
        let userID: Int64
        /// Today's UTC day: which items count as expiring follows from it.
        let day: String
    }

    /// A cook's kitchen and its pantry version, as a transaction sees them. Versions only grow and
    /// kitchen ids are never reused (AUTOINCREMENT, identity), so equal versions mean equal pantries.
    struct Version: Equatable, Sendable {
        let kitchenID: Int64
        let number: Int64
    }

    /// A pantry and the version it was read at.
    struct Kept: Sendable {
        let version: Version
        let pantry: StoredPantry
    }

    /// At most this many pantries (~45 KB each for 30 items: ~3 MB), least recently used out.
    static let capacity = 64

    /// Each entry's version is checked on use, so nothing is ever emptied at once.
    private let kept: Mutex<RecentCache<Key, Kept>>

    init(capacity: Int = PantryCache.capacity) {
        kept = Mutex(RecentCache(capacity: capacity))
    }

    /// How many pantries are kept (for tests of the bound).
    var count: Int { kept.withLock { $0.count } }

    /// The pantry last kept for the cook on that day, to be used only at its version.
    func kept(_ key: Key) -> Kept? {
        kept.withLock { $0.get(key) }
    }

    /// Keeps a pantry read in the same transaction as `version`.
    func keep(_ pantry: StoredPantry, at version: Version, for key: Key) {
        kept.withLock { $0.put(key, Kept(version: version, pantry: pantry)) }
    }
}

extension AppDatabase {
    /// The cook's kitchen and its pantry version (see PantryCache); nil for a person without one.
    static func pantryVersionRead(userID: Int64) -> SQLRead<PantryCache.Version?> {
        SQLRead(sql: pantryVersionSQL, arguments: [userID]) { rows in
            rows.first.map { PantryCache.Version(kitchenID: $0["id"], number: $0["pantryVersion"]) }
        }
    }

    private static let pantryVersionSQL = "SELECT id, pantryVersion FROM kitchen WHERE id = \(kitchenOfUserSQL)"
}
