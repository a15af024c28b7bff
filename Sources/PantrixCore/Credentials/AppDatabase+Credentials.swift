import Foundation

/// What moving an account's sign-in epoch ended, for the page to say.
package struct RevokedCredentials: Sendable, Equatable {
    package var otherSessions = 0
    package var apiTokens = 0
    package var calendarLinks = 0

    package init(otherSessions: Int = 0, apiTokens: Int = 0, calendarLinks: Int = 0) {
        (self.otherSessions, self.apiTokens, self.calendarLinks) = (otherSessions, apiTokens, calendarLinks)
    }
}

extension AppDatabase {
    /// The credentials rule, for every change of how an account signs in (password changed or
    /// reset, email changed, account disabled): the account's sign-in epoch moves on, and every
    /// session but `keepingSession`, every API token, calendar link and open reset link of the
    /// account ends, in the caller's transaction. The kept session must be given a new id in the
    /// new epoch by its caller (a session made in an older epoch is refused when it is read).
    /// Returns the account as it now is and what ended.
    static func renewCredentials(
        _ db: SQLConnection, userID: Int64, keepingSession sessionID: String?, now: Date
    ) throws -> (user: User, revoked: RevokedCredentials) {
        try db.execute(sql: "UPDATE user SET signInEpoch = signInEpoch + 1 WHERE id = ?", arguments: [userID])
        guard let user = try User.fetchOne(db, key: userID) else { throw SQLRecordError.recordNotFound(table: "user") }
        var revoked = RevokedCredentials()
        try db.execute(sql: "DELETE FROM session WHERE userId = ? AND id IS DISTINCT FROM ?", arguments: [userID, sessionID])
        revoked.otherSessions = db.changesCount
        // Only tokens that still worked count; every unrevoked one is marked, so the list says why it stopped.
        revoked.apiTokens = try Int.fetchOne(db, sql: """
            SELECT count(*) FROM api_token WHERE userId = ? AND revokedAt IS NULL AND (expiresAt IS NULL OR expiresAt > ?)
            """, arguments: [userID, now]) ?? 0
        try db.execute(sql: "UPDATE api_token SET revokedAt = ? WHERE userId = ? AND revokedAt IS NULL", arguments: [now, userID])
        try db.execute(sql: "DELETE FROM plan_feed WHERE madeBy = ?", arguments: [userID])
        revoked.calendarLinks = db.changesCount
        try db.execute(sql: "DELETE FROM account_token WHERE userId = ? AND purpose = 'reset'", arguments: [userID])
        return (user, revoked)
    }

    /// Whether a credential made in `epoch` still speaks for `user`.
    package static func credentialIsCurrent(epoch: Int64, of user: User) -> Bool {
        !user.isDisabled && epoch == user.signInEpoch
    }
}
