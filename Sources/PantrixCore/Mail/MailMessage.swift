import Foundation

package enum MailError: Error, Equatable {
    /// A header value with a line break or another control character: it could add headers
    /// or recipients of its own (header injection), so the message is refused, not cleaned.
    case unsafeHeader(String)
    /// Not one plain address (`name@example.org`), or a From that isn't `address` or `Name <address>`.
    case invalidAddress(String)
}

/// One plain-text mail, written as RFC 5322 for a sendmail-compatible program (`msmtp -t`):
/// headers from checked values only, the body as UTF-8.
package struct MailMessage: Sendable, Equatable {
    /// `pantrix@example.org` or `Pantrix <pantrix@example.org>`.
    package let from: String
    package let to: String
    package let subject: String
    package let body: String

    /// Refuses header values that could smuggle in headers or recipients.
    package init(from: String, to: String, subject: String, body: String) throws {
        guard MailAddress.envelope(of: from) != nil else { throw MailError.invalidAddress(from) }
        guard MailAddress.isValid(to) else { throw MailError.invalidAddress(to) }
        guard !subject.unicodeScalars.contains(where: MailAddress.isUnsafe) else { throw MailError.unsafeHeader("Subject") }
        self.from = from
        self.to = to
        self.subject = subject
        self.body = body
    }

    /// The address for the SMTP envelope (`-f`): From's address.
    package var envelopeFrom: String { MailAddress.envelope(of: from) ?? from }

    /// The message as the mail program reads it on standard input (LF line ends, the local
    /// convention for sendmail; the program turns them into CRLF on the wire).
    package func rendered(date: Date, messageID: String) -> String {
        let text = body.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        let plain = text.unicodeScalars.allSatisfy(\.isASCII) && text.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { $0.utf8.count <= 998 }
        var lines = [
            "From: \(MailAddress.headerValue(from))",
            "To: \(to)",
            "Subject: \(Self.encodedWord(subject))",
            "Date: \(Self.dateFormatter.string(from: date))",
            "Message-ID: <\(messageID)@\(envelopeFrom.split(separator: "@").last.map(String.init) ?? "localhost")>",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=utf-8",
            "Content-Transfer-Encoding: \(plain ? "7bit" : "base64")",
            "Auto-Submitted: auto-generated",
            "",
        ]
        if plain {
            lines.append(text)
        } else {
            let encoded = Data(text.utf8).base64EncodedString()
            lines.append(stride(from: 0, to: encoded.count, by: 76).map { start in
                let from = encoded.index(encoded.startIndex, offsetBy: start)
                return String(encoded[from..<(encoded.index(from, offsetBy: 76, limitedBy: encoded.endIndex) ?? encoded.endIndex)])
            }.joined(separator: "\n"))
        }
        return lines.joined(separator: "\n") + (lines.last?.hasSuffix("\n") == true ? "" : "\n")
    }

    /// ASCII as it is; anything else as RFC 2047 encoded words of at most 75 characters.
    static func encodedWord(_ text: String) -> String {
        if text.unicodeScalars.allSatisfy({ $0.isASCII }) { return text }
        var words: [String] = []
        var chunk = ""
        for character in text {
            // 12 characters of "=?utf-8?B?" + "?=": 45 bytes of UTF-8 make 60 of base64.
            if Data((chunk + String(character)).utf8).count > 45 {
                words.append(chunk)
                chunk = ""
            }
            chunk.append(character)
        }
        if !chunk.isEmpty { words.append(chunk) }
        return words.map { "=?utf-8?B?\(Data($0.utf8).base64EncodedString())?=" }.joined(separator: "\n ")
    }

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        return formatter
    }()
}

/// The address forms Pantrix puts in a header: plain ASCII `local@domain`, nothing a mail
/// program could read as a second address, a comment or an option.
package enum MailAddress {
    static let localCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+/=?^_`{|}~.-".unicodeScalars)
    static let domainCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-".unicodeScalars)

    package static func isValid(_ address: String) -> Bool {
        guard address.utf8.count <= 254, !address.hasPrefix("-") else { return false }
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].count <= 64, parts[1].contains("."),
              !parts[1].hasPrefix("."), !parts[1].hasSuffix("."), !parts[1].hasPrefix("-"), !parts[1].contains("..")
        else { return false }
        return parts[0].unicodeScalars.allSatisfy(localCharacters.contains) && parts[1].unicodeScalars.allSatisfy(domainCharacters.contains)
    }

    /// The address in `address` or `Display Name <address>`; nil for anything else.
    package static func envelope(of from: String) -> String? {
        guard !from.unicodeScalars.contains(where: isUnsafe) else { return nil }
        if isValid(from) { return from }
        guard from.hasSuffix(">"), let open = from.lastIndex(of: "<") else { return nil }
        let name = from[..<open].trimmingCharacters(in: .whitespaces)
        let address = String(from[from.index(after: open)..<from.index(before: from.endIndex)])
        guard isValid(address), name.unicodeScalars.allSatisfy({ $0.isASCII && !"\"<>\\".unicodeScalars.contains($0) }) else { return nil }
        return address
    }

    /// From as written in the header: the display name quoted, so a comma or a dot in it
    /// stays part of the name.
    static func headerValue(_ from: String) -> String {
        guard !isValid(from), let address = envelope(of: from), let open = from.lastIndex(of: "<") else { return from }
        let name = from[..<open].trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? "<\(address)>" : "\"\(name)\" <\(address)>"
    }

    /// Line breaks (including Unicode's), other control characters and format characters.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .format: true
        default: false
        }
    }
}
