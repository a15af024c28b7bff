import Foundation

/// One planned recipe as "Shop for this week" reads it.
struct PlannedCooking: Sendable {
    let recipeID: Int64
    let day: String
    let lines: [RecipeIngredient]
    /// Servings planned ÷ the recipe's servings.
    let scale: Double
}

/// What a week's planned recipes need beyond the pantry: each food's amounts for all planned
/// servings added up across recipes, then held against the pantry as one recipe's lines are
/// (PantryCheck.Assignment: each food gets the item that fits it best, an item is spent as foods
/// take it). A food the pantry has enough of for the whole week is left off; of one it has too
/// little of, the part it lacks goes on (5 eggs against the week's 8 leave 3 to buy); when the
/// amounts can't be compared, all of it.
enum PlanShopping {
    struct Shortfall {
        let cooking: PlannedCooking
        let lines: [RecipeIngredient]
        /// For each food, the share of its planned amount still to buy (0 < share ≤ 1).
        let share: [String: Double]
    }

    static func missing(_ planned: [PlannedCooking], pantry: PantrySet) -> [Shortfall] {
        var total: [String: RecipeNeed] = [:]
        var keys: [String] = [], names: [String] = [], seen: Set<String> = []
        for cooking in planned {
            for (key, need) in RecipeIngredient.needs(cooking.lines, scale: cooking.scale) {
                total[key] = total[key].map { $0.adding(need) } ?? need
            }
            for line in cooking.lines where !line.isHeading {
                guard let key = line.ingredientKey, total[key] != nil, seen.insert(key).inserted else { continue }
                keys.append(key)
                names.append(line.name)
            }
        }
        var assignment = PantryCheck.Assignment(keys: keys, names: names, needs: total, pantry: pantry, ignoreAmounts: false)
        var share: [String: Double] = [:]
        for (key, status) in zip(keys, assignment.solve()) {
            switch status {
            case .have: continue
            case .notEnough(_, let shortfall): share[key] = shortfall.share
            case .missing, .unknown: share[key] = 1
            }
        }
        return planned.compactMap { cooking in
            let lines = cooking.lines.filter { !$0.isHeading && $0.ingredientKey.map { share[$0] != nil } == true }
            return lines.isEmpty ? nil : Shortfall(cooking: cooking, lines: lines, share: share)
        }
    }
}

extension AppDatabase {
    /// "Shop for this week": puts on the person's grocery list (their household's when they are in one) what the week's planned recipes (those
    /// not yet cooked) need beyond the pantry, each item remembering the days that need it.
    /// Returns the foods' names, each once.
    @discardableResult
    package func shopForWeek(_ week: PlanWeek, userID: Int64, now: Date = Date()) async throws -> [String] {
        let pantry = try await pantrySet(userID: userID, today: now)
        return try await store.write { db in
            let days = week.days
            let entries = try PlanEntry.fetchAll(db, sql: """
                SELECT * FROM plan_entry WHERE kitchenId = ? AND day >= ? AND day <= ? AND recipeId IS NOT NULL AND cookedAt IS NULL
                ORDER BY day, id
                """, arguments: [Self.kitchenID(db, userID: userID), days[0], days[6]])
            let ids = Array(Set(entries.compactMap(\.recipeId)))
            guard !ids.isEmpty else { return [] }
            let marks = databaseQuestionMarks(count: ids.count)
            let servings = try Dictionary(SQLRow.fetchAll(db, sql: "SELECT id, servings FROM recipe WHERE id IN (\(marks))", arguments: SQLArguments(ids))
                .map { ($0["id"] as Int64, ($0["servings"] as Int?) ?? 0) }, uniquingKeysWith: { a, _ in a })
            let lines = try RecipeIngredient.fetchAll(
                db, sql: "SELECT \(RecipeIngredient.selection) FROM recipe_ingredient WHERE recipeId IN (\(marks)) ORDER BY recipeId, position",
                arguments: SQLArguments(ids))
            let linesByRecipe = Dictionary(grouping: lines, by: \.recipeId)
            let planned = entries.compactMap { entry -> PlannedCooking? in
                guard let id = entry.recipeId, let own = servings[id] else { return nil }
                return PlannedCooking(recipeID: id, day: entry.day, lines: linesByRecipe[id] ?? [], scale: own > 0 ? Double(entry.servings) / Double(own) : 1)
            }
            var names: [String] = [], seen: Set<String> = []
            for short in PlanShopping.missing(planned, pantry: pantry) {
                let additions = short.lines.flatMap { line in
                    GroceryAddition.additions(for: [line], scale: short.cooking.scale * (line.ingredientKey.flatMap { short.share[$0] } ?? 1))
                }
                try Self.addGroceries(db, additions, userID: userID, recipeID: short.cooking.recipeID, days: [short.cooking.day], now: now)
                for line in short.lines where seen.insert(line.ingredientKey ?? line.name).inserted { names.append(line.name) }
            }
            return names
        }
    }
}
