/// Email is optional; when given it must look like one address (we don't send mail to verify it).
enum EmailRule {
    static func problem(with email: String) -> String? {
        guard !email.isEmpty else { return nil }
        if email.count > 254 { return "That email address is too long." }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !parts[1].hasPrefix("."), !parts[1].hasSuffix("."),
              !email.contains(where: \.isWhitespace)
        else { return "Enter an email address like name@example.com, or leave it empty." }
        return nil
    }
}
