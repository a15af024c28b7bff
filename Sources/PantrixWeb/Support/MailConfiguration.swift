import Foundation
import PantrixCore

/// Who mail comes from and the program that sends it (msmtp, or another with sendmail's
/// interface); the relay is that program's own configuration.
package struct MailConfiguration: Sendable {
    /// `pantrix@example.org` or `Pantrix <pantrix@example.org>`.
    package var from: String
    /// The program's path (`SendmailCommand.resolve` finds a bare name on PATH).
    package var command: String
    /// A program that hasn't finished by then is stopped, and the mail counts as failed.
    package var timeout: TimeInterval = 60

    package init(from: String, command: String) {
        self.from = from
        self.command = command
    }

    /// What is wrong with a `--mail-from`, or nil.
    package static func problem(from: String) -> String? {
        MailAddress.envelope(of: from) == nil ? "--mail-from must be an address like pantrix@example.org or Pantrix <pantrix@example.org>." : nil
    }

    /// `--public-url` as links are built from it: http(s), a host, maybe a port and a path, no
    /// query or fragment, no trailing slash; nil when it isn't one.
    package static func publicURL(_ text: String) -> String? {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil, components.user == nil, components.password == nil,
              !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == " " })
        else { return nil }
        var url = text
        while url.hasSuffix("/") { url.removeLast() }
        return url
    }
}
