import PantrixTestSupport
import Foundation
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// Two app servers on one PostgreSQL database (`anotherServer()`): what one writes, the other's
/// in-memory cook-now index follows (within a second when idle), and counts stay exact when both write at
/// once. Runs with scripts/test-postgres; SQLite has one process and nothing to follow.
@Suite(.enabled(if: AppDatabase.testsUsePostgres, "two servers need PostgreSQL")) struct SeveralServersTests {
    /// Polls until `done` holds; the seconds it took, or nil after `limit`.
    func waitUntil(limit: Duration = .seconds(30), _ done: () async throws -> Bool) async throws -> Double? {
        let start = ContinuousClock.now
        while ContinuousClock.now - start < limit {
            if try await done() {
                let elapsed = ContinuousClock.now - start
                return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }

    /// Session lookups are kept between requests on PostgreSQL (SessionCache): a session ended or
    /// an account changed on one server is no longer answered as kept, at once on that server and
    /// as soon as its notice arrives on the other (well within the kept lookups' 30 s lifetime).
    @Test func aSessionEndedOrAnAccountChangedOnOneServerIsNotAnsweredAsKept() async throws {
        let a = try AppDatabase.inMemory()
        let b = try #require(try await a.anotherServer())
        let cook = try #require(try await a.createUser(username: "kept", email: nil, passwordHash: "x").id)
        try await a.storeSession(id: "this-browser", data: Data("one".utf8), userID: cook, expiresAt: nil)
        try await a.storeSession(id: "other-browser", data: Data("two".utf8), userID: cook, expiresAt: nil)
        for db in [a, b] {
            for id in ["this-browser", "other-browser"] { #expect(try await db.sessionWithUser(id: id)?.user?.signInEpoch == 0) }
        }

        // A password change ends the other sessions and moves the account's sign-in epoch on.
        _ = try await a.changePassword(userID: cook, newHash: "y", keepingSession: "this-browser")
        #expect(try await a.sessionWithUser(id: "other-browser") == nil)
        #expect(try await a.sessionWithUser(id: "this-browser")?.user?.signInEpoch == 1)
        let heard = try await waitUntil(limit: .seconds(10)) {
            let ended = try await b.sessionWithUser(id: "other-browser") == nil
            let kept = try await b.sessionWithUser(id: "this-browser")
            return ended && kept?.user?.signInEpoch == 1
        }
        #expect(heard != nil, "server B still answered the session as it was before the password change")

        // A session's data written, then the session deleted, on B.
        try await b.storeSession(id: "this-browser", data: Data("flash".utf8), userID: cook, expiresAt: nil)
        #expect(try await b.sessionWithUser(id: "this-browser")?.data == Data("flash".utf8))
        #expect(try await waitUntil(limit: .seconds(10)) { try await a.sessionWithUser(id: "this-browser")?.data == Data("flash".utf8) } != nil)
        try await b.deleteSession(id: "this-browser")
        #expect(try await b.sessionWithUser(id: "this-browser") == nil)
        #expect(try await waitUntil(limit: .seconds(10)) { try await a.sessionWithUser(id: "this-browser") == nil } != nil)
    }

    @Test func aRecipeSavedOnOneServerIsSoonRankedByCookNowOnTheOther() async throws {
        let a = try AppDatabase.inMemory()
        let b = try #require(try await a.anotherServer())
        let cook = try #require(try await a.createUser(username: "cook", email: nil, passwordHash: "x").id)
        try await b.addPantryItems(userID: cook, lines: ["eggs", "butter", "spinach", "feta cheese"])
        try await a.ensureCookNowIndex()
        try await b.ensureCookNowIndex()
        func onB() async throws -> [String] { try await b.cookNow(userID: cook, query: CookNowQuery()).cards.map(\.card.title) }
        #expect(try await onB().contains("Spinach Feta Omelette") == false)

        let id = try await a.addRecipe(
            PreparedRecipe(CookNowTests.draft("Spinach Feta Omelette", ["3 eggs", "1 tbsp butter", "1 cup spinach", "50 g feta cheese"])),
            origin: .user, authorID: cook)
        // Within a second on an idle machine (scripts/cluster-test measures 7–15 ms through nginx,
        // the figure that matters); this suite runs beside hundreds of others on PostgreSQL, where
        // it once took over five, so it only asks that the change arrives.
        let seen = try await waitUntil { try await onB().first == "Spinach Feta Omelette" }
        #expect(seen != nil, "server B never ranked the new recipe")
        var search = RecipeSearch()
        search.text = "spinach omelette"
        #expect(try await b.search(search, viewerID: nil).cards.map(\.title) == ["Spinach Feta Omelette"])

        // An edit that needs something the pantry lacks moves it down on B; a delete removes it.
        try await a.updateRecipe(
            id: id, authorID: cook, with: PreparedRecipe(CookNowTests.draft(
                "Spinach Feta Omelette", ["3 eggs", "1 tbsp butter", "1 cup spinach", "50 g feta cheese", "2 lobster tails"])),
            visibility: .public)
        #expect(try await waitUntil { try await b.cookNow(userID: cook, query: CookNowQuery()).cards.first { $0.card.title == "Spinach Feta Omelette" }?.missing.contains { $0.contains("lobster") } == true } != nil)
        try await a.deleteRecipe(id: id, authorID: cook)
        #expect(try await waitUntil { try await !onB().contains("Spinach Feta Omelette") } != nil)
    }

    /// Read your writes across servers: a cook adds an item through one server and the redirect
    /// lands on the other, which keeps pantries in memory (PantryCache) and has not heard the
    /// write yet; its very next page and cook now show the item, for the cook and their household.
    @Test func aPantryChangedOnOneServerShowsOnTheOthersNextPage() async throws {
        let a = try AppDatabase.inMemory()
        let b = try #require(try await a.anotherServer())
        let omelette = try await a.addRecipe(PreparedRecipe(CookNowTests.draft("Omelette", ["3 large eggs", "1 tbsp butter"])), origin: .seed)
        let cook = try #require(try await a.createUser(username: "cook", email: nil, passwordHash: "x").id)
        let partner = try #require(try await a.createUser(username: "partner", email: nil, passwordHash: "x").id)
        try await a.createHousehold(userID: cook, name: "Home")
        try await b.joinHousehold(token: a.createHouseholdInvite(userID: cook), userID: partner, bringPantry: false)
        try await a.ensureCookNowIndex()
        /// What of eggs and butter the person's pantry holds, on A's recipe page.
        func has(_ person: Int64) async throws -> Set<String> {
            let names = try #require(try await a.recipePage(id: omelette, viewerID: person).pantry).holdings.values.map(\.name)
            return Set(["egg", "butter"].filter { food in names.contains { $0.contains(food) } })
        }

        #expect(try await has(cook).isEmpty)
        #expect(try await has(partner).isEmpty)
        #expect(a.pantries.count == 2, "server A keeps both members' pantries")
        try await b.addPantryItems(userID: cook, lines: ["6 eggs"])
        #expect(try await has(cook) == ["egg"], "the cook's item added on B is on A's next page")
        try await b.addPantryItems(userID: partner, lines: ["250 g butter"])
        #expect(try await has(cook) == ["egg", "butter"], "and the partner's, for the cook")
        #expect(try await has(partner) == ["egg", "butter"])
        let eggs = try #require(try await b.pantryItems(userID: cook).first { $0.name.contains("egg") }?.id)
        try await b.removePantryItem(id: eggs, userID: partner)
        let card = try await a.cookNow(userID: cook, query: CookNowQuery()).cards.first { $0.card.title == "Omelette" }
        #expect(card?.missing.contains { $0.contains("egg") } == true, "cook now on A follows a removal made on B")
        #expect(card?.missing.contains { $0.contains("butter") } == false, "and the butter added there")
        #expect(try await has(cook) == ["butter"])
    }

    /// 200 favourite toggles and "I cooked this" confirmations, half on each server, at once:
    /// the favourite count is the number of people whose last toggle was on, and every cook's
    /// leaderboard points are the sum of their logged entries — nothing counted twice or lost.
    @Test func countsAndPointsStayExactWhenTwoServersWriteAtOnce() async throws {
        let a = try AppDatabase.inMemory()
        let b = try #require(try await a.anotherServer())
        let servers = [a, b]
        let recipe = try await a.addRecipe(PreparedRecipe(CookNowTests.draft("Toast", ["2 slices bread", "1 tbsp butter"])), origin: .seed)
        var people: [Int64] = []
        for index in 0..<40 {
            people.append(try #require(try await a.createUser(username: "cook\(index)", email: nil, passwordHash: "x").id))
        }
        // Each person: toggles on, off, on (even index) or on, off (odd) — 3 or 2 writes — plus two cooks.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, person) in people.enumerated() {
                group.addTask {
                    let steps = index % 2 == 0 ? [true, false, true] : [true, false]
                    for (step, on) in steps.enumerated() {
                        try await servers[(index + step) % 2].setFavourite(recipeID: recipe, userID: person, on: on)
                    }
                }
                group.addTask {
                    for round in 0..<2 {
                        _ = try await servers[(index + round + 1) % 2].recordCooking(recipeID: recipe, userID: person, servings: nil, usedUp: [])
                    }
                }
            }
            try await group.waitForAll()
        }
        let expected = people.indices.filter { $0 % 2 == 0 }.count
        for server in servers {
            #expect(try await server.recipeSocial(recipeID: recipe, viewerID: nil).favourite.count == expected)
        }
        let logged = try await a.store.read { db in
            try SQLRow.fetchAll(db, sql: "SELECT userId, sum(points) AS points, count(*) AS cooked FROM cooking_log WHERE withheld IS NULL GROUP BY userId")
        }
        let board = try await b.leaderboard(.week, limit: 100)
        #expect(board.participants == logged.count)
        for row in logged {
            let standing = try #require(board.top.first { $0.userID == row["userId"] })
            #expect(standing.points == row["points"] as Int && standing.cooked == row["cooked"] as Int)
        }
        let entries = try await a.store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM cooking_log") }
        #expect(entries == people.count * 2, "every confirmation logged once")
    }
}
