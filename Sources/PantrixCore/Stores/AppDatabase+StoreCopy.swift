import Foundation
import GRDB

extension AppDatabase {
    /// A new household begins as a copy of its maker's kitchen: their stores and prices too.
    static func copyStores(_ db: Database, from source: Int64, to target: Int64) throws {
        for var store in try Store.filter(Column("kitchenId") == source).fetchAll(db) {
            guard let old = store.id else { continue }
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
