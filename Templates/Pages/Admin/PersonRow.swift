import Foundation
import PantrixCore

/// A person as the admin area shows them.
package struct PersonRow: Sendable {
    package let id: Int64
    package let username: String
    package let email: String?
    package let isAdmin: Bool
    package let joined: String
    package let disabled: String?
    package let disabledReason: String?
    package let lastSeen: String?
    /// "3 recipes · 12 comments · 4 photos · cooked 9 times"
    package let activity: String

    package init(_ person: PersonSummary) {
        id = person.id
        username = person.username
        email = person.email
        isAdmin = person.isAdmin
        joined = DateText.day(person.createdAt)
        disabled = person.disabledAt.map(DateText.dayAndTime)
        disabledReason = person.disabledReason.flatMap { $0.isEmpty ? nil : $0 }
        lastSeen = person.lastSeen.map(DateText.dayAndTime)
        func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
        activity = [
            count(person.recipes, "recipe", "recipes"), count(person.comments, "comment", "comments"),
            count(person.photos, "photo", "photos"), "cooked " + count(person.cooked, "time", "times"),
        ].joined(separator: " · ")
    }
}
