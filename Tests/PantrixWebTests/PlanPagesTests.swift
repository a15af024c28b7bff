import PantrixTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

@Suite struct PlanPagesTests {
    static func omelette(_ db: AppDatabase) async throws -> Int64 {
        try await db.addRecipe(PreparedRecipe(RecipeDraft(
            title: "Omelette", category: "breakfast", servings: 1, ingredients: ["3 large eggs", "1 tbsp butter", "salt to taste"], steps: ["Cook."])), origin: .seed)
    }

    @Test func thePlanNeedsAnAccount() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            for path in ["/plan", "/plan/add?recipe=1"] {
                let page = try await browser.get(path)
                #expect(page.status == .seeOther && page.location?.hasPrefix("/login") == true, "\(path)")
            }
        }
    }

    @Test func planARecipeMoveItRemoveItAndPageThroughWeeks() async throws {
        let db = try AppDatabase.inMemory()
        let recipe = try await Self.omelette(db)
        let app = try await TestApp.make(database: db)
        let week = PlanWeek(containing: Date())
        let today = UseByDate.string(Date())
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("planner")
            let page = try await browser.get("/recipes/\(recipe)")
            #expect(page.contains("Add to meal plan"))
            let added = try await browser.post("/plan/entries", ["recipeId": String(recipe), "day": today, "slot": "lunch", "servings": "3"], csrf: page.csrf)
            #expect(added.status == .seeOther)
            #expect(added.location == "/plan?week=\(week.key)#day-\(today)")
            let plan = try await browser.get("/plan")
            #expect(plan.contains("Planned Omelette for"))
            #expect(plan.contains(#"<a href="/recipes/\#(recipe)">Omelette</a>"#))
            #expect(plan.contains("3 servings"))
            #expect(plan.contains(#"<label for="plan-text">What</label>"#), "the free-text form is labelled")

            let text = try await browser.post("/plan/entries", ["text": "leftovers", "day": week.days[6], "slot": "dinner", "note": "from Saturday"], csrf: plan.csrf)
            #expect(text.status == .seeOther)
            let empty = try await browser.post("/plan/entries", ["text": " ", "day": week.days[0], "slot": "dinner"], csrf: plan.csrf)
            #expect(empty.status == .unprocessableContent)
            #expect(empty.contains("Write what to plan"))

            let entries = try await db.planWeek(week, userID: try #require(try await db.user(named: "planner")?.id)).entries
            let omeletteID = try #require(entries.first { $0.recipeId == recipe }?.id)
            let moved = try await browser.post("/plan/entries/\(omeletteID)/move", ["day": week.next.days[0], "slot": "dinner"], csrf: plan.csrf)
            #expect(moved.location == "/plan?week=\(week.next.key)#day-\(week.next.days[0])")
            let next = try await browser.get("/plan?week=\(week.next.key)")
            #expect(next.contains("Moved Omelette to"))
            #expect(next.contains(#"href="/plan?week=\#(week.key)""#), "a link back to the previous week")
            let thisWeek = try await browser.get("/plan")
            #expect(!thisWeek.contains(#"<a href="/recipes/\#(recipe)">Omelette</a>"#))

            var other = Browser(client)
            try await other.register("intruder")
            let attempt = try await other.post("/plan/entries/\(omeletteID)/delete", [:], csrfFrom: "/plan")
            #expect(attempt.status == .notFound)
            let removed = try await browser.post("/plan/entries/\(omeletteID)/delete", [:], csrf: plan.csrf)
            #expect(removed.status == .seeOther)
            let after = try await browser.get("/plan?week=\(week.next.key)")
            #expect(!after.contains("Omelette</a>"))
        }
    }

    @Test func addFormForCardsShopForTheWeekAndTickWhatWasCooked() async throws {
        let db = try AppDatabase.inMemory()
        let recipe = try await Self.omelette(db)
        let app = try await TestApp.make(database: db)
        let today = UseByDate.string(Date())
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("shopper")
            let search = try await browser.get("/search?q=omelette")
            #expect(search.contains("/plan/add?recipe=\(recipe)"))
            let form = try await browser.get("/plan/add?recipe=\(recipe)")
            #expect(form.contains("Omelette") && form.contains(#"name="servings""#) && form.contains("Today, "))
            #expect(try await browser.get("/plan/add?recipe=999").status == .notFound)
            _ = try await browser.post("/plan/entries", ["recipeId": String(recipe), "day": today, "slot": "dinner", "servings": "2"], csrf: form.csrf)
            _ = try await browser.post("/pantry/items", ["lines": "butter"], csrfFrom: "/pantry")
            let plan = try await browser.get("/plan")
            let shop = try await browser.post("/plan/shop", ["week": PlanWeek(containing: Date()).key], csrf: plan.csrf)
            #expect(shop.location == "/groceries")
            let list = try await browser.get("/groceries")
            #expect(list.contains("Added to your grocery list: eggs"))
            #expect(list.contains(#"<span class="grocery-amount">6</span>"#), "3 eggs a serving, for 2")
            #expect(list.contains("for Omelette · " + (DateTextProbe.weekdayDay(today))))

            let cooked = try await browser.post("/recipes/\(recipe)/cooked", ["servings": "2"], csrf: plan.csrf)
            #expect(cooked.status == .seeOther)
            let after = try await browser.get("/recipes/\(recipe)")
            #expect(after.contains("Ticked on your meal plan"))
            #expect(try await browser.get("/plan").contains("plan-entry is-cooked"))
        }
    }

    @Test func calendarLinkIsShownOnceAndANewOneRevokesIt() async throws {
        let db = try AppDatabase.inMemory()
        let recipe = try await Self.omelette(db)
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("calendar")
            let plan = try await browser.get("/plan")
            _ = try await browser.post("/plan/entries", ["recipeId": String(recipe), "day": UseByDate.string(Date()), "slot": "dinner", "note": "with toast, please"], csrf: plan.csrf)
            let made = try await browser.post("/plan/feed", [:], csrf: plan.csrf)
            #expect(made.status == .ok && made.contains("shown only this once"))
            let link = try #require(made.text.firstMatch(of: /value="(https?:\/\/[^"]+\.ics)"/)?.1)
            let path = String(link[link.range(of: "/plan/")!.lowerBound...])
            var visitor = Browser(client)
            let feed = try await visitor.get(path)
            #expect(feed.status == .ok)
            #expect(feed.headers[.contentType] == "text/calendar; charset=utf-8")
            #expect(feed.text.hasPrefix("BEGIN:VCALENDAR\r\n"))
            #expect(feed.text.contains("SUMMARY:Dinner: Omelette\r\n"))
            #expect(feed.text.replacingOccurrences(of: "\r\n ", with: "").contains("with toast\\, please"))
            let again = try await browser.get("/plan")
            #expect(!again.contains(path), "shown once")
            let renewed = try await browser.post("/plan/feed", [:], csrf: plan.csrf)
            #expect(try await visitor.get(path).status == .notFound, "the old link stops working")
            let newLink = try #require(renewed.text.firstMatch(of: /value="(https?:\/\/[^"]+\.ics)"/)?.1)
            let newPath = String(newLink[newLink.range(of: "/plan/")!.lowerBound...])
            #expect(try await visitor.get(newPath).status == .ok)

            // Turned off: the link stops working, and the page offers to make one again.
            let off = try await browser.post("/plan/feed/delete", [:], csrf: plan.csrf)
            #expect(off.status == .seeOther)
            #expect(try await visitor.get(newPath).status == .notFound, "a link turned off stops working")
            let after = try await browser.get("/plan")
            #expect(after.contains("The calendar link is off") && after.contains("Make a calendar link") && !after.contains("Turn the calendar link off"))
        }
    }
}

/// The grocery list prints planned days as the pages do.
enum DateTextProbe {
    static func weekdayDay(_ day: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE d MMM"
        return UseByDate.date(day).map(formatter.string) ?? day
    }
}
