import Foundation
import Logging
import NIOCore
import NIOPosix
import PantrixCore
import PostgresNIO
import Synchronization

/// How the app servers on one PostgreSQL hear each other's writes: every write transaction that
/// changed content sends one NOTIFY on `pantrix_changes` as it commits (PostgreSQL delivers it
/// only if the transaction commits, in commit order), carrying the sending server's id and the
/// events the domain announced ("recipe 42", "favourite 42"). Each server LISTENs on its own
/// connection and applies what others did: pages cached from before are dropped, and the
/// cook-now index re-reads the recipes named. No server polls.
final class PostgresChanges: Sendable {
    static let channel = "pantrix_changes"
    /// Any table but the bookkeeping ones (sessions, rate limits: SQLBookkeeping) changed:
    /// cached pages are stale.
    static let dataEvent = "data"
    /// The listener was away (a lost connection): anything may have changed.
    static let resyncEvent = SQLStoreEvent.resync

    let serverID = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    private let logger: Logger
    private let dataObservers = Mutex<[@Sendable () -> Void]>([])
    private let eventHandlers = Mutex<[@Sendable ([String]) -> Void]>([])
    private let listener = Mutex<Task<Void, Never>?>(nil)
    private let listening = Atomic<Bool>(false)

    init(logger: Logger) { self.logger = logger }

    func onDataChange(_ changed: @escaping @Sendable () -> Void) { dataObservers.withLock { $0.append(changed) } }

    func onRemoteEvents(_ handler: @escaping @Sendable ([String]) -> Void) { eventHandlers.withLock { $0.append(handler) } }

    /// The NOTIFY payload for a transaction's events; nil when it changed nothing worth telling.
    func payload(_ events: [String]) -> String? {
        guard !events.isEmpty else { return nil }
        let payload = ([serverID] + events).joined(separator: "\n")
        // NOTIFY carries under 8,000 bytes: a bulk load tells the others to re-read everything.
        return payload.utf8.count < 7_000 ? payload : [serverID, Self.dataEvent, Self.resyncEvent].joined(separator: "\n")
    }

    /// This server's own commit: its observers run now (the NOTIFY is for the others).
    func committedHere(_ events: [String]) {
        if events.contains(Self.dataEvent) { for observer in dataObservers.withLock({ $0 }) { observer() } }
    }

    func received(_ payload: String) {
        var lines = payload.split(separator: "\n").map(String.init)
        guard !lines.isEmpty, lines.removeFirst() != serverID else { return }
        apply(lines)
    }

    private func apply(_ events: [String]) {
        if events.contains(Self.dataEvent) || events.contains(Self.resyncEvent) {
            for observer in dataObservers.withLock({ $0 }) { observer() }
        }
        let announced = events.filter { $0 != Self.dataEvent }
        if !announced.isEmpty { for handler in eventHandlers.withLock({ $0 }) { handler(announced) } }
    }

    /// Listens until stopped, reconnecting after a lost connection; after a gap everything is
    /// treated as changed ("resync"), since notifications sent meanwhile are gone.
    func start(store: PostgresStore) {
        guard listener.withLock({ $0 == nil }) else { return }
        let task = Task { [self] in
            var connectedBefore = false
            while !Task.isCancelled {
                do {
                    let connection = try await PostgresConnection.connect(
                        on: MultiThreadedEventLoopGroup.singleton.next(), configuration: store.configuration, id: 0, logger: logger
                    ).get()
                    defer { Task { try? await connection.close() } }
                    try await connection.listen(on: Self.channel) { notifications in
                        listening.store(true, ordering: .relaxed)
                        defer { listening.store(false, ordering: .relaxed) }
                        if connectedBefore { apply([Self.resyncEvent]) }
                        connectedBefore = true
                        for try await notification in notifications { received(notification.payload) }
                    }
                } catch {
                    if Task.isCancelled { return }
                    logger.warning("PostgreSQL change feed lost, reconnecting: \(error)")
                    try? await Task.sleep(for: .milliseconds(500))
                }
            }
        }
        listener.withLock { $0 = task }
    }

    /// True once the listener is connected (tests wait for it before writing on another server).
    var isListening: Bool { listening.load(ordering: .relaxed) }

    func stop() { listener.withLock { $0?.cancel() } }
}
