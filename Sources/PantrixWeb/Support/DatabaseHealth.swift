import PantrixCore

/// Whether the database answers, asked at most once per `interval`: every probe in between gets
/// the last answer, so a flood of /healthz requests costs one `SELECT 1` a second. A probe that
/// comes after a quiet spell (any real load balancer, asking every few seconds) waits for a fresh
/// answer, and probes that come while it is asked wait for that same answer (SharedLoad), so a
/// database that has stopped answering is never reported healthy from an older check.
final class DatabaseHealth: Sendable {
    private let answer: SharedLoad<Bool>
    private let check: @Sendable () async -> Bool

    init(interval: Duration = .seconds(1), check: @escaping @Sendable () async -> Bool) {
        self.answer = SharedLoad(lifetime: interval)
        self.check = check
    }

    convenience init(database: AppDatabase, interval: Duration = .seconds(1)) {
        self.init(interval: interval) { await database.isHealthy() }
    }

    func isHealthy() async -> Bool {
        (try? await answer.get(check)) ?? false
    }
}
