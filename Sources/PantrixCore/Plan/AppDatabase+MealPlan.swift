import Foundation

extension AppDatabase {
    /// One week of a plan, ordered by day, slot and when each entry was added.
    /// One week of the plan the person sees (their household's, when they are in one).
    package func planWeek(_ week: PlanWeek, userID: Int64) async throws -> PlanWeekView {
        try await store.read { db in
            let kitchen = try Self.kitchenID(db, userID: userID)
            let days = week.days
            let entries = try PlanEntry.fetchAll(db, sql: "SELECT * FROM plan_entry WHERE kitchenId = ? AND day >= ? AND day <= ? ORDER BY day, id",
                                                 arguments: [kitchen, days[0], days[6]])
            let order = Dictionary(uniqueKeysWithValues: MealSlot.allCases.enumerated().map { ($1.rawValue, $0) })
            let sorted = entries.sorted { ($0.day, order[$0.slot] ?? 9, $0.id ?? 0) < ($1.day, order[$1.slot] ?? 9, $1.id ?? 0) }
            let hasFeed = try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM plan_feed WHERE kitchenId = ?)", arguments: [kitchen]) ?? false
            let recipeIDs = Array(Set(entries.compactMap(\.recipeId)))
            var imagePaths: [Int64: String] = [:]
            if !recipeIDs.isEmpty {
                // Whole numbers from the plan's own rows, so written into the statement.
                let ids = recipeIDs.map(String.init).joined(separator: ",")
                for row in try SQLRow.fetchAll(db, sql: "SELECT r.id, r.imagePath FROM recipe r WHERE r.id IN (\(ids)) AND r.imagePath IS NOT NULL AND \(RecipeAccess.visibleSQL("r"))",
                                               arguments: [userID]) {
                    imagePaths[row["id"]] = row["imagePath"]
                }
            }
            return PlanWeekView(week: week, entries: sorted, hasFeed: hasFeed, imagePaths: imagePaths)
        }
    }

    /// Adds a recipe (servings default to the recipe's own) or free text to a day and slot.
    @discardableResult
    package func addToPlan(_ addition: PlanAddition, userID: Int64, now: Date = Date()) async throws -> PlanEntry {
        guard let day = UseByDate.parse(addition.day) else { throw PlanError.badDay }
        let note = addition.note?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard note.count <= 200 else { throw PlanError.tooLong }
        if let servings = addition.servings, !(1...99).contains(servings) { throw PlanError.badServings }
        return try await store.write { db in
            var title: String, servings: Int
            if let recipeID = addition.recipeID {
                guard RecipeAccess.isVisible(db, recipeID: recipeID, viewerID: userID),
                      let row = try SQLRow.fetchOne(db, sql: "SELECT title, servings FROM recipe WHERE id = ?", arguments: [recipeID])
                else { throw PlanError.notFound }
                title = row["title"]
                servings = addition.servings ?? (row["servings"] as Int?).map { min(max($0, 1), 99) } ?? 2
            } else {
                title = addition.text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                guard !title.isEmpty else { throw PlanError.empty }
                guard title.count <= 100 else { throw PlanError.tooLong }
                servings = addition.servings ?? 1
            }
            var entry = PlanEntry(
                id: nil, kitchenId: try Self.kitchenID(db, userID: userID), day: day, slot: addition.slot.rawValue, recipeId: addition.recipeID, title: title,
                servings: servings, note: note.isEmpty ? nil : note, cookedAt: nil, createdBy: userID, createdAt: now)
            try entry.insert(db)
            return entry
        }
    }

    /// A recipe's title and servings for the "add to plan" form; nil when the viewer can't see it.
    package func planRecipe(id: Int64, viewerID: Int64) async throws -> (title: String, servings: Int)? {
        try await store.read { db in
            guard RecipeAccess.isVisible(db, recipeID: id, viewerID: viewerID),
                  let row = try SQLRow.fetchOne(db, sql: "SELECT title, servings FROM recipe WHERE id = ?", arguments: [id]) else { return nil }
            return (row["title"], (row["servings"] as Int?).map { min(max($0, 1), 99) } ?? 2)
        }
    }

    /// Moves an entry to another day or slot; returns it as moved.
    @discardableResult
    package func movePlanEntry(id: Int64, userID: Int64, day: String, slot: MealSlot) async throws -> PlanEntry {
        guard let day = UseByDate.parse(day) else { throw PlanError.badDay }
        return try await store.write { db in
            guard var entry = try Self.planEntry(db, id: id, userID: userID) else {
                throw PlanError.notFound
            }
            (entry.day, entry.slot) = (day, slot.rawValue)
            try entry.update(db)
            return entry
        }
    }

    /// The entry with this id in the plan the person sees; nil when it is in no plan of theirs.
    static func planEntry(_ db: SQLConnection, id: Int64, userID: Int64) throws -> PlanEntry? {
        try PlanEntry.fetchOne(db, sql: "SELECT * FROM plan_entry WHERE id = ? AND kitchenId = ?", arguments: [id, kitchenID(db, userID: userID)])
    }

    /// Removes an entry; returns it as it was.
    @discardableResult
    package func removePlanEntry(id: Int64, userID: Int64) async throws -> PlanEntry {
        try await store.write { db in
            guard let entry = try Self.planEntry(db, id: id, userID: userID) else {
                throw PlanError.notFound
            }
            _ = try entry.delete(db)
            return entry
        }
    }

    /// "I cooked this" ticks the planned entry for the recipe in the cook's plan (their household's
    /// when they are in one): today's, else the nearest earlier day of this week's that isn't
    /// ticked yet. Returns its day, or nil when none was planned.
    static func tickPlannedEntry(_ db: SQLConnection, recipeID: Int64, userID: Int64, now: Date) throws -> String? {
        let today = UseByDate.string(now)
        let monday = PlanWeek(containing: now).days[0]
        guard let row = try SQLRow.fetchOne(db, sql: """
            SELECT id, day FROM plan_entry
            WHERE kitchenId = ? AND recipeId = ? AND cookedAt IS NULL AND day BETWEEN ? AND ?
            ORDER BY day DESC, id LIMIT 1
            """, arguments: [kitchenID(db, userID: userID), recipeID, monday, today]) else { return nil }
        try db.execute(sql: "UPDATE plan_entry SET cookedAt = ? WHERE id = ?", arguments: [now, row["id"] as Int64])
        return row["day"]
    }
}
