import Foundation

/// Who may create an account.
package enum RegistrationMode: String, CaseIterable, Sendable {
    /// Anyone who finds the address.
    case open
    /// Only with an invite link.
    case invite
    /// Nobody; admins still make reset and invite links.
    case closed

    package var label: String {
        switch self {
        case .open: "Open: anyone can sign up"
        case .invite: "Invite only: sign-up needs an invite link"
        case .closed: "Closed: nobody can sign up"
        }
    }
}

/// What an admin changes in the admin area, kept in `site_setting`. A value never saved falls
/// back to the server's own default (`--registration`, or the default for where it listens).
package struct SiteSettings: Sendable, Equatable {
    package var registration: RegistrationMode?
    /// Members (not only admins) may make invite links.
    package var membersMayInvite: Bool

    package init(registration: RegistrationMode? = nil, membersMayInvite: Bool = false) {
        self.registration = registration
        self.membersMayInvite = membersMayInvite
    }

    fileprivate enum Key: String {
        case registration
        case membersMayInvite
    }
}

extension AppDatabase {
    package func siteSettings() async throws -> SiteSettings {
        try await store.read { db in try Self.siteSettings(db) }
    }

    static func siteSettings(_ db: SQLConnection) throws -> SiteSettings {
        let values = try Dictionary(
            SQLRow.fetchAll(db, sql: "SELECT key, value FROM site_setting").map { ($0["key"] as String, $0["value"] as String) },
            uniquingKeysWith: { first, _ in first })
        return SiteSettings(
            registration: values[SiteSettings.Key.registration.rawValue].flatMap(RegistrationMode.init(rawValue:)),
            membersMayInvite: values[SiteSettings.Key.membersMayInvite.rawValue] == "1")
    }

    /// Saves what changed and writes one audit line per change.
    package func saveSiteSettings(_ settings: SiteSettings, by actor: AdminActor, now: Date = Date()) async throws {
        try await store.write { db in
            let old = try Self.siteSettings(db)
            func save(_ key: SiteSettings.Key, _ value: String?, _ description: String) throws {
                if let value {
                    try db.execute(
                        sql: "INSERT INTO site_setting (key, value, updatedAt) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, updatedAt = excluded.updatedAt",
                        arguments: [key.rawValue, value, now])
                } else {
                    try db.execute(sql: "DELETE FROM site_setting WHERE key = ?", arguments: [key.rawValue])
                }
                try Self.recordAudit(db, actor: actor, action: "changed setting", target: description, now: now)
            }
            if old.registration != settings.registration {
                try save(.registration, settings.registration?.rawValue, "registration: \(settings.registration?.rawValue ?? "server default")")
            }
            if old.membersMayInvite != settings.membersMayInvite {
                try save(.membersMayInvite, settings.membersMayInvite ? "1" : "0", "members may invite: \(settings.membersMayInvite ? "yes" : "no")")
                if !settings.membersMayInvite { try Self.revokeMemberInvites(db, by: actor, now: now) }
            }
        }
    }
}
