import PantrixTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

/// Stores and prices through the pages: add and edit a store with map links, record prices, the
/// grocery list by store, recipe cost at one's prices; mistakes keep what was typed; outsiders get 404.
@Suite struct ShopPagesTests {
    @Test func storesPricesAndMistakes() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            let empty = try await ann.get("/stores")
            #expect(empty.status == .ok && empty.contains("Your stores") && empty.contains("Add a store first."))

            let noName = try await ann.post("/stores", ["name": " ", "address": "1 Elm St"], csrf: empty.csrf)
            #expect(noName.status == .unprocessableContent)
            #expect(noName.contains("Give the store a name") && noName.contains("value=\"1 Elm St\""), "the address typed stays")
            let long = String(repeating: "a", count: 201)
            let longAddress = try await ann.post("/stores", ["name": "Corner", "address": long], csrf: empty.csrf)
            #expect(longAddress.contains("200 characters at most") && longAddress.contains("value=\"Corner\""))

            #expect(try await ann.post("/stores", ["name": "Corner <market>", "address": "12 Elm St & Co, Leeds"], csrf: empty.csrf).location == "/stores")
            #expect(try await ann.post("/stores", ["name": "Bigmart", "address": ""], csrf: empty.csrf).location == "/stores")
            let page = try await ann.get("/stores")
            #expect(page.contains("Corner &lt;market&gt;"))
            #expect(page.contains("href=\"https://www.openstreetmap.org/search?query=12%20Elm%20St%20%26%20Co%2C%20Leeds\" rel=\"noopener noreferrer\""))
            #expect(page.contains("href=\"geo:0,0?q=12%20Elm%20St%20%26%20Co%2C%20Leeds\""))
            let annID = try #require(try await db.user(named: "ann")?.id)
            let stores = try await db.shops(userID: annID)
            let corner = try #require(stores.first { $0.name.hasPrefix("Corner") }?.id)
            let big = try #require(stores.first { $0.name == "Bigmart" }?.id)

            let badEdit = try await ann.post("/stores/\(corner)", ["name": String(repeating: "n", count: 61), "address": "x"], csrf: page.csrf)
            #expect(badEdit.status == .unprocessableContent && badEdit.contains("60 characters at most") && badEdit.contains("<details class=\"store-edit\" open>"))
            #expect(try await ann.post("/stores/\(corner)", ["name": "Corner market", "address": "12 Elm St"], csrf: page.csrf).location == "/stores")

            for (paid, message) in [("", "Type what you paid"), ("0", "more than 0"), ("12345", "10000 at most"), ("1.999", "at most two decimals"), ("lots", "as a number")] {
                let bad = try await ann.post("/stores/prices", ["item": "eggs", "quantity": "6", "paid": paid, "store": String(big)], csrf: page.csrf)
                #expect(bad.status == .unprocessableContent && bad.contains(message), "\(paid)")
                #expect(bad.contains("value=\"eggs\"") && bad.contains("value=\"6\"") && bad.contains("<option value=\"\(big)\" selected>"))
            }
            let noItem = try await ann.post("/stores/prices", ["item": "", "quantity": "6", "paid": "2", "store": String(big)], csrf: page.csrf)
            #expect(noItem.contains("Type the item"))
            _ = try await ann.post("/stores/prices", ["item": "eggs", "quantity": "6", "paid": "3.00", "store": String(corner)], csrf: page.csrf)
            _ = try await ann.post("/stores/prices", ["item": "eggs", "quantity": "12", "paid": "$4.80", "store": String(big)], csrf: page.csrf)
            _ = try await ann.post("/stores/prices", ["item": "rice", "quantity": "1 kg", "paid": "2.20", "store": String(corner)], csrf: page.csrf)
            let priced = try await ann.get("/stores")
            #expect(priced.contains("$0.40 each") && priced.contains("$2.20/kg"))

