import GRDB

extension Migrations {
    /// A row: the kitchen answered the kitchen-basics checklist (took some, or "not now"), so it is
    /// not offered again.
    static func createKitchenBasics(_ db: Database) throws {
        try db.create(table: "kitchen_basics_answer") { t in
            t.primaryKey("kitchenId", .integer).references("kitchen", onDelete: .cascade)
            t.column("answeredAt", .datetime).notNull()
        }
    }
}
