import Foundation

/// A message the mail program did not take, as admins see it.
package struct MailFailure: Sendable, Equatable, RowDecodable, Decodable {
    package let id: Int64
    package let recipient: String
    package let subject: String
    package let error: String
    package let createdAt: Date
}

/// Failed mail over a stretch of time: how many, and the newest few.
package struct MailFailureSummary: Sendable, Equatable {
    package let count: Int
    package let recent: [MailFailure]

    package init(count: Int, recent: [MailFailure]) {
        self.count = count
        self.recent = recent
    }
}

extension AppDatabase {
    /// Failures are kept this long, so the table stays small however long mail is broken.
    package static let mailFailureRetention: TimeInterval = 30 * 24 * 3600

    package func recordMailFailure(recipient: String, subject: String, error: String, now: Date = Date()) async throws {
        try await store.write { db in
            try db.execute(
                sql: "INSERT INTO mail_failure (recipient, subject, error, createdAt) VALUES (?, ?, ?, ?)",
                arguments: [recipient, subject, String(error.prefix(2000)), now])
            try db.execute(sql: "DELETE FROM mail_failure WHERE createdAt < ?", arguments: [now.addingTimeInterval(-Self.mailFailureRetention)])
        }
    }

    /// For the admin dashboard: "3 emails failed to send in the last day", with the newest `limit`.
    package func mailFailures(since: Date, limit: Int = 5) async throws -> MailFailureSummary {
        try await store.read { db in
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM mail_failure WHERE createdAt >= ?", arguments: [since]) ?? 0
            let recent = try MailFailure.fetchAll(
                db, sql: "SELECT * FROM mail_failure WHERE createdAt >= ? ORDER BY createdAt DESC, id DESC LIMIT ?", arguments: [since, limit])
            return MailFailureSummary(count: count, recent: recent)
        }
    }
}
