/// Usernames: 3–32 letters, digits, `_` or `-` (ASCII, so names look the same to everyone).
package enum UsernameRule {
    package static func problem(with username: String) -> String? {
        if username.isEmpty { return "Choose a username." }
        if username.count < 3 || username.count > 32 {
            return "Use 3 to 32 characters."
        }
        let allowed = username.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
        }
        return allowed ? nil : "Use only letters, digits, _ and -."
    }
}
