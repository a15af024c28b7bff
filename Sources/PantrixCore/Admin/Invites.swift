import Foundation

/// An invite link as its maker and the admins see it (the token itself is shown only once).
package struct Invite: Sendable, Equatable, RowDecodable, Decodable {
    package let id: Int64
    /// Nil for an invite made at the command line.
    package let createdBy: Int64?
    package let creatorName: String
    package let maxUses: Int
    package let uses: Int
    package let expiresAt: Date
    package let revokedAt: Date?
    package let note: String
    package let createdAt: Date

    package enum Status: String, Sendable {
        case active, usedUp = "used up", expired, revoked
    }

    package func status(now: Date = Date()) -> Status {
        if revokedAt != nil { return .revoked }
        if uses >= maxUses { return .usedUp }
        if expiresAt <= now { return .expired }
        return .active
    }

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(id: Int64, createdBy: Int64?, creatorName: String, maxUses: Int, uses: Int, expiresAt: Date, revokedAt: Date?, note: String, createdAt: Date) {
        self.id = id
        self.createdBy = createdBy
        self.creatorName = creatorName
        self.maxUses = maxUses
        self.uses = uses
        self.expiresAt = expiresAt
        self.revokedAt = revokedAt
        self.note = note
        self.createdAt = createdAt
    }
}

package enum InviteError: Error, Equatable {
    /// No invite has this token, or it was revoked, used up or expired: one answer for all, so
    /// a guessed link learns nothing.
    case notValid
    case notAllowed
}

extension AppDatabase {
    package static let inviteLimits = (maxUses: 100, maxDays: 90)

    /// Makes an invite and returns it with its token (for the link, shown once).
    /// `creator` nil: made at the command line.
    package func createInvite(
        by creator: User?, maxUses: Int, expiresAt: Date, note: String, now: Date = Date()
    ) async throws -> (invite: Invite, token: String) {
        let token = RandomToken.make()
        let id = try await store.write { db in
            let id = try Int64.fetchOne(
                db, sql: "INSERT INTO invite (tokenHash, createdBy, maxUses, expiresAt, note, createdAt) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
                arguments: [RandomToken.storedHash(of: token), creator?.id, maxUses, expiresAt, note, now])!
            if creator?.isAdmin ?? true {
                try Self.recordAudit(
                    db, actor: creator.map(AdminActor.init) ?? .commandLine, action: "made invite",
                    target: "invite \(id) (\(maxUses) use\(maxUses == 1 ? "" : "s"))", reason: note, now: now)
            }
            return id
        }
        guard let invite = try await invite(id: id) else { throw InviteError.notValid }
        return (invite, token)
    }

    private static let inviteSelect = "SELECT i.*, coalesce(u.username, 'command line') AS creatorName FROM invite i LEFT JOIN user u ON u.id = i.createdBy"

    package func invite(id: Int64) async throws -> Invite? {
        try await store.read { db in try Invite.fetchOne(db, sql: "\(Self.inviteSelect) WHERE i.id = ?", arguments: [id]) }
    }

    /// Every invite (for admins) or one person's, newest first.
    package func invites(createdBy userID: Int64? = nil, limit: Int = 100) async throws -> [Invite] {
        try await store.read { db in
            if let userID {
                return try Invite.fetchAll(db, sql: "\(Self.inviteSelect) WHERE i.createdBy = ? ORDER BY i.createdAt DESC, i.id DESC LIMIT ?", arguments: [userID, limit])
            }
            return try Invite.fetchAll(db, sql: "\(Self.inviteSelect) ORDER BY i.createdAt DESC, i.id DESC LIMIT ?", arguments: [limit])
        }
    }

    package func activeInviteCount(now: Date = Date()) async throws -> Int {
        try await store.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM invite WHERE revokedAt IS NULL AND uses < maxUses AND expiresAt > ?", arguments: [now]) ?? 0
        }
    }

    /// Its maker or any admin may revoke an invite; anyone else gets `.notAllowed`.
    package func revokeInvite(id: Int64, by user: User, now: Date = Date()) async throws {
        try await store.write { db in
            guard let row = try SQLRow.fetchOne(db, sql: "SELECT createdBy FROM invite WHERE id = ?", arguments: [id]) else {
                throw InviteError.notValid
            }
            let createdBy: Int64? = row["createdBy"]
            guard (createdBy != nil && createdBy == user.id) || user.isAdmin else { throw InviteError.notAllowed }
            try db.execute(sql: "UPDATE invite SET revokedAt = ? WHERE id = ? AND revokedAt IS NULL", arguments: [now, id])
            if user.isAdmin {
                try Self.recordAudit(db, actor: AdminActor(user), action: "revoked invite", target: "invite \(id)", now: now)
            }
        }
    }

    /// Turning member invites off withdraws the open links members made (`usableInviteID`
    /// refuses them anyway; revoking says so in their lists and keeps them dead if it is turned on again).
    static func revokeMemberInvites(_ db: SQLConnection, by actor: AdminActor, now: Date) throws {
        try db.execute(sql: """
            UPDATE invite SET revokedAt = ? WHERE revokedAt IS NULL AND uses < maxUses AND expiresAt > ?
            AND createdBy IN (SELECT id FROM user WHERE role <> 'admin')
            """, arguments: [now, now])
        let count = db.changesCount
        if count > 0 {
            try recordAudit(db, actor: actor, action: "revoked invites", target: "\(count) made by members", now: now)
        }
    }

    /// Whether a link's token can still make an account (checked again when it is used).
    package func inviteIsUsable(token: String, now: Date = Date()) async throws -> Bool {
        try await store.read { db in try Self.usableInviteID(db, token: token, now: now) != nil }
    }

    /// The rule for using an invite: not revoked, used up or expired, and made at the command
    /// line, by an admin, or by a member (not disabled) while members may invite. Checked when
    /// the link is opened and again in the sign-up's transaction.
    static func usableInviteID(_ db: SQLConnection, token: String, now: Date) throws -> Int64? {
        try Int64.fetchOne(db, sql: """
            SELECT i.id FROM invite i LEFT JOIN user maker ON maker.id = i.createdBy
            WHERE i.tokenHash = ? AND i.revokedAt IS NULL AND i.uses < i.maxUses AND i.expiresAt > ?
            AND (i.createdBy IS NULL OR (maker.disabledAt IS NULL AND (maker.role = 'admin'
                OR EXISTS (SELECT 1 FROM site_setting WHERE key = 'membersMayInvite' AND value = '1'))))
            """, arguments: [RandomToken.storedHash(of: token), now])
    }

    /// Takes one use of the invite in the caller's transaction; two people racing for its last
    /// use cannot both have it (the update's condition is checked by SQLite under the write lock).
    static func useInvite(_ db: SQLConnection, token: String, now: Date) throws -> Int64 {
        guard let id = try usableInviteID(db, token: token, now: now) else { throw InviteError.notValid }
        try db.execute(sql: "UPDATE invite SET uses = uses + 1 WHERE id = ? AND uses < maxUses", arguments: [id])
        guard db.changesCount == 1 else { throw InviteError.notValid }
        return id
    }
}
