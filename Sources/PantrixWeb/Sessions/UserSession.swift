import PantrixCore
import Foundation

/// What the server keeps per browser session. Anonymous visitors get one only when a page
/// needs a CSRF token (a form) or a flash message has to survive a redirect.
package struct UserSession: Codable, Sendable {
    var userID: Int64?
    /// The account's sign-in epoch when this session signed in (nil: from before epochs, which
    /// is epoch 0); a session from an earlier epoch is signed out when read.
    var signInEpoch: Int64?
    var csrf: String
    var createdAt: Date
    var refreshedAt: Date
    var flash: [Flash]
    /// The signed-in account's row as read with the session at the start of this request; not
    /// stored (the row is read afresh by every request).
    var loadedUser: User?

    private enum CodingKeys: String, CodingKey { case userID, signInEpoch, csrf, createdAt, refreshedAt, flash }

    init(userID: Int64?, signInEpoch: Int64? = nil, now: Date = Date()) {
        self.userID = userID
        self.signInEpoch = signInEpoch
        self.csrf = RandomToken.make()
        self.createdAt = now
        self.refreshedAt = now
        self.flash = []
    }
}

package struct Flash: Codable, Sendable, Equatable {
    enum Kind: String, Codable, Sendable { case success, error, info }
    var kind: Kind
    var message: String
}
