import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Templates
import Testing
@testable import PantrixWeb

@Suite struct NutritionPageTests {
    static let recipe = "2 1/2 cups all-purpose flour, sifted\n2 large eggs\n\n1 cup whole milk\nxqzzy blorp"

    @Test func signedOutVisitorGetsALabelAndALineTable() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            let page = try await browser.post("/nutrition", ["ingredients": Self.recipe, "servings": "4"], csrfFrom: "/nutrition")
            #expect(page.status == .ok)
            #expect(page.contains("Nutrition Facts"))
            #expect(page.contains("4 servings per recipe"))
            #expect(page.contains("Wheat flour, white, all-purpose, enriched, bleached"))
            #expect(page.contains("312.5 g"), "2 1/2 cups of flour weigh 312.5 g by the USDA cup measure")
            #expect(page.contains(#"<tr class="line-unmatched">"#), "the gibberish line is highlighted")
            #expect(page.contains("1 line matched no food"))
            #expect(page.contains("xqzzy blorp</textarea>"), "what was typed stays in the form")
        }
    }

    @Test func pickingAnotherFoodChangesTheLine() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            let lines = "1 cup whole milk"
            let first = try await browser.post("/nutrition", ["ingredients": lines, "servings": "1"], csrfFrom: "/nutrition")
            #expect(first.contains("Milk, whole, 3.25% milkfat"))
            let skim = try #require(FoodKitLookup.firstFood(named: "Milk, nonfat, fluid, with added vitamin A (fat free or skim)"))
            let second = try await browser.post(
                "/nutrition",
                ["ingredients": lines, "servings": "1", "food-0": skim, "sig-0": LineSignature.of(lines)],
                csrf: first.csrf)
            #expect(second.contains(#"<option value="\#(skim)" selected>"#))
            let staleChoice = try await browser.post(
                "/nutrition",
                ["ingredients": "2 cups whole milk", "servings": "1", "food-0": skim, "sig-0": LineSignature.of(lines)],
                csrf: first.csrf)
            #expect(!staleChoice.contains(#"<option value="\#(skim)" selected>"#), "a choice for edited text is dropped")
        }
    }

    @Test func tooManyOrTooLongLinesAreRefusedWithTheTextKept() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            let many = Array(repeating: "1 egg", count: 201).joined(separator: "\n")
            let tooMany = try await browser.post("/nutrition", ["ingredients": many, "servings": "2"], csrfFrom: "/nutrition")
            #expect(tooMany.status == .contentTooLarge)
            #expect(tooMany.contains("at most 200 can be analysed"))
            #expect(tooMany.contains("1 egg\n1 egg"))
            let long = "1 cup " + String(repeating: "a", count: 501)
            let tooLong = try await browser.post("/nutrition", ["ingredients": "1 egg\n" + long, "servings": "2"], csrf: tooMany.csrf)
            #expect(tooLong.status == .unprocessableContent)
            #expect(tooLong.contains("Line 2 is longer than 500 characters"))
            let badServings = try await browser.post("/nutrition", ["ingredients": "1 egg", "servings": "lots"], csrf: tooMany.csrf)
            #expect(badServings.status == .unprocessableContent)
            #expect(badServings.contains("Servings must be a whole number"))
        }
    }

    @Test func theFormNeedsItsCSRFToken() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            let page = try await browser.post("/nutrition", ["ingredients": "1 egg", "servings": "1"])
            #expect(page.status == .forbidden)
        }
    }
}

@Suite struct NutritionAPITests {
    func post(_ client: some TestClientProtocol, _ body: String, contentType: String = "application/json") async throws -> (HTTPResponse.Status, [String: Any]) {
        let response = try await client.execute(
            uri: "/api/nutrition", method: .post, headers: [.contentType: contentType], body: ByteBuffer(string: body))
        let json = (try? JSONSerialization.jsonObject(with: Data(buffer: response.body))) as? [String: Any] ?? [:]
        return (response.status, json)
    }

    @Test func returnsTheAnalyzeDocument() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            let (status, json) = try await post(client, #"{"ingredients": ["1 cup whole milk", "2 large eggs", "", "xqzzy blorp"], "servings": 2}"#)
            #expect(status == .ok)
            #expect(json["servings"] as? Int == 2)
            let total = try #require(json["total"] as? [String: Any])
            let perServing = try #require(json["perServing"] as? [String: Any])
            for key in ["kcal", "protein", "fat", "saturatedFat", "carbs", "fiber", "sugars", "sodium", "cholesterol"] {
                #expect(total[key] is Double || total[key] is Int, "total.\(key)")
            }
            let kcal = try #require(total["kcal"] as? Double)
            #expect(abs(kcal - (146.4 + 143)) < 3, "1 cup whole milk (146 kcal) + 2 large eggs (143 kcal)")
            #expect(abs((perServing["kcal"] as? Double ?? 0) - kcal / 2) < 0.5)
            let cost = try #require(json["cost"] as? [String: Any])
            #expect(cost["currency"] as? String == "USD")
            let lines = try #require(json["lines"] as? [[String: Any]])
            #expect(lines.count == 3, "the empty line is skipped")
            #expect(lines[0]["unit"] as? String == "cup")
            #expect((lines[0]["food"] as? [String: Any])?["id"] as? String == "01077")
            #expect(json["unmatched"] as? [String] == ["xqzzy blorp"])
        }
    }

    @Test func refusesBadInputWithAMessage() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            let many = Array(repeating: #""1 egg""#, count: 201).joined(separator: ",")
            let (tooMany, json) = try await post(client, #"{"ingredients": [\#(many)], "servings": 1}"#)
            #expect(tooMany == .contentTooLarge)
            #expect((json["error"] as? String)?.contains("at most 200") == true)
            let long = String(repeating: "x", count: 501)
            let (tooLong, _) = try await post(client, #"{"ingredients": ["\#(long)"]}"#)
            #expect(tooLong == .unprocessableContent)
            let (malformed, error) = try await post(client, "{not json")
            #expect(malformed == .badRequest)
            #expect(error["error"] != nil)
            let (asForm, _) = try await post(client, "ingredients=1+egg", contentType: "application/x-www-form-urlencoded")
            #expect(asForm == .forbidden, "only JSON skips the CSRF token; a cross-site form can't send JSON")
        }
    }
}

@Suite struct FoodsPageTests {
    @Test func searchFindsFoodsAndTheDetailShowsMeasures() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            let start = try await browser.get("/foods")
            #expect(start.contains("Common foods"))
            #expect(start.contains("/foods/01077"), "whole milk is among the common foods")
            let results = try await browser.get("/foods?q=cheddar")
            #expect(results.contains("Cheese, cheddar"))
            let milk = try await browser.get("/foods/01077")
            #expect(milk.contains("Milk, whole, 3.25% milkfat"))
            #expect(milk.contains("1 cup"), "household measures are listed")
            #expect(milk.contains("<td class=\"num\">244</td>"), "1 cup of whole milk weighs 244 g")
            let missing = try await browser.get("/foods/99999999")
            #expect(missing.status == .notFound)
            let none = try await browser.get("/foods?q=%22%3Cscript%3E")
            #expect(none.contains("No food matches"))
            #expect(!none.contains("<script>"))
        }
    }
}
