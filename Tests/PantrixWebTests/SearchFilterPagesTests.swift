import PantrixTestSupport
import Foundation
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

@Suite struct SearchFilterPagesTests {
    @Test func ingredientFiltersFindFoodsAndSuggestThePantrysNames() async throws {
        let db = try AppDatabase.inMemory()
        for (title, lines) in [("Spanish Omelette", ["4 large eggs", "2 potatoes"]), ("Roast Eggplant", ["2 eggplants", "olive oil"]),
                               ("Walnut Brownies", ["100 g walnuts", "200 g dark chocolate"])] {
            let draft = RecipeDraft(title: title, category: "dinner", servings: 2, ingredients: lines, steps: ["Cook."])
            try await db.addRecipe(PreparedRecipe(draft), origin: .seed)
        }
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            let eggs = try await browser.get("/search?with=eggs")
            #expect(eggs.contains("Spanish Omelette") && !eggs.contains("Roast Eggplant"))
            let noNuts = try await browser.get("/search?without=nuts")
            #expect(noNuts.contains("Spanish Omelette") && !noNuts.contains("Walnut Brownies"))
            #expect(noNuts.contains(#"<input id="without" name="without" type="text" list="ingredient-names""#))
            #expect(noNuts.contains(#"<option value="walnuts">"#), "the with/without inputs suggest the pantry's ingredient names")
        }
    }

    /// HTML forms send GET fields with spaces as `+`: the box, heading, title and chips must read
    /// the words the person typed, and the search must use them.
    @Test func formEncodedSpacesReadAsSpaces() async throws {
        let db = try AppDatabase.inMemory()
        for (title, lines) in [("Lemon Chicken", ["2 chicken breasts", "1 lemon"]), ("Potato Hash", ["4 large eggs", "2 potatoes"])] {
            let draft = RecipeDraft(title: title, category: "dinner", servings: 2, ingredients: lines, steps: ["Cook."])
            try await db.addRecipe(PreparedRecipe(draft), origin: .seed)
        }
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            let words = try await browser.get("/search?q=lemon+chicken")
            #expect(words.contains("Lemon Chicken"))
            #expect(words.contains(#"value="lemon chicken""#) && !words.contains("lemon+chicken"))
            let both = try await browser.get("/search?with=eggs%2C+potatoes")
            #expect(both.contains("Potato Hash") && !both.contains("Lemon Chicken"))
            #expect(!both.contains("+potatoes"), "no chip or box reads “+potatoes”")
            #expect(both.contains("potatoes"))
        }
    }
}
