import PantrixTestSupport
import Foundation
import GRDB
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// The point rules, each bonus and each cap, pantry reduction, and leaderboard order over
/// periods, all against a fixed clock.
@Suite struct PointsTests {
    /// Wednesday 18 November 2026, 18:00 UTC (ISO week 47).
    static let wednesday = Date(timeIntervalSince1970: 1_795_024_800)
    static func day(_ offset: Int, from date: Date = wednesday) -> Date { date.addingTimeInterval(Double(offset) * 86_400) }

    static func setUp() async throws -> (AppDatabase, Int64, [String: Int64]) {
        let db = try AppDatabase.inMemory()
        let user = try #require(try await db.createUser(username: "saver", email: nil, passwordHash: "x").id)
        var ids: [String: Int64] = [:]
        for draft in [
            CookNowTests.draft("Omelette", ["3 large eggs", "1 tbsp butter", "salt to taste"]),
            CookNowTests.draft("Pancakes", ["250 g all-purpose flour", "2 large eggs", "300 ml whole milk", "1 tbsp sugar"]),
            CookNowTests.draft("Salsa", ["4 tomatoes, diced", "1 small onion, finely chopped", "salt to taste"]),
            CookNowTests.draft("Toast", ["2 slices bread", "1 tbsp butter"]),
            CookNowTests.draft("Rice", ["1 cup white rice", "2 cups water"]),
        ] {
            ids[draft.title] = try await db.addRecipe(PreparedRecipe(draft), origin: .seed)
        }
        return (db, user, ids)
    }

    @Test func rulesGiveEachBonus() {
        let rules = PointsRules.standard
        #expect(rules.freshness(useBy: nil, cookedOn: "2026-11-18") == .fresh)
        #expect(rules.freshness(useBy: "2026-11-30", cookedOn: "2026-11-18") == .fresh)
        #expect(rules.freshness(useBy: "2026-11-21", cookedOn: "2026-11-18") == .nearUseBy, "three days ahead is near")
        #expect(rules.freshness(useBy: "2026-11-18", cookedOn: "2026-11-18") == .nearUseBy, "the use-by day itself is near")
        #expect(rules.freshness(useBy: "2026-11-17", cookedOn: "2026-11-18") == .pastUseBy)
        let award = rules.award(
            used: [.init(name: "eggs", freshness: .fresh), .init(name: "milk", freshness: .nearUseBy), .init(name: "cream", freshness: .pastUseBy)],
            recipeAlreadyCountedToday: false, entriesCountedToday: 0)
        #expect(award.base == 10 && award.pantry == 15 && award.useBy == 15 && award.total == 40)
        let many = rules.award(used: Array(repeating: .init(name: "x", freshness: .fresh), count: 25), recipeAlreadyCountedToday: false, entriesCountedToday: 0)
        #expect(many.pantry == rules.maxPantryItems * rules.perPantryItem, "pantry items are capped per dish")
        #expect(rules.award(used: [], recipeAlreadyCountedToday: true, entriesCountedToday: 0) == .init(withheld: .sameRecipeToday))
        #expect(rules.award(used: [], recipeAlreadyCountedToday: false, entriesCountedToday: 3).withheld == .dailyLimit)
    }

    @Test func cookingReducesKnownAmountsAndAsksAboutTheRest() async throws {
        let (db, user, ids) = try await Self.setUp()
        try await db.addPantryItems(userID: user, lines: ["1 kg all-purpose flour", "eggs", "300 ml whole milk", "carrots"])
        let pancakes = try #require(ids["Pancakes"])
        let plan = try await db.cookingPlan(recipeID: pancakes, userID: user, servings: 2, now: Self.wednesday)
        let byName = Dictionary(uniqueKeysWithValues: plan.uses.map { ($0.item.name, $0.action) })
        #expect(byName["carrots"] == nil, "items the recipe doesn't use are left alone")
        #expect(byName["eggs"] == .ask, "no amount on the pantry side: ask")
        #expect(byName["whole milk"] == .useUp, "300 ml needed, 300 ml there")
        guard case .reduce(let by, let leaving)? = byName["all-purpose flour"] else {
            Issue.record("flour should be reduced: \(String(describing: byName["all-purpose flour"]))")
            return
        }
        #expect(abs((by.grams ?? 0) - 250) < 1 && abs((leaving.grams ?? 0) - 750) < 1)

        let eggs = try #require(plan.uses.first { $0.item.name == "eggs" }?.item.id)
        let result = try await db.recordCooking(recipeID: pancakes, userID: user, servings: 2, usedUp: [eggs], now: Self.wednesday)
        #expect(Set(result.removed) == ["eggs", "whole milk"])
        #expect(result.reduced == ["all-purpose flour"])
        let left = try await db.pantryItems(userID: user)
        #expect(Set(left.map(\.name)) == ["all-purpose flour", "carrots"])
        let flour = try #require(left.first { $0.name == "all-purpose flour" })
        #expect(abs((flour.grams ?? 0) - 750) < 1)
        #expect(flour.text == "750 g all-purpose flour")
        #expect(result.award.total == 10 + 3 * 5, "base + three pantry items")
    }

