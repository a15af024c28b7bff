import Foundation
@testable import PantrixCore

/// Reads the tests make to look inside the database; no page needs them.
extension AppDatabase {
    /// What the database keeps of the account's open links: their hashes, never the tokens.
    func accountTokenHashes(userID: Int64) async throws -> [String] {
        try await store.read { db in
            try String.fetchAll(db, sql: "SELECT tokenHash FROM account_token WHERE userId = ? ORDER BY id", arguments: [userID])
        }
    }

    func sessionCount(userID: Int64) async throws -> Int {
        try await store.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session WHERE userId = ?", arguments: [userID]) ?? 0
        }
    }

    /// The journal mode and synchronous setting actually in force.
    func pragmas() async throws -> (journalMode: String, synchronous: Int) {
        guard let sqlite else { return ("postgres", 2) }
        return try await sqlite.read { db in
            let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? ""
            let sync = try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? -1
            return (mode, sync)
        }
    }
}
