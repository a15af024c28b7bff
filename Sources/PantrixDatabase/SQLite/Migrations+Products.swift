import GRDB

extension Migrations {
    /// Packaged products by barcode, shared by everyone on the instance, each mapped to the USDA
    /// food it is; and every change made to one, so its maker or an admin can undo it.
    static func createProducts(_ db: Database) throws {
        try db.create(table: "product") { t in
            t.autoIncrementedPrimaryKey("id")
            /// 13 digits (EAN-13, UPC-A as EAN-13) or 8 (EAN-8).
            t.column("barcode", .text).notNull().unique()
            t.column("name", .text).notNull()
            t.column("brand", .text)
            /// The package as printed: "500 g", "6 eggs", "1 l".
            t.column("package", .text).notNull()
            /// The USDA food, with the key pantry items and recipe lines match on.
            t.column("foodId", .text)
            t.column("ingredientKey", .text).notNull()
            /// "person" (someone here described it) or "import" (`pantrix import-products`).
            t.column("source", .text).notNull()
            t.column("createdBy", .integer).references("user", onDelete: .setNull)
            t.column("createdAt", .datetime).notNull()
            t.column("updatedAt", .datetime).notNull()
        }
        try db.create(table: "product_edit") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("productId", .integer).notNull().references("product", onDelete: .cascade)
            t.column("userId", .integer).references("user", onDelete: .setNull)
            /// JSON of name, brand, package and food before and after.
            t.column("before", .text).notNull()
            t.column("after", .text).notNull()
            t.column("createdAt", .datetime).notNull()
            t.column("undoneAt", .datetime)
        }
        try db.create(index: "product_edit_product", on: "product_edit", columns: ["productId"])
    }
}
