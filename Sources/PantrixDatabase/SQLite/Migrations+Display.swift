import GRDB

extension Migrations {
    /// Display preferences on the account: theme (light/dark; nil follows the device) and the
    /// measures recipes open in (us/metric; nil as written).
    static func addDisplayPreferences(_ db: Database) throws {
        try db.alter(table: "user") { t in
            t.add(column: "theme", .text)
            t.add(column: "units", .text)
        }
    }
}
