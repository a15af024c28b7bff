import PantrixTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

@Suite struct PantryPagesTests {
    @Test func pantryCookAndGroceriesNeedAnAccount() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            for path in ["/pantry", "/cook", "/groceries"] {
                let page = try await browser.get(path)
                #expect(page.status == .seeOther && page.location?.hasPrefix("/login") == true, "\(path)")
            }
        }
    }

    @Test func addItemsCookNowAndSendMissingToTheList() async throws {
        let db = try AppDatabase.inMemory()
        let omelette = try await db.addRecipe(PreparedRecipe(RecipeDraft(
            title: "Omelette", category: "breakfast", servings: 1, ingredients: ["3 large eggs", "1 tbsp butter", "salt to taste"], steps: ["Cook."])), origin: .seed)
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("cook")
            let empty = try await browser.post("/pantry/items", ["item": "", "useBy": "2026-13-40"], csrfFrom: "/pantry")
            #expect(empty.status == .unprocessableContent)
            let badDate = try await browser.post("/pantry/items", ["item": "6 eggs", "useBy": "2026-13-40"], csrf: empty.csrf)
            #expect(badDate.contains("is not a date"))
            #expect(badDate.contains(#"value="6 eggs""#), "the form keeps what was typed")
            let added = try await browser.post("/pantry/items", ["lines": "6 eggs\nzorblax paste"], csrf: empty.csrf)
            #expect(added.status == .seeOther)
            let pantry = try await browser.get("/pantry")
            #expect(pantry.contains(#"<strong class="pantry-name">eggs</strong>"#))
            #expect(pantry.contains("not recognised"), "an unknown item is kept and flagged")
            let cook = try await browser.get("/cook")
            #expect(cook.contains("Omelette"))
            #expect(cook.contains(#"You have 2 of 3<span class="cook-missing"> — missing: butter</span>"#), "salt is a staple")
            let sent = try await browser.post("/groceries/add-missing", ["recipeId": String(omelette), "back": "/cook"], csrf: cook.csrf)
            #expect(sent.location == "/cook")
            let list = try await browser.get("/groceries")
            #expect(list.contains(#"<span class="grocery-name">butter</span>"#))
            #expect(list.contains("for Omelette"))

            var other = Browser(client)
            try await other.register("intruder")
            let cookID = try #require(try await db.user(named: "cook")?.id)
            let id = try #require(try await db.groceryList(userID: cookID).entries.first?.item.id)
            let attempt = try await other.post("/groceries/\(id)/delete", [:], csrfFrom: "/groceries")
            #expect(attempt.status == .notFound)
            #expect(try await browser.get("/groceries").contains("butter"), "another user cannot delete it")
        }
    }

    @Test func cookNowPagesLinkToEachOtherKeepingTheFilters() async throws {
        let db = try AppDatabase.inMemory()
        for n in 1...30 {
            _ = try await db.addRecipe(PreparedRecipe(RecipeDraft(
                title: "Egg dish \(n)", category: "breakfast", servings: 1, ingredients: ["2 large eggs", "1 tbsp butter"], steps: ["Cook."])), origin: .seed)
        }
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("pager")
            _ = try await browser.post("/pantry/items", ["lines": "6 eggs"], csrfFrom: "/pantry")
            let first = try await browser.get("/cook")
            #expect(first.contains(#"href="/cook?page=2" rel="next""#))
            let filtered = try await browser.get("/cook?category=breakfast")
            #expect(filtered.contains(#"href="/cook?category=breakfast&amp;page=2" rel="next""#))
            let second = try await browser.get("/cook?category=breakfast&page=2")
            #expect(second.contains(#"href="/cook?category=breakfast" rel="prev""#))
            // Every choice of the form is kept, decoded and written again as the form sends it.
            let chosen = try await browser.get("/cook?missing=2&any=1&without=peanut+butter&diet=vegetarian")
            #expect(chosen.contains(#"href="/cook?diet=vegetarian&amp;without=peanut%20butter&amp;missing=2&amp;any=1&amp;page=2" rel="next""#))
        }
    }
}
