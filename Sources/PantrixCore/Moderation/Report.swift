import Foundation

/// What can be reported: the kind is part of the report's address (`/report/recipe/42`).
public enum ReportKind: String, CaseIterable, Sendable, Hashable, LosslessStringConvertible {
    case recipe, photo, comment, list, profile

    public init?(_ description: String) { self.init(rawValue: description) }
    public var description: String { rawValue }

    /// "recipe", "photo", …, "profile": how the item is named in sentences.
    public var noun: String { rawValue }
}

/// One reported thing: a recipe, photo, comment or list by its id, a profile by its user id.
public struct ReportedItem: Sendable, Hashable {
    public let kind: ReportKind
    public let id: Int64

    public init(_ kind: ReportKind, _ id: Int64) {
        self.kind = kind
        self.id = id
    }
}

/// Why someone reported an item (the choices of the report menu).
public enum ReportReason: String, CaseIterable, Sendable {
    case spam, offensive, copyright, unsafeFood = "unsafe-food", other

    public var label: String {
        switch self {
        case .spam: "Spam or advertising"
        case .offensive: "Offensive or abusive"
        case .copyright: "Copied without permission"
        case .unsafeFood: "Unsafe food advice"
        case .other: "Something else"
        }
    }

    /// The short word the admin queue counts by.
    public var shortLabel: String {
        switch self {
        case .spam: "spam"
        case .offensive: "offensive"
        case .copyright: "copyright"
        case .unsafeFood: "unsafe food advice"
        case .other: "other"
        }
    }
}

public enum ReportError: Error, Equatable, Sendable {
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

public enum ModerationError: Error, Equatable, Sendable {
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
public struct ReportGroup: Sendable {
    public struct Reasons: Sendable, Equatable {
        public let reason: ReportReason
        public let count: Int

        /// Memberwise, also for the test-support samples (an implicit one would be internal).
        package init(reason: ReportReason, count: Int) {
            self.reason = reason
            self.count = count
        }
    }

    /// One person's report, for admins: who, why and what they wrote.
    public struct Entry: Sendable {
        public let reporter: String
        public let reason: ReportReason
        public let note: String
        public let createdAt: Date

        /// Memberwise, also for the test-support samples (an implicit one would be internal).
        package init(reporter: String, reason: ReportReason, note: String, createdAt: Date) {
            self.reporter = reporter
            self.reason = reason
            self.note = note
            self.createdAt = createdAt
        }
    }

    public let item: ReportedItem
    public let reports: Int
    public let latest: Date
    public let reasons: [Reasons]
    public let entries: [Entry]
    /// What the item is now; nil when it no longer exists.
    public let preview: ReportedItemPreview?
    /// For the resolved list: how it ended ("dismissed", "hidden", "deleted").
    public let resolution: String?

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
public struct ReportedItemPreview: Sendable, Decodable, RowDecodable {
    public let id: Int64
    /// The recipe's or list's title, the photo's or comment's recipe, the profile's username.
    public let title: String
    /// A recipe's description, a photo's caption, a comment's text.
    public let body: String
    /// A thumbnail in the uploads folder (recipe card image, the photo).
    public let imageFile: String?
    public let ownerId: Int64?
    public let ownerName: String?
    /// The recipe the photo or comment belongs to (and the recipe itself).
    public let recipeId: Int64?
    public let hiddenAt: Date?
    public let hiddenReason: String?
    public let createdAt: Date

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

public struct ReportQueue: Sendable {
    public let groups: [ReportGroup]
    public let hasMore: Bool

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(groups: [ReportGroup], hasMore: Bool) {
        self.groups = groups
        self.hasMore = hasMore
    }
}

public enum ReportQueueOrder: String, Sendable, CaseIterable {
    /// The newest report first; the most reported first among equals.
    case newest
    /// The most reported first; the newest first among equals.
    case most
}

extension AppDatabase {
    public static let maxReportNoteLength = 500
    public static let maxModerationReasonLength = 500
}
