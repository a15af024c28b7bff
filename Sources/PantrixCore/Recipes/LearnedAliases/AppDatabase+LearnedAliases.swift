import FoodKit
import Foundation

extension AppDatabase {
    /// For each list of ingredient lines, line index → the food learned for that line's text;
    /// one query for all of them. Foods no longer in the catalogue are left out, so the matcher
    /// still gets its say.
    package func learnedFoods(forLines lists: [[String]]) async throws -> [[Int: String]] {
        let keyed = lists.map { lines in
            lines.map { line -> String? in
                let parsed = IngredientParser.parse(line)
                let key = LearnedAlias.key(parsed.name)
                return parsed.isHeading || key.isEmpty ? nil : key
            }
        }
        let keys = Array(Set(keyed.joined().compactMap { $0 }))
        guard !keys.isEmpty else { return lists.map { _ in [:] } }
        let known = try await store.read { db in
            var foods: [String: String] = [:]
            // Well under SQLite's limit on bound values, whatever the batch.
            for start in stride(from: 0, to: keys.count, by: 500) {
                let chunk = Array(keys[start..<min(start + 500, keys.count)])
                for alias in try LearnedAlias.fetchAll(db, sql: "SELECT * FROM learned_alias WHERE text IN (\(databaseQuestionMarks(count: chunk.count)))", arguments: SQLArguments(chunk)) { foods[alias.text] = alias.foodId }
            }
            return foods
        }
        return keyed.map { lineKeys in
            var choices: [Int: String] = [:]
            for (index, key) in lineKeys.enumerated() {
                if let key, let food = known[key], FoodCatalogue.shared.food(id: food) != nil { choices[index] = food }
            }
            return choices
        }
    }

    package func learnedFoods(forLines lines: [String]) async throws -> [Int: String] {
        try await learnedFoods(forLines: [lines])[0]
    }

    /// A later pick for the same text replaces the earlier one: people correct each other.
    static func remember(_ aliases: [String: String], by userID: Int64?, now: Date, db: SQLConnection) throws {
        for (text, food) in aliases {
            try LearnedAlias(text: text, foodId: food, createdAt: now, createdBy: userID).save(db)
        }
    }

    /// Every learned alias, alphabetically, for export.
    package func learnedAliases() async throws -> [LearnedAlias] {
        try await store.read { db in try LearnedAlias.fetchAll(db, sql: "SELECT * FROM learned_alias ORDER BY text") }
    }
}
