import GRDB

extension Migrations {
    /// The sign-in epoch: a counter per account that a password change, a reset, disabling and an
    /// email change move on. API tokens and calendar links note the epoch they were made in and
    /// work only while it is the account's, so a credential made before the change is dead even
    /// where the change's own clean-up missed it.
    ///
    /// A calendar link also notes who made it: the link is that person's key to the kitchen's plan
    /// and ends when they leave it. Links made before this in a household kitchen have no known
    /// maker, so they go (a member makes a new one); a personal kitchen's link is its owner's.
    static func createSignInEpoch(_ db: Database) throws {
        try db.alter(table: "user") { t in t.add(column: "signInEpoch", .integer).notNull().defaults(to: 0) }
        try db.alter(table: "api_token") { t in t.add(column: "signInEpoch", .integer).notNull().defaults(to: 0) }
        try db.alter(table: "plan_feed") { t in
            t.add(column: "madeBy", .integer).references("user", onDelete: .cascade)
            t.add(column: "signInEpoch", .integer).notNull().defaults(to: 0)
        }
        try db.execute(sql: """
            UPDATE plan_feed SET madeBy = (SELECT personalUserId FROM kitchen WHERE kitchen.id = plan_feed.kitchenId);
            DELETE FROM plan_feed WHERE madeBy IS NULL;
            """)
        try db.create(index: "plan_feed_maker", on: "plan_feed", columns: ["madeBy"])
    }
}
