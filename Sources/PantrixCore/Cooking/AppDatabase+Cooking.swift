import FoodKit
import Foundation

extension AppDatabase {
    /// What cooking `servings` of the recipe would take from the user's pantry.
    package func cookingPlan(
        recipeID: Int64, userID: Int64, servings: Int? = nil, now: Date = Date(), rules: PointsRules = .standard
    ) async throws -> CookingPlan {
        try await store.read { db in try Self.cookingPlan(db, recipeID: recipeID, userID: userID, servings: servings, now: now, rules: rules) }
    }

    static func cookingPlan(
        _ db: SQLConnection, recipeID: Int64, userID: Int64, servings: Int?, now: Date, rules: PointsRules
    ) throws -> CookingPlan {
        guard let recipe = try Recipe.fetchOne(db, key: recipeID), recipe.isVisible(to: userID) else {
            throw RecipeError.notFound
        }
        let lines = try RecipeIngredient.fetchAll(
            db.cachedStatement(sql: "SELECT \(RecipeIngredient.selection) FROM recipe_ingredient WHERE recipeId = ? ORDER BY position"),
            arguments: [recipeID])
        // In the pantry's order, so the item chosen for a line is the one cook now names.
        let items = try PantryItem.owned(byUser: userID, db)
        let servings = min(max(servings ?? recipe.servings, 1), 100)
        return CookingPlan.make(recipe: recipe, lines: lines, items: items, servings: servings, day: UseByDate.string(now), rules: rules)
    }

