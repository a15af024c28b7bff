import Foundation

/// One thing planned for a day and slot: a recipe (with servings) or free text ("leftovers").
public struct PlanEntry: Codable, Sendable, Equatable, RowDecodable, MutableTableRecord {
    public var id: Int64?
    /// The kitchen whose plan it is: its cook's own, or their household's.
    public var kitchenId: Int64
    /// "YYYY-MM-DD" (UTC).
    public var day: String
    public var slot: String
    public var recipeId: Int64?
    /// The recipe's title when it was planned, or the free text.
    public var title: String
    public var servings: Int
    public var note: String?
    public var cookedAt: Date?
    public var createdBy: Int64?
    public var createdAt: Date

    public static let databaseTableName = "plan_entry"

    public mutating func didInsert(rowID: Int64) { id = rowID }

    public var mealSlot: MealSlot { MealSlot(rawValue: slot) ?? .dinner }
    public var isCooked: Bool { cookedAt != nil }

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(id: Int64? = nil, kitchenId: Int64, day: String, slot: String, recipeId: Int64? = nil, title: String, servings: Int, note: String? = nil, cookedAt: Date? = nil, createdBy: Int64? = nil, createdAt: Date) {
        self.id = id
        self.kitchenId = kitchenId
        self.day = day
        self.slot = slot
        self.recipeId = recipeId
        self.title = title
        self.servings = servings
        self.note = note
        self.cookedAt = cookedAt
        self.createdBy = createdBy
        self.createdAt = createdAt
    }
}

/// What to add to a plan.
public struct PlanAddition: Sendable {
    public var day: String
    public var slot: MealSlot
    public var recipeID: Int64?
    /// Free text, for an entry without a recipe.
    public var text: String?
    public var servings: Int?
    public var note: String?

    public init(day: String, slot: MealSlot, recipeID: Int64? = nil, text: String? = nil, servings: Int? = nil, note: String? = nil) {
        (self.day, self.slot, self.recipeID, self.text, self.servings, self.note) = (day, slot, recipeID, text, servings, note)
    }
}

public enum PlanError: Error, Equatable, Sendable {
    case notFound
    case badDay
    /// Neither a recipe nor any text.
    case empty
    case tooLong
    case badServings
}

/// A week of the plan as its page shows it.
public struct PlanWeekView: Sendable {
    public let week: PlanWeek
    /// Ordered by day, slot, then when they were added.
    public let entries: [PlanEntry]
    /// Whether a calendar link exists (the link itself is only shown when made).
    public let hasFeed: Bool
    /// The photo of each planned recipe that has one and the viewer may see (others get their drawing).
    public let imagePaths: [Int64: String]

    public func entries(day: String, slot: MealSlot) -> [PlanEntry] {
        entries.filter { $0.day == day && $0.slot == slot.rawValue }
    }

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(week: PlanWeek, entries: [PlanEntry], hasFeed: Bool, imagePaths: [Int64: String]) {
        self.week = week
        self.entries = entries
        self.hasFeed = hasFeed
        self.imagePaths = imagePaths
    }
}
