import Foundation
import Hummingbird
import PantrixCore

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
        guard var object = try? JSONDecoder().decode(Object.self, from: stored.data) else {
            throw PersistError.invalidConversion
        }
        // The account's row came with the session: CurrentUserMiddleware needn't read it again.
        if var session = object as? UserSession, let user = stored.user, user.id == session.userID {
            session.loadedUser = user
            object = session as! Object
        }
        let ttl = Duration.seconds(Int64(max(0, stored.expiresAt.timeIntervalSinceNow)))
        return (object, ttl)
    }

    func remove(key: String) async throws {
        try await database.deleteSession(id: key)
    }
}
