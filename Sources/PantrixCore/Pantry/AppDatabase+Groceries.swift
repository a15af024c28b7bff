import FoodKit
import Foundation

/// The grocery list with, for each item, the recipes that need it.
package struct GroceryList: Sendable {
    package struct Entry: Sendable {
        package let item: GroceryItem
        package let recipes: [(id: Int64, title: String)]
        /// The planned days ("YYYY-MM-DD") it is for, when "Shop for this week" put it there.
        package var days: [String] = []

        /// Memberwise, also for the test-support samples (an implicit one would be internal).
        package init(item: GroceryItem, recipes: [(id: Int64, title: String)], days: [String] = []) {
            self.item = item
            self.recipes = recipes
            self.days = days
        }
    }

    package let entries: [Entry]

    package var estimatedTotal: Double { entries.filter { !$0.item.checked }.compactMap(\.item.price).reduce(0, +) }

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(entries: [Entry]) {
        self.entries = entries
    }
}

extension AppDatabase {
    package func groceryList(userID: Int64) async throws -> GroceryList {
        try await store.read { db in
            let kitchen = try Self.kitchenID(db, userID: userID)
            let items = try GroceryItem.fetchAll(db, sql: "SELECT * FROM grocery_item WHERE kitchenId = ? ORDER BY storeSection, name", arguments: [kitchen])
            var recipes: [Int64: [(Int64, String)]] = [:]
            let rows = try SQLRow.fetchAll(db, sql: """
                SELECT gr.groceryItemId, r.id, r.title FROM grocery_item_recipe gr
                JOIN grocery_item g ON g.id = gr.groceryItemId JOIN recipe r ON r.id = gr.recipeId
                WHERE g.kitchenId = ? ORDER BY r.title
                """, arguments: [kitchen])
            for row in rows { recipes[row[0], default: []].append((row[1], row[2])) }
            var days: [Int64: [String]] = [:]
            let dayRows = try SQLRow.fetchAll(db, sql: """
                SELECT gd.groceryItemId, gd.day FROM grocery_item_day gd JOIN grocery_item g ON g.id = gd.groceryItemId
                WHERE g.kitchenId = ? ORDER BY gd.day
                """, arguments: [kitchen])
            for row in dayRows { days[row[0], default: []].append(row[1]) }
            return GroceryList(entries: items.map {
                GroceryList.Entry(item: $0, recipes: recipes[$0.id ?? 0] ?? [], days: days[$0.id ?? 0] ?? [])
            })
        }
    }

    /// Adds items, merging with what is already on the list for the same food.
    package func addGroceries(_ additions: [GroceryAddition], userID: Int64, recipeID: Int64? = nil, now: Date = Date()) async throws {
        try await store.write { db in
            try Self.addGroceries(db, additions, userID: userID, recipeID: recipeID, now: now)
        }
    }

    /// The same within a transaction; `days` are the planned days ("YYYY-MM-DD") the items are for.
    static func addGroceries(_ db: SQLConnection, _ additions: [GroceryAddition], userID: Int64, recipeID: Int64?, days: [String] = [], now: Date) throws {
        let kitchen = try kitchenID(db, userID: userID)
        for addition in additions {
            var item: GroceryItem
            if var existing = try GroceryItem.fetchOne(db, sql: "SELECT * FROM grocery_item WHERE kitchenId = ? AND ingredientKey = ?", arguments: [kitchen, addition.ingredientKey]) {
                GroceryAmount.merge(&existing, addition)
                try existing.update(db)
                item = existing
            } else {
                item = GroceryItem(
                    id: nil, kitchenId: kitchen, ingredientKey: addition.ingredientKey, name: addition.name, foodId: addition.foodID,
                    amount: addition.amount, dimension: addition.dimension, grams: addition.grams,
                    storeSection: addition.storeSection, price: addition.price, checked: false, createdAt: now)
                try item.insert(db)
            }
            guard let id = item.id else { continue }
            if let recipeID {
                try db.execute(sql: "INSERT OR IGNORE INTO grocery_item_recipe(groceryItemId, recipeId) VALUES (?, ?)", arguments: [id, recipeID])
            }
            for day in days {
                try db.execute(sql: "INSERT OR IGNORE INTO grocery_item_day(groceryItemId, day) VALUES (?, ?)", arguments: [id, day])
            }
        }
    }

    /// A typed item ("2 lemons"), read by FoodKit like a recipe line.
    package func addGrocery(text: String, userID: Int64) async throws {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= 200 else { throw PantryError.emptyItem }
        try await addGroceries([GroceryAddition(line: RecipeAnalyzer().analyze(line: trimmed))], userID: userID)
    }

    package func setGroceryChecked(id: Int64, userID: Int64, checked: Bool) async throws {
        try await store.write { db in
            try db.execute(sql: "UPDATE grocery_item SET checked = ? WHERE id = ? AND kitchenId = ?", arguments: [checked, id, Self.kitchenID(db, userID: userID)])
            guard db.changesCount == 1 else { throw PantryError.notFound }
        }
    }

    package func deleteGrocery(id: Int64, userID: Int64) async throws {
        try await store.write { db in
            try db.execute(sql: "DELETE FROM grocery_item WHERE id = ? AND kitchenId = ?", arguments: [id, Self.kitchenID(db, userID: userID)])
            guard db.changesCount == 1 else { throw PantryError.notFound }
        }
    }

    package func clearCheckedGroceries(userID: Int64) async throws {
        try await store.write { db in
            try db.execute(sql: "DELETE FROM grocery_item WHERE kitchenId = ? AND checked = 1", arguments: [Self.kitchenID(db, userID: userID)])
        }
    }

    /// Bought: checked items go into the pantry (merging with what's there) and leave the list.
    @discardableResult
    package func moveCheckedGroceriesToPantry(userID: Int64, now: Date = Date()) async throws -> Int {
        try await store.write { db in
            let kitchen = try Self.kitchenID(db, userID: userID)
            let checked = try GroceryItem.fetchAll(db, sql: "SELECT * FROM grocery_item WHERE kitchenId = ? AND checked = 1", arguments: [kitchen])
            for item in checked {
                let bought = item.pantryAmount.map { [$0] } ?? []
                if var existing = try PantryItem.fetchOne(db, sql: "SELECT * FROM pantry_item WHERE kitchenId = ? AND ingredientKey = ?", arguments: [kitchen, item.ingredientKey]) {
                    existing.add(bought)
                    existing.updatedAt = now
                    try existing.update(db)
                } else {
                    var pantry = PantryItem(
                        id: nil, kitchenId: kitchen, text: item.name, name: item.name, ingredientKey: item.ingredientKey, foodId: item.foodId,
                        quantity: nil, unit: nil, grams: nil, amounts: nil, useBy: nil, createdAt: now, updatedAt: now)
                    pantry.setAmounts(bought)
                    try pantry.insert(db)
                }
                _ = try item.delete(db)
            }
            return checked.count
        }
    }
}
