import Foundation

/// What makes a password acceptable: 8–64 characters, at most 72 bytes (bcrypt's limit,
/// said rather than silently truncated), and not one of the most common passwords.
package struct PasswordPolicy: Sendable {
    package static let minCharacters = 8
    package static let maxCharacters = 64
    package static let maxBytes = 72

    private let common: Set<String>

    package init(commonPasswords: Set<String>) {
        self.common = commonPasswords
    }

    /// The policy with the list shipped in the package's resources.
    package static func bundled() throws -> PasswordPolicy {
        guard let url = Bundle.module.url(forResource: "Resources/common-passwords", withExtension: "txt") else {
            throw CocoaError(.fileNoSuchFile)
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        let words = text.split(whereSeparator: \.isNewline)
            .filter { !$0.hasPrefix("#") }
            .map { String($0) }
        return PasswordPolicy(commonPasswords: Set(words))
    }

    /// nil when the password is acceptable, otherwise the message to show next to the field.
    package func problem(with password: String, username: String? = nil) -> String? {
        if password.count < Self.minCharacters {
            return "Use at least \(Self.minCharacters) characters."
        }
        if password.count > Self.maxCharacters {
            return "Use at most \(Self.maxCharacters) characters."
        }
        if password.utf8.count > Self.maxBytes {
            return "That password is longer than \(Self.maxBytes) bytes (accented letters and emoji count as several). Use a shorter one."
        }
        let lowered = password.lowercased()
        if common.contains(lowered) {
            return "That password is among the most commonly used ones. Choose something less guessable."
        }
        if let username, lowered == username.lowercased() {
            return "Your password can't be your username."
        }
        return nil
    }
}
