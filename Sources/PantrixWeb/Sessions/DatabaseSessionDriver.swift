import Foundation
import Hummingbird
import PantrixCore
import Synchronization

/// Stores sessions in the app's database (SQLite or PostgreSQL, through AppDatabase) so they survive
/// a restart and, on PostgreSQL, are seen by every app server. The user id is
/// kept in its own column so that a password change can end a user's other sessions.
struct DatabaseSessionDriver: PersistDriver {
    let database: AppDatabase

    func create<Object: Codable & Sendable>(key: String, value: Object, expires: Duration?) async throws {
        if try await database.session(id: key) != nil { throw PersistError.duplicate }
        try await set(key: key, value: value, expires: expires)
    }

    func set<Object: Codable & Sendable>(key: String, value: Object, expires: Duration?) async throws {
        let data = try JSONEncoder().encode(value)
        let userID = (value as? UserSession)?.userID
        let expiresAt = expires.map { Date().addingTimeInterval(TimeInterval($0.components.seconds)) }
        try await database.storeSession(id: key, data: data, userID: userID, expiresAt: expiresAt)
    }

    func get<Object: Codable & Sendable>(key: String, as: Object.Type) async throws -> Object? {
        try await getWithTTL(key: key, as: Object.self)?.object
    }

    func getWithTTL<Object: Codable & Sendable>(key: String, as: Object.Type) async throws -> (object: Object, ttl: Duration?)? {
        guard let stored = try await database.sessionWithUser(id: key) else { return nil }
        guard var object = Self.decoded(Object.self, from: stored.data) else { throw PersistError.invalidConversion }
        // The account's row came with the session: CurrentUserMiddleware needn't read it again.
        if var session = object as? UserSession, let user = stored.user, user.id == session.userID {
            session.loadedUser = user
            object = session as! Object
        }
        let ttl = Duration.seconds(Int64(max(0, stored.expiresAt.timeIntervalSinceNow)))
        return (object, ttl)
    }

    /// Sessions as last decoded, by their stored bytes: a visitor's session is the same bytes on
    /// every request until it changes (a flash, the hourly refresh), and decoding its JSON was
    /// ~2 % of a signed-in page. The bytes hold the session's own random CSRF token, so no two
    /// sessions share an entry. At most `decodedLimit`, emptied when full.
    private static let decodedSessions = Mutex<[Data: UserSession]>([:])
    private static let decodedLimit = 512

    private static func decoded<Object: Codable & Sendable>(_ type: Object.Type, from data: Data) -> Object? {
        guard Object.self == UserSession.self else { return try? JSONDecoder().decode(Object.self, from: data) }
        if let known = decodedSessions.withLock({ $0[data] }) { return known as? Object }
        guard let session = try? JSONDecoder().decode(UserSession.self, from: data) else { return nil }
        decodedSessions.withLock { decoded in
            if decoded.count >= decodedLimit { decoded.removeAll() }
            decoded[data] = session
        }
        return session as? Object
    }

    func remove(key: String) async throws {
        try await database.deleteSession(id: key)
    }
}
