import Hummingbird
import PantrixCore

/// Starting and ending signed-in sessions: both replace the session id, so a cookie seen
/// before login (or kept after logout) is worth nothing.
struct SessionControl: Sendable {
    let database: AppDatabase
    let config: AppConfiguration

    func signIn(_ user: User, request: Request, context: some PageContext) async throws {
        try await dropCurrentRow(request)
        context.sessions.createSession(UserSession(userID: user.id, signInEpoch: user.signInEpoch), expiresIn: config.sessionIdleTimeout)
    }

    /// After the account's credentials were renewed: this browser, when it is the account's,
    /// stays signed in under a new session id in the new epoch.
    func renew(_ user: User, request: Request, context: some PageContext) async throws {
        guard context.sessions.session?.userID == user.id else { return }
        try await signIn(user, request: request, context: context)
    }

    /// Ends the session server side; the goodbye message goes in a signed cookie, not a session.
    func signOut(request: Request, context: some PageContext, message: String) async throws {
        try await dropCurrentRow(request)
        context.sessions.clearSession()
        context.flash(.success, message)
    }

    func currentSessionID(_ request: Request) -> String? {
        request.cookies[config.sessionCookieName]?.value
    }

    private func dropCurrentRow(_ request: Request) async throws {
        if let id = currentSessionID(request) { try await database.deleteSession(id: id) }
    }
}