    /// Records that the user cooked the recipe: takes what it used out of the pantry (reducing
    /// known amounts; removing asked-about items only when `usedUp` names them), logs the entry
    /// and awards its points, all in one transaction. The plan is worked out again here, so a
    /// stale form cannot take more than the recipe needs.
    package func recordCooking(
        recipeID: Int64, userID: Int64, servings: Int?, usedUp: Set<Int64>, now: Date = Date(), rules: PointsRules = .standard
    ) async throws -> CookingResult {
        try await store.write { db in
            let plan = try Self.cookingPlan(db, recipeID: recipeID, userID: userID, servings: servings, now: now, rules: rules)
            var removed: [String] = [], reduced: [String] = [], used: [PointsRules.UsedItem] = []
            for use in plan.uses {
                let item = use.item
                switch use.action {
                case .useUp:
                    _ = try db.execute(sql: "DELETE FROM pantry_item WHERE id = ?", arguments: [item.id])
                    removed.append(item.name)
                case .ask where usedUp.contains(item.id ?? -1):
                    _ = try db.execute(sql: "DELETE FROM pantry_item WHERE id = ?", arguments: [item.id])
                    removed.append(item.name)
                case .ask:
                    break
                case .reduce(_, let leaving):
                    var changed = item
                    changed.setAmounts([leaving])
                    changed.updatedAt = now
                    try changed.update(db)
                    reduced.append(item.name)
                }
                used.append(PointsRules.UsedItem(name: item.name, freshness: use.freshness))
            }
            let day = UseByDate.string(now)
            let sameRecipe = try Bool.fetchOne(db, sql: """
                SELECT EXISTS(SELECT 1 FROM cooking_log WHERE userId = ? AND day = ? AND recipeId = ? AND withheld IS NULL)
                """, arguments: [userID, day, recipeID]) ?? false
            let countedToday = try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM cooking_log WHERE userId = ? AND day = ? AND withheld IS NULL
                """, arguments: [userID, day]) ?? 0
            var award = rules.award(used: used, recipeAlreadyCountedToday: sameRecipe, entriesCountedToday: countedToday)
            // Points a moderator took back with a hidden recipe are not earned again by cooking it.
            if award.withheld == nil,
               try Bool.fetchOne(db, sql: "SELECT visibility = 'hidden' FROM recipe WHERE id = ?", arguments: [recipeID]) == true {
                award = PointsRules.Award(withheld: .recipeHidden)
            }
            let usedJSON = String(decoding: try JSONEncoder().encode(used), as: UTF8.self)
            let entryID = try Int64.fetchOne(db, sql: """
                INSERT INTO cooking_log(userId, recipeId, recipeTitle, servings, cookedAt, day, weekKey, monthKey, itemsUsed,
                  basePoints, pantryPoints, useByPoints, photoPoints, points, withheld)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?) RETURNING id
                """, arguments: [
                    userID, recipeID, plan.recipeTitle, plan.servings, now, day, PointsPeriod.week.key(for: now),
                    PointsPeriod.month.key(for: now), usedJSON, award.base, award.pantry, award.useBy, award.total,
                    award.withheld?.rawValue,
                ])!
            if award.withheld == nil {
                try Self.addToTotals(db, userID: userID, at: now, points: award.total, cooked: 1)
            }
            let planned = try Self.tickPlannedEntry(db, recipeID: recipeID, userID: userID, now: now)
            return CookingResult(entryID: entryID, award: award, removed: removed, reduced: reduced, plannedDay: planned)
        }
    }

    /// Removes a log entry of the user's and the points it earned (photo bonus included).
    package func deleteCookingEntry(id: Int64, userID: Int64) async throws {
        try await store.write { db in
            guard let row = try SQLRow.fetchOne(db, sql: """
                SELECT points, withheld, cookedAt FROM cooking_log WHERE id = ? AND userId = ?
                """, arguments: [id, userID]) else { throw CookingError.notFound }
            if (row["withheld"] as String?) == nil {
                try Self.addToTotals(db, userID: userID, at: row["cookedAt"], points: -(row["points"] as Int), cooked: -1)
            }
            try db.execute(sql: "DELETE FROM cooking_log WHERE id = ?", arguments: [id])
        }
    }

    /// Gives the photo bonus to the user's latest point-earning entry for that recipe cooked
    /// within the photo window that has no photo yet. Returns the points added (0 if none).
    @discardableResult
    package func awardPhotoBonus(photoID: Int64, userID: Int64, recipeID: Int64, now: Date = Date(), rules: PointsRules = .standard) async throws -> Int {
        try await store.write { db in
            let since = now.addingTimeInterval(-Double(rules.photoWindowDays) * 86_400)
            guard let row = try SQLRow.fetchOne(db, sql: """
                SELECT id, cookedAt FROM cooking_log
                WHERE userId = ? AND recipeId = ? AND withheld IS NULL AND photoId IS NULL AND cookedAt >= ?
                ORDER BY cookedAt DESC LIMIT 1
                """, arguments: [userID, recipeID, since]) else { return 0 }
            try db.execute(sql: """
                UPDATE cooking_log SET photoId = ?, photoPoints = ?, points = points + ? WHERE id = ?
                """, arguments: [photoID, rules.photo, rules.photo, row["id"] as Int64])
            try Self.addToTotals(db, userID: userID, at: row["cookedAt"], points: rules.photo, cooked: 0)
            return rules.photo
        }
    }

    /// Takes back the bonus a photo earned, when the photo is deleted.
    package func removePhotoBonus(photoID: Int64) async throws {
        try await store.write { db in try Self.removePhotoBonus(db, photoID: photoID) }
    }

    static func removePhotoBonus(_ db: SQLConnection, photoID: Int64) throws {
        guard let row = try SQLRow.fetchOne(db, sql: """
            SELECT id, userId, cookedAt, photoPoints FROM cooking_log WHERE photoId = ?
            """, arguments: [photoID]) else { return }
        let bonus: Int = row["photoPoints"]
        try db.execute(sql: """
            UPDATE cooking_log SET photoId = NULL, photoPoints = 0, points = points - ? WHERE id = ?
            """, arguments: [bonus, row["id"] as Int64])
        try addToTotals(db, userID: row["userId"], at: row["cookedAt"], points: -bonus, cooked: 0)
    }

    /// The user's cooking log as `viewerID` may see it, newest first: only entries of recipes
    /// the viewer may see (a private recipe's title is its author's alone), and entries of
    /// recipes deleted since only to the log's owner.
    package func cookingHistory(userID: Int64, shownTo viewerID: Int64?, limit: Int = 50) async throws -> [CookingEntry] {
        try await store.read { db in
            try CookingEntry.fetchAll(db, sql: """
                SELECT l.id, l.recipeId, l.recipeTitle, l.servings, l.cookedAt, l.points, l.photoPoints, l.withheld, l.itemsUsed, l.voidReason
                FROM cooking_log l LEFT JOIN recipe r ON r.id = l.recipeId
                WHERE l.userId = ? AND ((r.id IS NULL AND l.userId = ?) OR \(RecipeAccess.visibleSQL("r")))
                ORDER BY l.cookedAt DESC, l.id DESC LIMIT ?
                """, arguments: [userID, RecipeAccess.viewerArgument(viewerID), RecipeAccess.viewerArgument(viewerID), limit])
        }
    }

    /// The user's whole cooking log, newest first: for moderation and the points, never a page
    /// someone else reads (that is `cookingHistory(userID:shownTo:)`).
    package func cookingHistory(userID: Int64, limit: Int = 50) async throws -> [CookingEntry] {
        try await store.read { db in
            try CookingEntry.fetchAll(db, sql: """
                SELECT id, recipeId, recipeTitle, servings, cookedAt, points, photoPoints, withheld, itemsUsed, voidReason
                FROM cooking_log WHERE userId = ? ORDER BY cookedAt DESC, id DESC LIMIT ?
                """, arguments: [userID, limit])
        }
    }

    /// Moves the user's running totals (and the histogram the ranks are counted from) for the
    /// three periods containing `date`.
    static func addToTotals(_ db: SQLConnection, userID: Int64, at date: Date, points: Int, cooked: Int) throws {
        for period in PointsPeriod.allCases {
            let key = period.key(for: date)
            let old = try SQLRow.fetchOne(db, sql: "SELECT points, cooked FROM points_total WHERE period = ? AND userId = ?", arguments: [key, userID])
            let oldPoints: Int = old?["points"] ?? 0, oldCooked: Int = old?["cooked"] ?? 0
            let newPoints = oldPoints + points, newCooked = max(oldCooked + cooked, 0)
            try db.execute(sql: """
                INSERT INTO points_total(period, userId, points, cooked) VALUES (?, ?, ?, ?)
                ON CONFLICT(period, userId) DO UPDATE SET points = excluded.points, cooked = excluded.cooked
                """, arguments: [key, userID, newPoints, newCooked])
            if old != nil, oldPoints > 0 { try bumpHistogram(db, period: key, points: oldPoints, by: -1) }
            if newPoints > 0 { try bumpHistogram(db, period: key, points: newPoints, by: 1) }
        }
    }

    static func bumpHistogram(_ db: SQLConnection, period: String, points: Int, by delta: Int) throws {
        try db.execute(sql: """
            INSERT INTO points_histogram(period, points, users) VALUES (?, ?, ?)
            ON CONFLICT(period, points) DO UPDATE SET users = points_histogram.users + excluded.users
            """, arguments: [period, points, delta])
        try db.execute(sql: "DELETE FROM points_histogram WHERE period = ? AND points = ? AND users <= 0", arguments: [period, points])
    }
}

package enum CookingError: Error, Equatable {
    case notFound
}
