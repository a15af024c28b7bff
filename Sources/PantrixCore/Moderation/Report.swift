import Foundation

/// What can be reported: the kind is part of the report's address (`/report/recipe/42`).
package enum ReportKind: String, CaseIterable, Sendable, Hashable, LosslessStringConvertible {
    case recipe, photo, comment, list, profile

    package init?(_ description: String) { self.init(rawValue: description) }
    package var description: String { rawValue }

    /// "recipe", "photo", …, "profile": how the item is named in sentences.
    package var noun: String { rawValue }
}

/// One reported thing: a recipe, photo, comment or list by its id, a profile by its user id.
package struct ReportedItem: Sendable, Hashable {
    package let kind: ReportKind
    package let id: Int64

    package init(_ kind: ReportKind, _ id: Int64) {
        self.kind = kind
        self.id = id
    }
}

/// Why someone reported an item (the choices of the report menu).
package enum ReportReason: String, CaseIterable, Sendable {
    case spam, offensive, copyright, unsafeFood = "unsafe-food", other

    package var label: String {
        switch self {
        case .spam: "Spam or advertising"
        case .offensive: "Offensive or abusive"
        case .copyright: "Copied without permission"
        case .unsafeFood: "Unsafe food advice"
        case .other: "Something else"
        }
    }

    /// The short word the admin queue counts by.
    package var shortLabel: String {
        switch self {
        case .spam: "spam"
        case .offensive: "offensive"
        case .copyright: "copyright"
        case .unsafeFood: "unsafe food advice"
        case .other: "other"
        }
    }
}

package enum ReportError: Error, Equatable, Sendable {
    /// Missing, or not something the reporter can see: the same 404 as any missing page.
    case notFound
    /// Reporting one's own recipe, photo, comment, list or profile.
    case ownItem
    /// One report per person per item.
    case alreadyReported
    case noteTooLong
    /// A disabled account acts on nothing.
    case accountDisabled
}

package enum ModerationError: Error, Equatable, Sendable {
    /// The item was deleted (by its author, or another admin) before the action.
    case itemGone
    /// It is hidden already.
    case alreadyHidden
    /// A hidden item needs a reason: its author is shown it.
    case reasonRequired
    case reasonTooLong
    /// Profiles are hidden, not deleted here: deleting accounts is the people page's job.
    case cannotDelete
    /// Nothing open to dismiss (another admin was quicker, or the form was sent twice).
    case nothingOpen
    case entryNotFound
    /// The cooking entry earned no points (withheld or voided already).
    case nothingToVoid
}

/// An item with open reports, as the admin queue shows it.
package struct ReportGroup: Sendable {
    package struct Reasons: Sendable, Equatable {
        package let reason: ReportReason
        package let count: Int

        /// Memberwise, also for the test-support samples (an implicit one would be internal).
        package init(reason: ReportReason, count: Int) {
            self.reason = reason
            self.count = count
        }
    }

    /// One person's report, for admins: who, why and what they wrote.
    package struct Entry: Sendable {
        package let reporter: String
        package let reason: ReportReason
        package let note: String
        package let createdAt: Date

        /// Memberwise, also for the test-support samples (an implicit one would be internal).
        package init(reporter: String, reason: ReportReason, note: String, createdAt: Date) {
            self.reporter = reporter
            self.reason = reason
            self.note = note
            self.createdAt = createdAt
        }
    }

    package let item: ReportedItem
    package let reports: Int
    package let latest: Date
    package let reasons: [Reasons]
    package let entries: [Entry]
    /// What the item is now; nil when it no longer exists.
    package let preview: ReportedItemPreview?
    /// For the resolved list: how it ended ("dismissed", "hidden", "deleted").
    package let resolution: String?

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(item: ReportedItem, reports: Int, latest: Date, reasons: [Reasons], entries: [Entry], preview: ReportedItemPreview?, resolution: String?) {
        self.item = item
        self.reports = reports
        self.latest = latest
        self.reasons = reasons
        self.entries = entries
        self.preview = preview
        self.resolution = resolution
    }
}

/// A reported item shown in place: enough to judge it without opening it.
package struct ReportedItemPreview: Sendable, Decodable, RowDecodable {
    package let id: Int64
    /// The recipe's or list's title, the photo's or comment's recipe, the profile's username.
    package let title: String
    /// A recipe's description, a photo's caption, a comment's text.
    package let body: String
    /// A thumbnail in the uploads folder (recipe card image, the photo).
    package let imageFile: String?
    package let ownerId: Int64?
    package let ownerName: String?
    /// The recipe the photo or comment belongs to (and the recipe itself).
    package let recipeId: Int64?
    package let hiddenAt: Date?
    package let hiddenReason: String?
    package let createdAt: Date

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(id: Int64, title: String, body: String, imageFile: String?, ownerId: Int64?, ownerName: String?, recipeId: Int64?, hiddenAt: Date?, hiddenReason: String?, createdAt: Date) {
        self.id = id
        self.title = title
        self.body = body
        self.imageFile = imageFile
        self.ownerId = ownerId
        self.ownerName = ownerName
        self.recipeId = recipeId
        self.hiddenAt = hiddenAt
        self.hiddenReason = hiddenReason
        self.createdAt = createdAt
    }
}

package struct ReportQueue: Sendable {
    package let groups: [ReportGroup]
    package let hasMore: Bool

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(groups: [ReportGroup], hasMore: Bool) {
        self.groups = groups
        self.hasMore = hasMore
    }
}

package enum ReportQueueOrder: String, Sendable, CaseIterable {
    /// The newest report first; the most reported first among equals.
    case newest
    /// The most reported first; the newest first among equals.
    case most
}

extension AppDatabase {
    package static let maxReportNoteLength = 500
    package static let maxModerationReasonLength = 500
}
