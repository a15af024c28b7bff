import Foundation

/// One thing planned for a day and slot: a recipe (with servings) or free text ("leftovers").
package struct PlanEntry: Codable, Sendable, Equatable, RowDecodable, MutableTableRecord {
    package var id: Int64?
    /// The kitchen whose plan it is: its cook's own, or their household's.
    package var kitchenId: Int64
    /// "YYYY-MM-DD" (UTC).
    package var day: String
    package var slot: String
    package var recipeId: Int64?
    /// The recipe's title when it was planned, or the free text.
    package var title: String
    package var servings: Int
    package var note: String?
    package var cookedAt: Date?
    package var createdBy: Int64?
    package var createdAt: Date

    package static let databaseTableName = "plan_entry"

    package mutating func didInsert(rowID: Int64) { id = rowID }

    package var mealSlot: MealSlot { MealSlot(rawValue: slot) ?? .dinner }
    package var isCooked: Bool { cookedAt != nil }

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
package struct PlanAddition: Sendable {
    package var day: String
    package var slot: MealSlot
    package var recipeID: Int64?
    /// Free text, for an entry without a recipe.
    package var text: String?
    package var servings: Int?
    package var note: String?

    package init(day: String, slot: MealSlot, recipeID: Int64? = nil, text: String? = nil, servings: Int? = nil, note: String? = nil) {
        (self.day, self.slot, self.recipeID, self.text, self.servings, self.note) = (day, slot, recipeID, text, servings, note)
    }
}

package enum PlanError: Error, Equatable, Sendable {
    case notFound
    case badDay
    /// Neither a recipe nor any text.
    case empty
    case tooLong
    case badServings

    /// Said the same on the plan page and by the API.
    package var message: String {
        switch self {
        case .notFound: "That plan entry is gone. Open your meal plan to see what is planned."
        case .badDay: "Choose a day and a meal from the lists."
        case .empty: "Write what to plan, e.g. “leftovers”."
        case .tooLong: "That is too long: 100 characters at most, and 200 for a note."
        case .badServings: "Servings must be a whole number from 1 to 99."
        }
    }
}

/// A week of the plan as its page shows it.
package struct PlanWeekView: Sendable {
    package let week: PlanWeek
    /// Ordered by day, slot, then when they were added.
    package let entries: [PlanEntry]
    /// Whether a calendar link exists (the link itself is only shown when made).
    package let hasFeed: Bool
    /// The photo of each planned recipe that has one and the viewer may see (others get their drawing).
    package let imagePaths: [Int64: String]

    package func entries(day: String, slot: MealSlot) -> [PlanEntry] {
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
