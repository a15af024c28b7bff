import GRDB

extension Migrations {
    /// Foods people picked for ingredient text the matcher did not recognise, kept for the whole
    /// instance so the next recipe with the same text matches the same food.
    static func createLearnedAliases(_ db: Database) throws {
        try db.create(table: "learned_alias", options: .withoutRowID) { t in
            // The parsed ingredient name, lower-cased with its whitespace folded (LearnedAlias.key).
            t.primaryKey("text", .text)
            t.column("foodId", .text).notNull()
            t.column("createdAt", .datetime).notNull()
            // Nil for imported aliases; an account's picks outlive the account.
            t.column("createdBy", .integer).references("user", onDelete: .setNull)
        }
    }
}
