import Foundation

extension AppDatabase {
    /// Shops (with their prices) go along when a kitchen is copied: starting a household, joining
    /// one bringing your pantry, leaving with a copy.
    static func copyShops(_ db: SQLConnection, from source: Int64, to target: Int64) throws {
        let present = Set(try String.fetchAll(db, sql: "SELECT lower(name) FROM shop WHERE kitchenId = ?", arguments: [target]))
        for var store in try Shop.fetchAll(db, sql: "SELECT * FROM shop WHERE kitchenId = ?", arguments: [source]) {
            // A shop the kitchen already has (by name) keeps its own prices.
            guard let old = store.id, !present.contains(store.name.lowercased()) else { continue }
            store.id = nil
            store.kitchenId = target
            try store.insert(db)
            try db.execute(sql: """
                INSERT INTO shop_price (kitchenId, shopId, ingredientKey, name, quantityText, paid, basis, unitPrice, createdAt)
                SELECT ?, ?, ingredientKey, name, quantityText, paid, basis, unitPrice, createdAt FROM shop_price WHERE shopId = ?
                """, arguments: [target, store.id, old])
        }
    }
}
