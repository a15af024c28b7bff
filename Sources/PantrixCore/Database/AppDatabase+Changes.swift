import GRDB

extension AppDatabase {
    /// Calls `changed` after every committed write of this process that may change what a page
    /// shows: anything but sessions alone (a visitor opening a form, an hourly refresh). Called on
    /// the writer's queue before the write method returns, so a request that starts after it sees
    /// the effect. Writes by other processes into the same file are not seen.
    public func onDataChange(_ changed: @escaping @Sendable () -> Void) {
        writer.add(transactionObserver: DataChangeObserver(changed), extent: .databaseLifetime)
    }
}

/// Session rows are bookkeeping, not content; a transaction is a change unless it touched
/// sessions and nothing else. A transaction with no row events (WITHOUT ROWID tables report
/// none) counts as a change.
private final class DataChangeObserver: TransactionObserver {
    private let changed: @Sendable () -> Void
    private var sessionRows = false
    private var otherRows = false

    init(_ changed: @escaping @Sendable () -> Void) { self.changed = changed }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }

    func databaseDidChange(with event: DatabaseEvent) {
        if event.tableName == "session" { sessionRows = true } else { otherRows = true }
        if otherRows { stopObservingDatabaseChangesUntilNextTransaction() }
    }

    func databaseDidChange() { otherRows = true }

    func databaseDidCommit(_ db: Database) {
        if otherRows || !sessionRows { changed() }
        sessionRows = false
        otherRows = false
    }

    func databaseDidRollback(_ db: Database) {
        sessionRows = false
        otherRows = false
    }
}
