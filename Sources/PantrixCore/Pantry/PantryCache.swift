import Synchronization

/// Cooks' pantries as the recipe page and cook now read them (items, staples, the set recipe
/// lines are checked against), kept between requests until anything is written: a signed-in
/// page then skips three reads and rebuilding the set, a tenth of its work.
///
/// Every committed write empties it (as it does the page cache), so a pantry edited, a household
/// joined or a staple removed is read afresh by the next page. That holds only where the store
/// hears each write before the write returns (`SQLStore.changesHeardAtCommit`: one process owns
/// the data); on PostgreSQL, where other servers' writes arrive later, nothing is kept.
package final class PantryCache: Sendable {
    struct Key: Hashable {
        let userID: Int64
        /// Today's UTC day: which items count as expiring follows from it.
        let day: String
    }

    /// At most this many pantries (~45 KB each for 30 items: ~3 MB), least recently used out.
    static let capacity = 64

    let enabled: Bool
    private let state: Mutex<(generation: Int, kept: GenerationCache<Key, StoredPantry>)>

    init(enabled: Bool, capacity: Int = PantryCache.capacity) {
        self.enabled = enabled
        state = Mutex((0, GenerationCache(capacity: capacity)))
    }

    /// The current generation: take it before the read transaction whose pantry `keep` may keep.
    var generation: Int { state.withLock { $0.generation } }

    /// How many pantries are kept (for tests of the bound).
    var count: Int { state.withLock { $0.kept.count } }

    func pantry(_ key: Key) -> StoredPantry? {
        guard enabled else { return nil }
        return state.withLock { state in state.kept.get(key, generation: state.generation) }
    }

    /// Keeps a pantry read in a transaction that began in `generation`; dropped if a write has
    /// committed since, as the pantry may predate it.
    func keep(_ pantry: StoredPantry, for key: Key, generation: Int) {
        guard enabled else { return }
        state.withLock { state in
            guard generation == state.generation else { return }
            state.kept.put(key, pantry, generation: generation)
        }
    }

    /// After every committed write: nothing kept is trusted any more.
    func invalidate() {
        state.withLock { state in
            state.generation += 1
            state.kept = GenerationCache(capacity: state.kept.capacity)
        }
    }
}