            // The grocery list groups by each item's cheapest store, with each store's total.
            _ = try await ann.post("/groceries", ["item": "6 eggs"], csrfFrom: "/groceries")
            _ = try await ann.post("/groceries", ["item": "500 g rice"], csrfFrom: "/groceries")
            _ = try await ann.post("/groceries", ["item": "2 lemons"], csrfFrom: "/groceries")
            let list = try await ann.get("/groceries")
            #expect(list.contains("Bigmart <span class=\"grocery-store-total\">$2.40</span>"), "6 eggs at $0.40")
            #expect(list.contains("Corner market <span class=\"grocery-store-total\">$1.10</span>"), "500 g rice at $2.20/kg")
            #expect(list.contains("cheapest at Bigmart · Corner market $3.00"))
            #expect(list.contains("No price of yours yet"))
            let bySection = try await ann.get("/groceries?by=section")
            #expect(bySection.contains("cheapest at Bigmart") && !bySection.contains("grocery-store-total"))
            // Ticking an item there comes back to the same grouping (the forms carry it).
            #expect(bySection.contains(#"<input type="hidden" name="by" value="section">"#))
            #expect(!list.contains(#"name="by""#), "by store, the default, needs nothing")
            let riceID = try #require(try await db.groceryList(userID: annID).entries.first { $0.item.name == "rice" }?.item.id)
            let ticked = try await ann.post("/groceries/\(riceID)/check", ["checked": "yes", "by": "section"], csrf: bySection.csrf)
            #expect(ticked.location == "/groceries?by=section")
            #expect(try await ann.post("/groceries/\(riceID)/check", ["checked": "no"], csrf: bySection.csrf).location == "/groceries")

            // Moving checked items to the pantry may record what was paid; a mistake keeps what was typed.
            let lemons = try #require(try await db.groceryList(userID: annID).entries.first { $0.item.name == "lemons" }?.item.id)
            _ = try await ann.post("/groceries/\(lemons)/check", ["checked": "yes"], csrf: list.csrf)
            let checked = try await ann.get("/groceries")
            #expect(checked.contains("What did you pay?") && checked.contains("name=\"paid-\(lemons)\""))
            let badPaid = try await ann.post("/groceries/to-pantry", ["paid-\(lemons)": "1.555", "store": String(big)], csrf: checked.csrf)
            #expect(badPaid.status == .unprocessableContent && badPaid.contains("at most two decimals") && badPaid.contains("value=\"1.555\""))
            #expect(badPaid.contains("<option value=\"\(big)\" selected>"))
            let noStore = try await ann.post("/groceries/to-pantry", ["paid-\(lemons)": "1.20", "store": ""], csrf: checked.csrf)
            #expect(noStore.status == .unprocessableContent && noStore.contains("Choose the store") && noStore.contains("value=\"1.20\""))
            #expect(try await db.groceryList(userID: annID).entries.contains { $0.item.id == lemons }, "nothing moved yet")
            #expect(try await ann.post("/groceries/to-pantry", ["paid-\(lemons)": "1.20", "store": String(big)], csrf: checked.csrf).status == .seeOther)
            #expect(try await db.recentShopPrices(userID: annID).first?.price.name == "lemons")
            #expect(try await ann.get("/pantry").contains("lemons"))

            // Recipe cost: eggs at Ann's price, the rest typical.
            let recipe = try await db.addRecipe(PreparedRecipe(RecipeDraft(
                title: "Eggs and rice", category: "dinner", servings: 2, ingredients: ["4 eggs", "200 g rice", "1 tbsp butter"], steps: ["Cook."])), origin: .user)
            let recipePage = try await ann.get("/recipes/\(recipe)")
            #expect(recipePage.contains("your price at Bigmart") && recipePage.contains("typical price"))
            #expect(recipePage.contains("Using your prices at Bigmart, Corner market where you have them"))

            // An outsider sees none of it and can change none of it.
            var eve = Browser(client)
            try await eve.register("eve")
            let evePage = try await eve.get("/stores")
            #expect(!evePage.contains("12 Elm St") && evePage.contains("None yet: add the first below."))
            #expect(try await eve.post("/stores/\(corner)", ["name": "Mine", "address": ""], csrf: evePage.csrf).status == .notFound)
            #expect(try await eve.post("/stores/\(corner)/delete", [:], csrf: evePage.csrf).status == .notFound)
            #expect(try await eve.post("/stores/prices", ["item": "eggs", "quantity": "1", "paid": "1", "store": String(corner)], csrf: evePage.csrf).status == .notFound)
            let priceID = try #require(try await db.recentShopPrices(userID: annID).first?.price.id)
            #expect(try await eve.post("/stores/prices/\(priceID)/delete", [:], csrf: evePage.csrf).status == .notFound)
            #expect(!(try await eve.get("/recipes/\(recipe)").contains("your price at")))
            #expect(try await ann.post("/stores/prices/\(priceID)/delete", [:], csrf: page.csrf).location == "/stores")

            var signedOut = Browser(client)
            #expect(try await signedOut.get("/stores").status == .seeOther)
        }
    }
}
