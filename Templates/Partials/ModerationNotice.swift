import Foundation
import PantrixCore

/// What the owner of a hidden item is told, on the item itself.
package enum ModerationNotice {
    /// "A moderator hid this recipe on 3 Mar 2026: “…”. Only you can see it."
    package static func text(_ noun: String, hiddenAt: Date?, reason: String?) -> String? {
        guard let hiddenAt else { return nil }
        let why = reason.map { ": “\($0)”" } ?? ""
        return "A moderator hid this \(noun) on \(DateText.day(hiddenAt))\(why). Only you can see it now."
    }
}
