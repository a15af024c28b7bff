import Foundation
import Hummingbird
import PantrixCore

/// Puts the signed-in user into the context, enforces idle and absolute session expiry,
/// and keeps signed-in pages out of shared caches.
struct CurrentUserMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let database: AppDatabase
    let config: AppConfiguration
    /// How often a session's idle deadline is pushed back (one write per session per interval).
    let refreshInterval: TimeInterval = 3600

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        if let session = context.sessions.session, let userID = session.userID {
            let now = Date()
            let absoluteEnd = session.createdAt.addingTimeInterval(seconds(config.sessionAbsoluteTimeout))
            if now >= absoluteEnd {
                context.sessions.clearSession()
            } else if let user = try await user(session, id: userID),
                      AppDatabase.credentialIsCurrent(epoch: session.signInEpoch ?? 0, of: user) {
                context.user = user
                if now.timeIntervalSince(session.refreshedAt) > refreshInterval {
                    var refreshed = session
                    refreshed.refreshedAt = now
                    let remaining = min(seconds(config.sessionIdleTimeout), absoluteEnd.timeIntervalSince(now))
                    _ = context.sessions.updateSession(refreshed, expiresIn: .seconds(Int64(remaining)))
                }
            } else {
                // Gone, disabled, or signed in before the account's credentials were renewed (a
                // request in flight then can write its session row back after the renewal deleted it).
                context.sessions.clearSession()
            }
        }
        var response = try await next(request, context)
        if context.user != nil, response.headers[.cacheControl] == nil {
            response.headers[.cacheControl] = "no-store"
        }
        return response
    }

    /// The account's row read with the session (one statement for both), else read now.
    private func user(_ session: UserSession, id: Int64) async throws -> User? {
        if let loaded = session.loadedUser, loaded.id == id { return loaded }
        return try await database.user(id: id)
    }

    private func seconds(_ duration: Duration) -> TimeInterval {
        TimeInterval(duration.components.seconds)
    }
}
