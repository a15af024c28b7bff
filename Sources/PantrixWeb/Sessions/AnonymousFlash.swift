import Foundation
import PantrixCore
import Synchronization

/// Messages for a visitor without a session ("You have logged out"), carried to the next page in
/// a signed cookie so that nothing is stored for them. The signature (the form-token key, with a
/// prefix of its own) keeps a cookie planted from elsewhere from putting words on our pages.
final class AnonymousFlash: Sendable {
    /// A few short messages fit a cookie with room to spare; more are dropped, not stored.
    static let maxMessages = 3
    static let maxMessageLength = 300
    static let lifetime = Duration.seconds(600)

    private let tokens: FormTokens
    private let state: Mutex<(received: [Flash], pending: [Flash], taken: Bool)>

    init(tokens: FormTokens, cookie: String?) {
        self.tokens = tokens
        state = Mutex((cookie.flatMap { Self.read($0, tokens) } ?? [], [], false))
    }

    func add(_ flash: Flash) {
        state.withLock { state in
            guard state.pending.count < Self.maxMessages else { return }
            state.pending.append(Flash(kind: flash.kind, message: String(flash.message.prefix(Self.maxMessageLength))))
        }
    }

    /// The messages the browser brought; the cookie is cleared by this response.
    func take() -> [Flash] {
        state.withLock { state in
            state.taken = true
            return state.received
        }
    }

    /// What the response does with the cookie: a new value, "" to clear it, nil to leave it.
    var cookieChange: String? {
        state.withLock { state in
            if !state.pending.isEmpty { return Self.write(state.pending, tokens) }
            return state.taken && !state.received.isEmpty ? "" : nil
        }
    }

    private static func signature(_ payload: String, _ tokens: FormTokens) -> String {
        tokens.token(for: "flash:" + payload)
    }

    private static func write(_ flashes: [Flash], _ tokens: FormTokens) -> String? {
        guard let json = try? JSONEncoder().encode(flashes) else { return nil }
        let payload = RandomToken.base64url(json)
        return payload + "." + signature(payload, tokens)
    }

    /// Only a value this server signed, within a cookie's usual size, is read.
    private static func read(_ value: String, _ tokens: FormTokens) -> [Flash]? {
        guard value.utf8.count <= 4096, let dot = value.lastIndex(of: ".") else { return nil }
        let payload = String(value[..<dot]), sent = String(value[value.index(after: dot)...])
        guard CSRFMiddleware.equal(sent, signature(payload, tokens)), let data = RandomToken.data(base64url: payload),
              let flashes = try? JSONDecoder().decode([Flash].self, from: data) else { return nil }
        return Array(flashes.prefix(maxMessages))
    }
}
