import Foundation

extension AppDatabase {
    /// Stores (with their prices) go along when a kitchen is copied: starting a household, joining
    /// one bringing your pantry, leaving with a copy.
    static func copyStores(_ db: SQLConnection, from source: Int64, to target: Int64) throws {
        let present = Set(try String.fetchAll(db, sql: "SELECT lower(name) FROM store WHERE kitchenId = ?", arguments: [target]))
        for var store in try Store.fetchAll(db, sql: "SELECT * FROM store WHERE kitchenId = ?", arguments: [source]) {
            // A store the kitchen already has (by name) keeps its own prices.
            guard let old = store.id, !present.contains(store.name.lowercased()) else { continue }
            store.id = nil
            store.kitchenId = target
            try store.insert(db)
            try db.execute(sql: """
                INSERT INTO store_price (kitchenId, storeId, ingredientKey, name, quantityText, paid, basis, unitPrice, createdAt)
                SELECT ?, ?, ingredientKey, name, quantityText, paid, basis, unitPrice, createdAt FROM store_price WHERE storeId = ?
                """, arguments: [target, store.id, old])
        }
    }
}