    @Test func doubleServingsUseTwiceAsMuch() async throws {
        let (db, user, ids) = try await Self.setUp()
        try await db.addPantryItems(userID: user, lines: ["1 kg all-purpose flour"])
        let plan = try await db.cookingPlan(recipeID: try #require(ids["Pancakes"]), userID: user, servings: 4, now: Self.wednesday)
        guard case .reduce(let by, _)? = plan.uses.first?.action else { Issue.record("expected a reduction"); return }
        #expect(abs((by.grams ?? 0) - 500) < 1)
    }

    @Test func capsStopGamingAndDeletionTakesPointsBack() async throws {
        let (db, user, ids) = try await Self.setUp()
        func cook(_ title: String, _ when: Date = Self.wednesday) async throws -> CookingResult {
            try await db.recordCooking(recipeID: try #require(ids[title]), userID: user, servings: nil, usedUp: [], now: when)
        }
        let first = try await cook("Toast")
        #expect(first.award.total == 10)
        let again = try await cook("Toast", Self.wednesday.addingTimeInterval(600))
        #expect(again.award.withheld == .sameRecipeToday && again.award.total == 0)
        _ = try await cook("Rice")
        _ = try await cook("Salsa")
        let fourth = try await cook("Omelette")
        #expect(fourth.award.withheld == .dailyLimit, "three point-earning entries a day")
        let nextDay = try await cook("Toast", Self.day(1))
        #expect(nextDay.award.total == 10, "the same recipe counts again the next day")

        var board = try await db.leaderboard(.allTime, now: Self.day(1), viewerID: user)
        #expect(board.viewer?.points == 40 && board.viewer?.cooked == 4)
        try await db.deleteCookingEntry(id: first.entryID, userID: user)
        board = try await db.leaderboard(.allTime, now: Self.day(1), viewerID: user)
        #expect(board.viewer?.points == 30 && board.viewer?.cooked == 3)
        await #expect(throws: CookingError.notFound) { try await db.deleteCookingEntry(id: nextDay.entryID, userID: user + 1) }
    }

    @Test func photoBonusIsGivenOnceAndTakenBackWithThePhoto() async throws {
        let (db, user, ids) = try await Self.setUp()
        let toast = try #require(ids["Toast"])
        _ = try await db.recordCooking(recipeID: toast, userID: user, servings: nil, usedUp: [], now: Self.wednesday)
        #expect(try await db.awardPhotoBonus(photoID: 7, userID: user, recipeID: toast, now: Self.day(1)) == 15)
        #expect(try await db.awardPhotoBonus(photoID: 8, userID: user, recipeID: toast, now: Self.day(1)) == 0, "one photo bonus per dish")
        #expect(try await db.standing(userID: user, now: Self.day(1))?.points == 25)
        try await db.removePhotoBonus(photoID: 7)
        #expect(try await db.standing(userID: user, now: Self.day(1))?.points == 10)
        #expect(try await db.awardPhotoBonus(photoID: 9, userID: user, recipeID: toast, now: Self.day(5)) == 0, "too long after cooking")
    }

    @Test func leaderboardOrdersByPointsThenCookedThenAccountAndKeepsPeriodsApart() async throws {
        let (db, _, ids) = try await Self.setUp()
        var users: [String: Int64] = [:]
        for name in ["ann", "bob", "cat", "dan"] {
            users[name] = try #require(try await db.createUser(username: name, email: nil, passwordHash: "x").id)
        }
        func cook(_ who: String, _ title: String, _ when: Date) async throws {
            _ = try await db.recordCooking(recipeID: try #require(ids[title]), userID: try #require(users[who]), servings: nil, usedUp: [], now: when)
        }
        let lastWeek = Self.day(-7)
        try await cook("ann", "Toast", lastWeek)
        try await cook("ann", "Rice", lastWeek)
        try await cook("ann", "Salsa", lastWeek)
        try await cook("bob", "Toast", Self.wednesday)
        try await cook("cat", "Toast", Self.wednesday)
        try await cook("dan", "Rice", Self.wednesday)
        try await cook("dan", "Toast", Self.day(-30))

        let week = try await db.leaderboard(.week, now: Self.wednesday, viewerID: users["ann"])
        #expect(week.top.map(\.username) == ["bob", "cat", "dan"], "equal points and cooked: the earlier account first")
        #expect(week.top.map(\.rank) == [1, 2, 3])
        #expect(week.viewer == nil, "ann cooked nothing this week")
        let all = try await db.leaderboard(.allTime, now: Self.wednesday, viewerID: users["cat"])
        #expect(all.top.map(\.username) == ["ann", "dan", "bob", "cat"])
        #expect(all.viewer?.rank == 4)
        let small = try await db.leaderboard(.allTime, now: Self.wednesday, limit: 2, viewerID: users["cat"])
        #expect(small.top.count == 2 && small.viewer?.rank == 4, "own rank outside the top")
        #expect(small.participants == 4)
        let month = try await db.leaderboard(.month, now: Self.wednesday)
        #expect(month.top.first?.username == "ann" && month.top.first?.points == 30)
        #expect(!month.top.contains { $0.username == "dan" && $0.points == 20 }, "October's entry is not in November")
    }
}
