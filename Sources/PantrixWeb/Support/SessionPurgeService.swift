import Logging
import PantrixCore
import ServiceLifecycle

/// Deletes expired session rows, rate-limit rows no limit still uses, and cover photos held for
/// forms past their day (rows and files), once at start and then every hour.
struct SessionPurgeService: Service {
    let database: AppDatabase
    let photos: PhotoStore
    let logger: Logger
    var interval: Duration = .seconds(3600)

    func run() async throws {
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            do {
                let removed = try await database.purgeExpiredSessions()
                if removed > 0 { logger.info("purged \(removed) expired sessions") }
            } catch {
                logger.error("session purge failed: \(error)")
            }
            do {
                let removed = try await database.purgeRateLimits()
                if removed > 0 { logger.info("purged \(removed) old rate-limit rows") }
            } catch {
                logger.error("rate-limit purge failed: \(error)")
            }
            do {
                let removed = try await photos.purgeExpiredHeld()
                if removed > 0 { logger.info("purged \(removed) expired held cover photos") }
            } catch {
                logger.error("held photo purge failed: \(error)")
            }
            try? await cancelWhenGracefulShutdown { try await Task.sleep(for: interval) }
        }
    }
}
