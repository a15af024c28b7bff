import PantrixTestSupport
import FoodKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

/// Barcodes through the pages: a bad number keeps what was typed with the reason, an unknown one
/// is described once, a known one goes into the pantry in one step for anyone, and the product
/// page shows its labels and its undoable changes.
@Suite struct ProductPagesTests {
    @Test func scanDescribeAndAddInOneStepAfterwards() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        let rice = try #require(FoodMatcher.shared.match(IngredientParser.parse("rice"))?.food.id)
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            let pantry = try await ann.get("/pantry")
            #expect(pantry.contains(#"<label for="barcode">Barcode number</label>"#))
            let typo = try await ann.post("/pantry/scan", ["code": "4006381333932"], csrf: pantry.csrf)
            #expect(typo.status == .unprocessableContent)
            #expect(typo.contains("The last digit doesn&#39;t match") || typo.contains("The last digit doesn’t match") || typo.contains("doesn't match"))
            #expect(typo.contains(#"value="4006381333932""#), "the typed number is kept")
            #expect(try await ann.post("/pantry/scan", ["code": "12ab"], csrf: pantry.csrf).contains("only digits"))

            let unknown = try await ann.post("/pantry/scan", ["code": "4006 3813 3393 1"], csrf: pantry.csrf)
            #expect(unknown.location == "/products/new?code=4006381333931")
            let form = try await ann.get("/products/new?code=4006381333931")
            #expect(form.contains("Nobody here has scanned <strong>4006381333931</strong> yet"))
            let found = try await ann.post("/products/new", ["code": "4006381333931", "name": "Basmati rice", "package": "500 g", "action": "find"], csrf: form.csrf)
            #expect(found.status == .ok && found.contains("<option value=\"\(rice)\""), "the name's foods are offered")
            let missing = try await ann.post("/products/new", ["code": "4006381333931", "name": "Basmati rice", "package": "a bag", "food": ""], csrf: form.csrf)
            #expect(missing.status == .unprocessableContent)
            #expect(missing.contains("The amount in one pack") && missing.contains("Pick the food it is"))
            #expect(missing.contains(#"value="Basmati rice""#) && missing.contains(#"value="a bag""#))
            let saved = try await ann.post("/products/new", ["code": "4006381333931", "name": "Basmati rice", "brand": "Acme", "package": "500 g", "food": rice], csrf: form.csrf)
            #expect(saved.location == "/pantry#items-heading")
            let annID = try #require(try await db.user(named: "ann")?.id)
            #expect(try await db.pantryItems(userID: annID).first?.foodId == rice)

            // Someone else scans it: in their pantry at once.
            var ben = Browser(client)
            try await ben.register("ben")
            let added = try await ben.post("/pantry/scan", ["code": "4006381333931"], csrfFrom: "/pantry")
            #expect(added.location == "/pantry#items-heading")
            #expect(try await ben.get("/pantry").contains("Added 500 g Basmati rice (Acme) to your pantry."))
            let benID = try #require(try await db.user(named: "ben")?.id)
            #expect(try await db.pantryItems(userID: benID).first?.grams == 500)

            // The product page, signed out too: per package and per 100 g.
            var visitor = Browser(client)
            let page = try await visitor.get("/products/4006381333931")
            #expect(page.status == .ok)
            #expect(page.contains("1 package (500 g)") && page.contains("<span>100 g</span>"))
            #expect(!page.contains("Change this product"), "signed out: nothing to change")
            #expect(try await visitor.get("/foods?q=basmati").contains(#"<a href="/products/4006381333931">Basmati rice</a>"#))
            #expect(try await visitor.get("/products/5012345678900").status == .notFound)

            // Ben changes it; Ann can't undo his change, he can.
            let productPage = try await ben.get("/products/4006381333931")
            let changed = try await ben.post("/products/4006381333931", ["name": "Jasmine rice", "brand": "Acme", "package": "1 kg", "food": rice], csrf: productPage.csrf)
            #expect(changed.location == "/products/4006381333931")
            let history = try await ben.get("/products/4006381333931")
            #expect(history.contains("name “Basmati rice” → “Jasmine rice”"))
            let product = try #require(try await db.product(barcode: try Barcode("4006381333931")))
            let edit = try #require(try await db.productEdits(productID: product.id).first?.id)
            #expect(!(try await ann.get("/products/4006381333931")).contains("/products/edits/\(edit)/undo"))
            #expect(try await ann.post("/products/edits/\(edit)/undo", [:], csrfFrom: "/pantry").status == .notFound)
            #expect(try await ben.post("/products/edits/\(edit)/undo", [:], csrf: history.csrf).location == "/products/4006381333931")
            #expect(try await db.product(barcode: try Barcode("4006381333931"))?.name == "Basmati rice")
        }
    }
}
