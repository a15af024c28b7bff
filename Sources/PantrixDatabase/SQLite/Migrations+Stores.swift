import GRDB

extension Migrations {
    /// The stores a kitchen shops at and what things cost there. Both belong to the kitchen, so a
    /// household shares them; a price is kept per kilogram or per item so any amount can be priced.
    static func createStoresAndPrices(_ db: Database) throws {
        try db.create(table: "store") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("kitchenId", .integer).notNull().references("kitchen", onDelete: .cascade)
            t.column("name", .text).notNull()
            t.column("address", .text)
            t.column("createdAt", .datetime).notNull()
        }
        try db.create(index: "store_kitchen", on: "store", columns: ["kitchenId"])
        try db.create(table: "store_price") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("kitchenId", .integer).notNull().references("kitchen", onDelete: .cascade)
            t.column("storeId", .integer).notNull().references("store", onDelete: .cascade)
            t.column("ingredientKey", .text).notNull()
            t.column("name", .text).notNull()
            /// What was typed: "1 kg", "6".
            t.column("quantityText", .text).notNull()
            t.column("paid", .double).notNull()
            /// "kg" or "item".
            t.column("basis", .text).notNull()
            t.column("unitPrice", .double).notNull()
            t.column("createdAt", .datetime).notNull()
        }
        // The kitchen's prices newest first: the stores page and every priced page read them so.
        try db.create(index: "store_price_kitchen_newest", on: "store_price", columns: ["kitchenId", "createdAt"])
        try db.create(index: "store_price_store", on: "store_price", columns: ["storeId"])
    }
}
