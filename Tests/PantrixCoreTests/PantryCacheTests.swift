import Foundation
import PantrixTestDatabases
import Testing
@testable import PantrixCore

/// Pantries kept between signed-in pages (PantryCache): every write to a pantry shows on the next
/// page, whoever in the household made it, one cook's pantry is never another's, other writes
/// leave kept pantries in use, and what is kept stays bounded.
@Suite struct PantryCacheTests {
    @Test func pantryEditsShowOnTheNextRecipePage() async throws {
        let db = try await RecipeSearchTests.database()
        let cook = try #require(try await db.createUser(username: "cook", email: nil, passwordHash: "x").id)
        let stew = try await RecipeSearchTests.first("chickpea stew", in: db)
        func names() async throws -> Set<String> {
            Set(try #require(try await db.recipePage(id: stew.id, viewerID: cook).pantry).holdings.values.map(\.name))
        }
        let first = try await names()
        #expect(first.contains("salt") && !first.contains("onion"))

        try await db.addPantryItems(userID: cook, lines: ["1 onion"])
        #expect(try await names().contains("onion"), "an added item is on the next page")
        let onion = try #require(try await db.pantryItems(userID: cook).first { $0.name == "onion" }?.id)
        try await db.removePantryItem(id: onion, userID: cook)
        #expect(!(try await names().contains("onion")), "a removed item is gone from the next page")
        try await db.removeStaple(userID: cook, ingredientKey: "salt")
        #expect(!(try await names().contains("salt")), "a removed staple too")
        try await db.addPantryItems(userID: cook, lines: ["canned tomatoes"])
        let cooked = try await db.cookNow(userID: cook, query: CookNowQuery())
        #expect(cooked.items.map(\.name).contains { $0.contains("tomato") }, "cook now reads the same pantry")
    }

    @Test func eachCookSeesTheirOwnPantryOnTheirOwnDay() async throws {
        let db = try await RecipeSearchTests.database()
        let stew = try await RecipeSearchTests.first("chickpea stew", in: db)
        let ann = try #require(try await db.createUser(username: "ann", email: nil, passwordHash: "x").id)
        let bob = try #require(try await db.createUser(username: "bob", email: nil, passwordHash: "x").id)
        try await db.addPantryItems(userID: ann, lines: ["1 onion"], useBy: "2026-12-10")
        try await db.addPantryItems(userID: bob, lines: ["canned tomatoes"])
        let today = try #require(UseByDate.date("2026-12-01"))
        let anns = try #require(try await db.recipePage(id: stew.id, viewerID: ann, today: today).pantry)
        let bobs = try #require(try await db.recipePage(id: stew.id, viewerID: bob, today: today).pantry)
        #expect(anns.holdings.values.contains { $0.name == "onion" } && !anns.holdings.values.contains { $0.name.contains("tomato") })
        #expect(bobs.holdings.values.contains { $0.name.contains("tomato") } && !bobs.holdings.values.contains { $0.name == "onion" })
        #expect(anns.holdings.values.first { $0.name == "onion" }?.expiring == false, "nine days left on the first")

        // A week later, with nothing written in between: the onion is close to its date.
        let later = try #require(try await db.recipePage(id: stew.id, viewerID: ann, today: today.addingTimeInterval(7 * 86_400)).pantry)
        #expect(later.holdings.values.first { $0.name == "onion" }?.expiring == true)
    }

    @Test func aHouseholdSharesItsKeptPantryAndEachMembersWritesShowToTheOthers() async throws {
        let db = try await RecipeSearchTests.database()
        let stew = try await RecipeSearchTests.first("chickpea stew", in: db)
        let ann = try #require(try await db.createUser(username: "ann", email: nil, passwordHash: "x").id)
        let ben = try #require(try await db.createUser(username: "ben", email: nil, passwordHash: "x").id)
        func names(_ cook: Int64) async throws -> Set<String> {
            Set(try #require(try await db.recipePage(id: stew.id, viewerID: cook).pantry).holdings.values.map(\.name))
        }
        try await db.addPantryItems(userID: ben, lines: ["1 onion"])
        #expect(try await names(ben).contains("onion"), "kept in Ben's own kitchen")
        try await db.createHousehold(userID: ann, name: "Ann's flat")
        #expect(!(try await names(ann).contains("onion")))
        try await db.joinHousehold(token: db.createHouseholdInvite(userID: ann), userID: ben, bringPantry: true)
        #expect(try await names(ann).contains("onion"), "Ben brought his pantry into the household's")
        #expect(try await names(ben).contains("onion"), "Ben now sees the household's pantry")

        try await db.addPantryItems(userID: ben, lines: ["canned tomatoes"])
        #expect(try await names(ann).contains { $0.contains("tomato") }, "one member's item is on the other's next page")
        try await db.removeStaple(userID: ann, ingredientKey: "salt")
        #expect(!(try await names(ben).contains("salt")), "and a staple one removes")
        try await db.leaveHousehold(userID: ben)
        let back = try await names(ben)
        #expect(back.contains("onion") && !back.contains { $0.contains("tomato") }, "Ben is back in his own kitchen, as he left it")
    }

    @Test func writesThatLeaveThePantryAloneKeepItInUse() async throws {
        let db = try await RecipeSearchTests.database()
        let stew = try await RecipeSearchTests.first("chickpea stew", in: db)
        let cook = try #require(try await db.createUser(username: "cook", email: nil, passwordHash: "x").id)
        let today = try #require(UseByDate.date("2026-12-01"))
        let key = PantryCache.Key(userID: cook, day: "2026-12-01")
        func version() async throws -> PantryCache.Version {
            try #require(try await db.store.read { db in try db.fetch(AppDatabase.pantryVersionRead(userID: cook)) })
        }
        _ = try await db.recipePage(id: stew.id, viewerID: cook, today: today)
        let read = try await version()
        #expect(db.pantries.kept(key)?.version == read)

        try await db.setFavourite(recipeID: stew.id, userID: cook, on: true)
        #expect(try await version() == read, "a favourite saved changes no pantry")
        #expect(db.pantries.kept(key)?.version == read, "and leaves the kept one in use")
        try await db.addPantryItems(userID: cook, lines: ["1 onion"])
        let written = try await version()
        #expect(written.kitchenID == read.kitchenID && written != read, "an item added moves the kitchen's pantry version")
        _ = try await db.recipePage(id: stew.id, viewerID: cook, today: today)
        #expect(db.pantries.kept(key)?.version == written, "the next page keeps the pantry read afresh")
    }

    @Test func keptPantriesAreBounded() throws {
        let cache = PantryCache(capacity: 8)
        for user in Int64(1)...100 {
            let key = PantryCache.Key(userID: user, day: "2026-12-01")
            cache.keep(StoredPantry(items: [], set: PantrySet()), at: PantryCache.Version(kitchenID: user, number: 1), for: key)
        }
        #expect(cache.count == 8)
        #expect(cache.kept(PantryCache.Key(userID: 100, day: "2026-12-01")) != nil, "the latest are kept")
        #expect(cache.kept(PantryCache.Key(userID: 1, day: "2026-12-01")) == nil, "the oldest went")
    }
}
