import GRDB

extension AppDatabase {
    /// At shutdown, after the last request: moves the WAL into the database file and empties it,
    /// then closes every connection, so the stopped server leaves one self-contained file that
    /// `cp` or another SQLite reader can use as is.
    public func checkpointAndClose() async throws {
        try await writer.writeWithoutTransaction { db in
            _ = try db.checkpoint(.truncate)
        }
        if let pool = writer as? DatabasePool { try pool.close() }
    }
}
