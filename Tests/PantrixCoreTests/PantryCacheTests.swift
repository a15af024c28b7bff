import Foundation
import PantrixTestDatabases
import Testing
@testable import PantrixCore

/// Pantries kept between signed-in pages (PantryCache): every write shows on the next page, one
/// cook's pantry is never another's, and what is kept stays bounded.
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

    @Test func aPantryReadBeforeAWriteIsNotKeptAfterIt() throws {
        let cache = PantryCache(enabled: true)
        let key = PantryCache.Key(userID: 1, day: "2026-12-01")
        let stale = StoredPantry(items: [], set: PantrySet())
        let before = cache.generation
        cache.invalidate()  // a write commits while the read is under way
        cache.keep(stale, for: key, generation: before)
        #expect(cache.pantry(key) == nil)
        cache.keep(stale, for: key, generation: cache.generation)
        #expect(cache.pantry(key) != nil)
        cache.invalidate()
        #expect(cache.pantry(key) == nil && cache.count == 0, "a write drops every kept pantry")
    }

    @Test func keptPantriesAreBounded() throws {
        let cache = PantryCache(enabled: true, capacity: 8)
        for user in Int64(1)...100 {
            cache.keep(StoredPantry(items: [], set: PantrySet()), for: PantryCache.Key(userID: user, day: "2026-12-01"), generation: cache.generation)
        }
        #expect(cache.count == 8)
        #expect(cache.pantry(PantryCache.Key(userID: 100, day: "2026-12-01")) != nil, "the latest are kept")
        #expect(cache.pantry(PantryCache.Key(userID: 1, day: "2026-12-01")) == nil, "the oldest went")
    }

    @Test func nothingIsKeptWhereOtherServersWrite() throws {
        let cache = PantryCache(enabled: false)
        let key = PantryCache.Key(userID: 1, day: "2026-12-01")
        cache.keep(StoredPantry(items: [], set: PantrySet()), for: key, generation: cache.generation)
        #expect(cache.pantry(key) == nil)
        #expect(try AppDatabase.inMemory().pantries.enabled == !AppDatabase.testsUsePostgres, "kept on SQLite only")
    }
}
