import Hummingbird
import Logging
import ServiceLifecycle
import Synchronization
import UnixSignals

/// Whether the server has been told to stop and is draining: during the drain /healthz answers
/// 503 "shutting down" (a load balancer stops sending new work) while every request is still
/// answered as usual.
package final class ServerShutdown: Sendable {
    private let draining = Atomic<Bool>(false)

    package init() {}

    package var isDraining: Bool { draining.load(ordering: .relaxed) }

    /// True for the call that started the drain, false when it had already begun.
    @discardableResult
    package func beginDrain() -> Bool {
        draining.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged
    }
}

/// Serves `config` until SIGTERM or SIGINT, then stops in two steps.
///
/// 1. **Drain** for `config.shutdownDrain`: the server still accepts and answers everything, and
///    /healthz says 503. Closing the listening socket at once would reset the connections the
///    kernel had already accepted for us but we had not yet picked up, and closing an idle
///    connection at once would reset a request already on its way in; under load both happen to
///    requests sent before the signal. A second signal ends the drain early.
/// 2. **Graceful shutdown** (Hummingbird): stop accepting, finish the requests in progress,
///    close idle connections, then the purge and the database close (checkpoint) services.
package func runServer(_ config: AppConfiguration, logger: Logger) async throws {
    let shutdown = ServerShutdown()
    let app = try await buildApplication(config, shutdown: shutdown, logger: logger)
    let group = ServiceGroup(services: [app], logger: logger)
    let drain = config.shutdownDrain
    try await withThrowingTaskGroup(of: Void.self) { tasks in
        tasks.addTask { try await group.run() }
        tasks.addTask {
            for await signal in await UnixSignalsSequence(trapping: .sigterm, .sigint) {
                if shutdown.beginDrain(), drain > .zero {
                    logger.info("\(signal) received: answering requests for \(drain) more, then stopping (a second signal stops now)")
                    Task {
                        try? await Task.sleep(for: drain)
                        await group.triggerGracefulShutdown()
                    }
                } else {
                    logger.info("\(signal) received: stopping")
                    await group.triggerGracefulShutdown()
                }
            }
        }
        // The server has stopped: stop listening for signals too.
        try await tasks.next()
        tasks.cancelAll()
    }
}
