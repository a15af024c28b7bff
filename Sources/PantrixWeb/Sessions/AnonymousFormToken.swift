import Foundation
import PantrixCore
import Synchronization

/// The form token of a visitor without a session: signed from a cookie value (`FormTokens`), so
/// showing a login or sign-up form stores nothing. The cookie is only set by a response whose
/// page asked for a token and the browser brought none.
final class AnonymousFormToken: Sendable {
    let tokens: FormTokens
    /// The cookie's value as the request brought it.
    let received: String?
    private let issued = Mutex<String?>(nil)

    init(tokens: FormTokens, received: String?) {
        self.tokens = tokens
        self.received = received.flatMap(Self.isWellFormed)
    }

    /// The token for this browser's forms, giving it a cookie value if it has none yet.
    var token: String {
        let value = received ?? issued.withLock { issued in
            if issued == nil { issued = FormTokens.newCookieValue() }
            return issued!
        }
        return tokens.token(for: value)
    }

    /// A cookie value this response must set, if a page asked for a token the browser had no cookie for.
    var cookieToSet: String? { issued.withLock { $0 } }

    /// True when `sent` is the token of the cookie the request brought (constant time).
    func accepts(_ sent: String) -> Bool {
        guard let received else { return false }
        return CSRFMiddleware.equal(sent, tokens.token(for: received))
    }

    /// Values this server makes: 43 base64url characters. Anything else is ignored (and replaced).
    private static func isWellFormed(_ value: String) -> String? {
        value.utf8.count == 43 && value.utf8.allSatisfy { $0 == 0x2D || $0 == 0x5F || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
            ? value : nil
    }
}
