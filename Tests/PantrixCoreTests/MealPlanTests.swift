import PantrixTestSupport
import Foundation
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// The meal plan: weeks, entries, shopping for a week, ticking what was cooked, the calendar feed.
@Suite struct MealPlanTests {
    /// Wednesday 25 November 2026, 12:00 UTC: ISO week 2026-W48, Monday the 23rd.
    static let wednesday = Date(timeIntervalSince1970: 1_795_608_000)

    static func setUp() async throws -> (AppDatabase, Int64, [String: Int64]) {
        let db = try AppDatabase.inMemory()
        let user = try #require(try await db.createUser(username: "planner", email: nil, passwordHash: "x").id)
        var ids: [String: Int64] = [:]
        for draft in [
            CookNowTests.draft("Omelette", ["3 large eggs", "1 tbsp butter", "salt to taste"]),
            CookNowTests.draft("Pancakes", ["250 g all-purpose flour", "2 large eggs", "300 ml whole milk", "1 tbsp sugar"], category: "breakfast"),
        ] {
            ids[draft.title] = try await db.addRecipe(PreparedRecipe(draft), origin: .seed)
        }
        return (db, user, ids)
    }

    @Test func isoWeeksStartOnMondayInUTC() throws {
        let week = PlanWeek(containing: Self.wednesday)
        #expect(week.key == "2026-W48")
        #expect(week.days.first == "2026-11-23" && week.days.last == "2026-11-29")
        #expect(week.previous.key == "2026-W47" && week.next.key == "2026-W49")
        #expect(PlanWeek(key: "2025-W53") == nil, "2025 has 52 ISO weeks")
        #expect(PlanWeek(key: "2026-W53")?.days.first == "2026-12-28", "2026 has 53: it began on a Thursday")
        #expect(PlanWeek(key: "2020-W53")?.days.first == "2020-12-28")
        #expect(PlanWeek(key: "2027-W01")?.days.first == "2027-01-04")
        #expect(PlanWeek(key: "2026-W48")?.next.next.next.next.next.next.key == "2027-W01", "the year turns")
        #expect(PlanWeek(key: "nonsense") == nil && PlanWeek(key: "2026-W5") == nil)
        #expect(PlanWeek(day: "2026-11-29")?.key == "2026-W48", "Sunday ends the week")
    }

