import Logging
import PantrixCore
import ServiceLifecycle

/// Waits for graceful shutdown, then checkpoints and closes the database. Added before the
/// other services, so Hummingbird shuts it down last: after the HTTP server has answered every
/// request it had accepted.
struct DatabaseCloseService: Service {
    let database: AppDatabase
    let logger: Logger

    func run() async throws {
        try? await gracefulShutdown()
        do {
            try await database.checkpointAndClose()
            logger.info("database checkpointed and closed")
        } catch {
            logger.error("database close at shutdown failed: \(error)")
        }
    }
}
