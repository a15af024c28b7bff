import PantrixCore
import Synchronization

/// Whether the database answers, asked at most once per `interval`: every probe in between gets
/// the last answer, so a flood of /healthz requests costs one `SELECT 1` a second. A probe that
/// comes after a quiet spell (any real load balancer, asking every few seconds) waits for a fresh
/// answer; while one probe asks, the others take the last answer instead of asking too.
final class DatabaseHealth: Sendable {
    let database: AppDatabase
    let interval: Duration
    private let state = Mutex<(checked: ContinuousClock.Instant?, healthy: Bool, asking: Bool)>((nil, false, false))

    init(database: AppDatabase, interval: Duration = .seconds(1)) {
        self.database = database
        self.interval = interval
    }

    func isHealthy() async -> Bool {
        let now = ContinuousClock.now
        let known: Bool? = state.withLock { state in
            if let checked = state.checked, now - checked < interval || state.asking { return state.healthy }
            state.asking = true
            return nil
        }
        if let known { return known }
        let healthy = await database.isHealthy()
        state.withLock { $0 = (ContinuousClock.now, healthy, false) }
        return healthy
    }
}