    @Test func addMoveAndRemoveEntries() async throws {
        let (db, user, ids) = try await Self.setUp()
        let omelette = try await db.addToPlan(PlanAddition(day: "2026-11-25", slot: .dinner, recipeID: ids["Omelette"]), userID: user)
        #expect(omelette.title == "Omelette" && omelette.servings == 2, "servings default to the recipe's")
        try await db.addToPlan(PlanAddition(day: "2026-11-25", slot: .breakfast, recipeID: ids["Pancakes"], servings: 4, note: "birthday"),
                               userID: user)
        try await db.addToPlan(PlanAddition(day: "2026-11-26", slot: .lunch, text: "  leftovers "), userID: user)
        let week = try await db.planWeek(PlanWeek(containing: Self.wednesday), userID: user)
        #expect(week.entries.map(\.title) == ["Pancakes", "Omelette", "leftovers"], "by day, then breakfast before dinner")
        #expect(week.entries(day: "2026-11-25", slot: .breakfast).first?.note == "birthday")

        let moved = try await db.movePlanEntry(id: try #require(omelette.id), userID: user, day: "2026-11-30", slot: .lunch)
        #expect(moved.day == "2026-11-30")
        #expect(try await db.planWeek(PlanWeek(containing: Self.wednesday), userID: user).entries.count == 2, "moved into next week")
        try await db.removePlanEntry(id: try #require(omelette.id), userID: user)
        #expect(try await db.planWeek(PlanWeek(key: "2026-W49")!, userID: user).entries.isEmpty)
    }

    @Test func aDeletedRecipeStaysOnThePlanAsText() async throws {
        let (db, user, _) = try await Self.setUp()
        let own = try await db.addRecipe(PreparedRecipe(CookNowTests.draft("My Soup", ["1 onion"])), origin: .user, authorID: user)
        try await db.addToPlan(PlanAddition(day: "2026-11-25", slot: .dinner, recipeID: own), userID: user)
        try await db.deleteRecipe(id: own, authorID: user)
        let entry = try #require(try await db.planWeek(PlanWeek(containing: Self.wednesday), userID: user).entries.first)
        #expect(entry.title == "My Soup" && entry.recipeId == nil)
    }

    @Test func refusesBadEntriesAndOtherPeoplesPlans() async throws {
        let (db, user, ids) = try await Self.setUp()
        let other = try #require(try await db.createUser(username: "other", email: nil, passwordHash: "x").id)
        await #expect(throws: PlanError.badDay) { try await db.addToPlan(PlanAddition(day: "2026-02-30", slot: .lunch, text: "x"), userID: user) }
        await #expect(throws: PlanError.empty) { try await db.addToPlan(PlanAddition(day: "2026-11-25", slot: .lunch, text: " "), userID: user) }
        await #expect(throws: PlanError.badServings) {
            try await db.addToPlan(PlanAddition(day: "2026-11-25", slot: .lunch, recipeID: ids["Omelette"], servings: 0), userID: user)
        }
        await #expect(throws: PlanError.notFound) { try await db.addToPlan(PlanAddition(day: "2026-11-25", slot: .lunch, recipeID: 999), userID: user) }
        let mine = try await db.addToPlan(PlanAddition(day: "2026-11-25", slot: .lunch, text: "soup"), userID: user)
        await #expect(throws: PlanError.notFound) { try await db.movePlanEntry(id: mine.id!, userID: other, day: "2026-11-26", slot: .lunch) }
        await #expect(throws: PlanError.notFound) { try await db.removePlanEntry(id: mine.id!, userID: other) }
        #expect(try await db.planWeek(PlanWeek(containing: Self.wednesday), userID: user).entries.count == 1)
    }

    @Test func shoppingForTheWeekMergesAmountsAndRemembersDays() async throws {
        let (db, user, ids) = try await Self.setUp()
        // Omelette for 4 (twice the recipe: 6 eggs) on Wednesday, pancakes for 2 (2 eggs) on Thursday.
        try await db.addToPlan(PlanAddition(day: "2026-11-25", slot: .dinner, recipeID: ids["Omelette"], servings: 4), userID: user)
        try await db.addToPlan(PlanAddition(day: "2026-11-26", slot: .breakfast, recipeID: ids["Pancakes"]), userID: user)
        try await db.addToPlan(PlanAddition(day: "2026-11-27", slot: .dinner, text: "takeaway"), userID: user)
        // 5 eggs cover either recipe alone but not the week's 8; the butter covers the omelette; the flour is plenty.
        try await db.addPantryItems(userID: user, lines: ["5 eggs", "butter", "1 kg flour"])
        let added = try await db.shopForWeek(PlanWeek(containing: Self.wednesday), userID: user, now: Self.wednesday)
        #expect(Set(added) == ["eggs", "whole milk", "sugar"])
        let list = try await db.groceryList(userID: user)
        let eggs = try #require(list.entries.first { $0.item.ingredientKey == list.entries.first { $0.item.name.contains("egg") }?.item.ingredientKey })
        #expect(eggs.item.amountText == "3", "6 eggs for four omelettes and 2 for the pancakes, less the 5 at home")
        #expect(eggs.days == ["2026-11-25", "2026-11-26"])
        #expect(Set(eggs.recipes.map(\.title)) == ["Omelette", "Pancakes"])
        #expect(list.entries.first { $0.item.name == "whole milk" }?.days == ["2026-11-26"])
        #expect(!list.entries.contains { $0.item.name.contains("butter") || $0.item.name.contains("flour") })
    }

    @Test func wholeThingsAreBoughtWhole() async throws {
        let (db, user, ids) = try await Self.setUp()
        // One omelette (3 eggs for 2 servings → 1.5 eggs): the list asks for 2 eggs, not 1 ½.
        try await db.addToPlan(PlanAddition(day: "2026-11-25", slot: .dinner, recipeID: ids["Omelette"], servings: 1), userID: user)
        try await db.shopForWeek(PlanWeek(containing: Self.wednesday), userID: user, now: Self.wednesday)
        let eggs = try #require(try await db.groceryList(userID: user).entries.first { $0.item.name.contains("egg") })
        #expect(eggs.item.amount == 1.5)
        #expect(eggs.item.amountText == "2")
        #expect(GroceryAmount.text(amount: 2.02, dimension: "count:") == "2", "a rounding crumb doesn't add an egg")
        #expect(GroceryAmount.text(amount: 0.3, dimension: "count:can") == "1 can")
        #expect(GroceryAmount.text(amount: 0.3 * 236.588, dimension: "ml") == "⅓ cup", "measures stay as they are")
    }

    @Test func cookingTicksThePlannedEntry() async throws {
        let (db, user, ids) = try await Self.setUp()
        let omelette = try #require(ids["Omelette"])
        let monday = try await db.addToPlan(PlanAddition(day: "2026-11-23", slot: .dinner, recipeID: omelette), userID: user)
        let tuesday = try await db.addToPlan(PlanAddition(day: "2026-11-24", slot: .dinner, recipeID: omelette), userID: user)
        let friday = try await db.addToPlan(PlanAddition(day: "2026-11-27", slot: .dinner, recipeID: omelette), userID: user)
        let first = try await db.recordCooking(recipeID: omelette, userID: user, servings: nil, usedUp: [], now: Self.wednesday)
        #expect(first.plannedDay == "2026-11-24", "no entry today, so the nearest earlier day")
        let second = try await db.recordCooking(recipeID: omelette, userID: user, servings: nil, usedUp: [], now: Self.wednesday)
        #expect(second.plannedDay == "2026-11-23")
        let third = try await db.recordCooking(recipeID: omelette, userID: user, servings: nil, usedUp: [], now: Self.wednesday)
        #expect(third.plannedDay == nil, "Friday is still to come")
        let cooked = try await db.planWeek(PlanWeek(containing: Self.wednesday), userID: user).entries.filter(\.isCooked).map(\.id)
        #expect(Set(cooked) == [monday.id, tuesday.id])
        #expect(!cooked.contains(friday.id))
    }

    @Test func calendarFeedIsPrivateAndRevocable() async throws {
        let (db, user, ids) = try await Self.setUp()
        try await db.addToPlan(PlanAddition(day: "2026-11-25", slot: .dinner, recipeID: ids["Omelette"], note: "with salad, please"), userID: user)
        let token = try await db.makePlanFeed(userID: user)
        #expect(try await db.planFeedEntries(token: token, now: Self.wednesday)?.map(\.title) == ["Omelette"])
        #expect(try await db.planFeedEntries(token: "guess", now: Self.wednesday) == nil)
        let newer = try await db.makePlanFeed(userID: user)
        #expect(try await db.planFeedEntries(token: token, now: Self.wednesday) == nil, "a new link revokes the old")
        #expect(try await db.planFeedEntries(token: newer, now: Self.wednesday)?.count == 1)
    }

    @Test func iCalendarEscapesFoldsAndEndsLinesWithCRLF() {
        let long = String(repeating: "é", count: 60)
        let text = ICalendar.calendar(name: "Plan", events: [
            ICalendar.Event(uid: "plan-entry-7@pantrix", day: "2026-11-25", summary: "Dinner: Fish, chips; peas \\ more", description: "2 servings\nnote " + long),
        ], now: Self.wednesday)
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\n") && text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(text.contains("DTSTART;VALUE=DATE:20261125\r\n") && text.contains("DTEND;VALUE=DATE:20261126\r\n"))
        #expect(text.contains("SUMMARY:Dinner: Fish\\, chips\\; peas \\\\ more\r\n"))
        #expect(text.contains("DESCRIPTION:2 servings\\nnote é"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "no bare newlines")
        for line in text.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 75) }
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("note " + long + "\r\n"), "folding keeps every character")
    }
}
