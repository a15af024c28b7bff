import Foundation
import Synchronization

/// Session lookups (the session's row with its account's) kept between requests, on a store whose
/// reads cost a round trip and which hears every committed write (`SQLStore.hearsEveryWrite`:
/// PostgreSQL; SQLite's lookup is cheaper than keeping it). A signed-in page on PostgreSQL made
/// two round trips, the first only for this, about a tenth of the page's time on both sides.
///
/// Nothing kept outlives a write that may have changed it: every content write, here or on
/// another server (an account's row changed, deleted, banned: `onDataChange`), and every session
/// written or deleted (`event`, announced by the session writes; the hourly purge of expired rows
/// announces nothing, as a kept lookup past its session's expiry is refused anyway) forgets
/// everything kept; so does
/// a gap in the change feed (its "resync" is a data change). A lookup started before such a write
/// is not kept (`generation`). While the store does not hear every write, nothing kept is used.
/// Entries also expire after `lifetime`, against a write no server announced (a hand edit).
/// Another server learns of a write as its notification arrives, a fraction of a millisecond after
/// the commit; signing out also gives the browser a new session, so its next request never names
/// the old one.
final class SessionCache: Sendable {
    /// Announced by the session writes that can change a lookup (bookkeeping, so no data change).
    static let event = "sessions"
    static let lifetime: Duration = .seconds(30)
    /// Emptied when full: a crowd of sessions costs reads, never memory.
    static let limit = 10_000

    private struct Kept {
        let lookup: SessionLookup
        let readAt: ContinuousClock.Instant
    }

    private struct State {
        var generation: UInt64 = 0
        var kept: [String: Kept] = [:]
        var listening = false
    }

    private let state = Mutex(State())

    /// The lookup as kept, unless it expired (the session's own expiry or `lifetime`). Hears the
    /// store's writes from the first call on.
    func kept(_ id: String, store: any SQLStore, now: Date) -> (SessionLookup?, generation: UInt64) {
        let startListening = state.withLock { state in
            defer { state.listening = true }
            return !state.listening
        }
        if startListening {
            store.onDataChange { [self] in forgetAll() }
            store.onRemoteEvents { [self] events in
                if events.contains(Self.event) || events.contains(SQLStoreEvent.resync) { forgetAll() }
            }
        }
        return state.withLock { state in
            guard let kept = state.kept[id], kept.lookup.expiresAt > now, ContinuousClock.now - kept.readAt < Self.lifetime else {
                return (nil, state.generation)
            }
            return (kept.lookup, state.generation)
        }
    }

    /// Keeps a lookup read since `generation`, unless something was forgotten meanwhile.
    func keep(_ lookup: SessionLookup, for id: String, readSince generation: UInt64, readAt: ContinuousClock.Instant) {
        state.withLock { state in
            guard state.generation == generation else { return }
            if state.kept.count >= Self.limit { state.kept.removeAll() }
            state.kept[id] = Kept(lookup: lookup, readAt: readAt)
        }
    }

    func forgetAll() {
        state.withLock { state in
            state.generation &+= 1
            state.kept.removeAll()
        }
    }
}
