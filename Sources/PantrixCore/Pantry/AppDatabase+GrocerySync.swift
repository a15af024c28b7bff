import Foundation

/// A check-off made while offline, replayed when the phone is back online.
package struct GroceryCheckOff: Sendable, Equatable {
    package let id: Int64
    package let checked: Bool

    package init(id: Int64, checked: Bool) {
        self.id = id
        self.checked = checked
    }
}

/// What became of one replayed check-off.
package enum GroceryCheckOffOutcome: Sendable, Equatable {
    /// The item is on the list with this name; only its checked flag was set, the rest is as the
    /// server has it (someone may have changed the amount meanwhile).
    case applied(name: String)
    /// The item is no longer on the list: the removal stands, the check-off is dropped.
    case removed
}

extension AppDatabase {
    /// Replays check-offs in the order they were made, in one transaction. The last check-off
    /// wins; a removal is never undone by one (an item not on this list, someone else's
    /// included, is `.removed`: nothing is written and nothing is told about it).
    package func applyGroceryCheckOffs(_ changes: [GroceryCheckOff], userID: Int64) async throws -> [GroceryCheckOffOutcome] {
        try await store.write { db in
            // The person's list: their household's when they are in one (another member may
            // have removed the item meanwhile).
            let kitchen = try Self.kitchenID(db, userID: userID)
            return try changes.map { change in
                try db.execute(
                    sql: "UPDATE grocery_item SET checked = ? WHERE id = ? AND kitchenId = ?",
                    arguments: [change.checked, change.id, kitchen])
                guard db.changesCount == 1,
                      let name = try String.fetchOne(db, sql: "SELECT name FROM grocery_item WHERE id = ?", arguments: [change.id])
                else { return .removed }
                return .applied(name: name)
            }
        }
    }
}
