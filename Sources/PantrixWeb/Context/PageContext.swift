import Foundation
import HummingbirdAuth
import PantrixCore

/// What page rendering needs from either context: the session and the user.
protocol PageContext {
    var sessions: SessionContext<UserSession> { get }
    var pageUser: User? { get }
    var anonymousForm: AnonymousFormToken? { get }
    var anonymousFlash: AnonymousFlash? { get }
}

extension AppRequestContext: PageContext {
    var pageUser: User? { user }
}

extension SignedInContext: PageContext {
    var pageUser: User? { user }
    /// Signed in means a session, whose token the forms carry.
    var anonymousForm: AnonymousFormToken? { nil }
}

extension PageContext {
    /// The session's CSRF token; for a visitor without a session, a signed one that stores
    /// nothing (`AnonymousFormToken`).
    func csrfToken() -> String? {
        sessions.session?.csrf ?? anonymousForm?.token
    }

    /// Queues a message for the next page this browser sees: in its session, or for a visitor
    /// without one in a signed cookie (no session is made for a message).
    func flash(_ kind: Flash.Kind, _ message: String) {
        let updated = sessions.withLockedSession { data -> Bool in
            guard data != nil else { return false }
            data?.flash.append(Flash(kind: kind, message: message))
            return true
        }
        if !updated { anonymousFlash?.add(Flash(kind: kind, message: message)) }
    }

    /// Takes the queued messages; writes the session only when there were some.
    func takeFlashes() -> [Flash] {
        let fromSession = sessions.withLockedSession { data -> [Flash] in
            guard let pending = data?.flash, !pending.isEmpty else { return [] }
            data?.flash = []
            return pending
        }
        return (anonymousFlash?.take() ?? []) + fromSession
    }
}
