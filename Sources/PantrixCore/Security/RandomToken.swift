import Crypto
import Foundation

/// Secrets that travel in links and cookies: session ids, CSRF tokens, invite and reset links.
package enum RandomToken {
    /// 256 bits from the system CSPRNG, base64url without padding.
    package static func make(bytes count: Int = 32) -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return base64url(Data(bytes))
    }

    /// Base64url without padding: safe in cookies, form fields and paths as it is.
    package static func base64url(_ data: Data) -> String {
        data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The bytes of a base64url value without padding; nil for anything else.
    package static func data(base64url value: String) -> Data? {
        var text = value.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        text += String(repeating: "=", count: (4 - text.utf8.count % 4) % 4)
        return Data(base64Encoded: text)
    }

    /// What the database keeps of a link's token (SHA-256, hex): enough to find it again, useless
    /// to someone who reads a backup. Tokens are 256 random bits, so no salt or slow hash is needed.
    package static func storedHash(of token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
