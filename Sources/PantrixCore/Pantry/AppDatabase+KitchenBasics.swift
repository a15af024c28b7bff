import Foundation

extension AppDatabase {
    /// Whether the cook's kitchen has yet to answer the kitchen-basics checklist.
    package func kitchenBasicsPending(userID: Int64) async throws -> Bool {
        try await store.read { db in try db.fetch(Self.basicsAnsweredRead(userID: userID)) == nil }
    }

    static func basicsAnsweredRead(userID: Int64) -> SQLRead<Int?> {
        .value(Int.self, sql: "SELECT 1 FROM kitchen_basics_answer WHERE kitchenId = \(kitchenOfUserSQL)", arguments: [userID])
    }

    /// The checklist answered: `names` (basics, or anything typed) become staples, and it is not
    /// offered again. An empty list is "not now".
    package func answerKitchenBasics(userID: Int64, taking names: [String], now: Date = Date()) async throws {
        _ = try await staples(userID: userID)
        let entries = names.compactMap { PantryEntry(text: $0) }
        try await store.write { db in
            let kitchen = try Self.kitchenID(db, userID: userID)
            for entry in entries { try Self.insertStaple(db, kitchen: kitchen, entry: entry) }
            try db.execute(sql: "INSERT OR IGNORE INTO kitchen_basics_answer(kitchenId, answeredAt) VALUES (?, ?)", arguments: [kitchen, now])
        }
    }

    static func insertStaple(_ db: SQLConnection, kitchen: Int64, entry: PantryEntry) throws {
        try db.execute(sql: "INSERT OR IGNORE INTO staple(kitchenId, ingredientKey, name) VALUES (?, ?, ?)",
                       arguments: [kitchen, entry.ingredientKey, entry.name])
    }

    /// The ingredient keys of the staples every kitchen starts with: too obvious for a card to
    /// say it assumes them.
    static let defaultStapleKeys: Set<String> = Set(defaultStaples.compactMap { PantryEntry(text: $0)?.ingredientKey })
}
