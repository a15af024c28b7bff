import PantrixTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

/// Households through the pages: start one, invite with a link, join, share the pantry, grocery
/// list and plan, and stay out of another household's things.
@Suite struct HouseholdPagesTests {
    /// The join link on the page that made it, as a path.
    /// Ann, Ben and Cat signed up; Ann has started the household "Flat" (the others not in it yet).
    static func annsFlatAndTwoNeighbours(_ client: any TestClientProtocol) async throws -> (Browser, Browser, Browser) {
        var ann = Browser(client), ben = Browser(client), cat = Browser(client)
        try await ann.register("ann")
        try await ben.register("ben")
        try await cat.register("cat")
        _ = try await ann.post("/household", ["name": "Flat"], csrfFrom: "/household")
        return (ann, ben, cat)
    }

    static func joinPath(_ page: Page) throws -> String {
        let text = page.text
        let start = try #require(text.range(of: "/household/join/"))
        let end = try #require(text[start.upperBound...].firstIndex(of: "\""))
        return String(text[start.lowerBound..<end])
    }

    @Test func startInviteJoinAndShareThePantryGroceriesAndPlan() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var ann = Browser(client)
            try await ann.register("ann")
            _ = try await ann.post("/pantry/items", ["lines": "6 eggs"], csrfFrom: "/pantry")
            let start = try await ann.get("/household")
            #expect(start.contains("Start a household"))
            let bad = try await ann.post("/household", ["name": "   "], csrf: start.csrf)
            #expect(bad.status == .unprocessableContent)
            #expect(bad.contains("A name of 1 to 60 characters"))
            let long = String(repeating: "n", count: 61)
            let tooLong = try await ann.post("/household", ["name": long], csrf: start.csrf)
            #expect(tooLong.contains("value=\"\(long)\""), "the form keeps what was typed")
            let made = try await ann.post("/household", ["name": "Elm <Street>"], csrf: start.csrf)
            #expect(made.location == "/household")
            let page = try await ann.get("/household")
            #expect(page.contains("Elm &lt;Street&gt;"))
            #expect(page.contains("Make a join link"))

            let linkPage = try await ann.post("/household/invites", [:], csrf: page.csrf)
            #expect(linkPage.status == .created)
            let join = try Self.joinPath(linkPage)

            var ben = Browser(client)
            let signedOut = try await ben.get(join)
            #expect(signedOut.status == .ok && signedOut.contains("ann invited you to join Elm &lt;Street&gt;"), "a link needs an account, and says so")
            try await ben.register("ben")
            _ = try await ben.post("/pantry/items", ["lines": "500 g rice"], csrfFrom: "/pantry")
            let preview = try await ben.get(join)
            #expect(preview.contains("Join Elm &lt;Street&gt;?"))
            #expect(preview.contains("Bring my pantry"))
            let joined = try await ben.post(join, ["bring": "yes"], csrf: preview.csrf)
            #expect(joined.location == "/pantry")
            let benPantry = try await ben.get("/pantry")
            #expect(benPantry.contains("Shared with ann in"))
            #expect(benPantry.contains("eggs") && benPantry.contains("rice"))
            let annPantry = try await ann.get("/pantry")
            #expect(annPantry.contains("rice"), "Ben brought his rice along")
            #expect(annPantry.contains("Shared with ben in"))

            let used = try await ben.get(join)
            #expect(used.status == .gone, "a join link works once")
            var cat = Browser(client)
            try await cat.register("cat")
            #expect(try await cat.get(join).status == .gone)
            #expect(try await cat.post(join, [:], csrfFrom: "/pantry").status == .gone)

            // The grocery list and the plan are shared, and an outsider can't touch them.
            _ = try await ann.post("/groceries", ["item": "2 lemons"], csrfFrom: "/groceries")
            let list = try await ben.get("/groceries")
            #expect(list.contains("lemons"))
            let annID = try #require(try await db.user(named: "ann")?.id)
            let lemon = try #require(try await db.groceryList(userID: annID).entries.first?.item.id)
            #expect(try await cat.post("/groceries/\(lemon)/check", ["checked": "yes"], csrfFrom: "/groceries").status == .notFound)
            #expect(try await cat.post("/groceries/\(lemon)/delete", [:], csrfFrom: "/groceries").status == .notFound)
            #expect(try await ben.post("/groceries/\(lemon)/check", ["checked": "yes"], csrf: list.csrf).status == .seeOther)
            #expect(try await db.groceryList(userID: annID).entries.first?.item.checked == true, "Ben ticked it for Ann too")
            let catList = try await cat.get("/groceries")
            #expect(catList.status == .ok && !catList.contains("/groceries/\(lemon)/check"))

            let today = UseByDate.string(Date())
            _ = try await ann.post("/plan/entries", ["text": "Pizza night", "day": today, "slot": "dinner"], csrfFrom: "/plan")
            #expect(try await ben.get("/plan").contains("Pizza night"))
            #expect(!(try await cat.get("/plan")).contains("Pizza night"))
        }
    }

    @Test func theManagerRemovesAMemberOthersCannotAndLeavingKeepsTheRest() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var (ann, ben, cat) = try await HouseholdPagesTests.annsFlatAndTwoNeighbours(client)
            for browser in [ben, cat] {
                var joiner = browser
                let join = try Self.joinPath(try await ann.post("/household/invites", [:], csrfFrom: "/household"))
                _ = try await joiner.post(join, [:], csrfFrom: join)
            }
            let annID = try #require(try await db.user(named: "ann")?.id)
            let benID = try #require(try await db.user(named: "ben")?.id)
            let catID = try #require(try await db.user(named: "cat")?.id)
            #expect(try await db.household(userID: annID)?.members.count == 3)

            let benPage = try await ben.get("/household")
            #expect(!benPage.contains("/household/members/\(catID)/remove"), "only the manager sees Remove")
            #expect(benPage.contains("ann manages the household"))
            #expect(try await ben.post("/household/members/\(catID)/remove", [:], csrf: benPage.csrf).status == .notFound)

            var eve = Browser(client)
            try await eve.register("eve")
            #expect(try await eve.post("/household/members/\(benID)/remove", [:], csrfFrom: "/household").status == .notFound)
            let forged = try await ann.post("/household/members/\(benID)/remove", [:])
            #expect(forged.status == .forbidden, "without the CSRF token nothing happens")

            let annPage = try await ann.get("/household")
            #expect(annPage.contains("Remove<span class=\"visually-hidden\"> cat</span>"))
            let removed = try await ann.post("/household/members/\(catID)/remove", [:], csrf: annPage.csrf)
            #expect(removed.location == "/household")
            #expect(try await ann.get("/household").contains("cat left the household."))
            #expect(try await db.household(userID: catID) == nil)

            _ = try await ann.post("/pantry/items", ["lines": "flour"], csrfFrom: "/pantry")
            let left = try await ben.post("/household/leave", [:], csrfFrom: "/household")
            #expect(left.location == "/pantry")
            #expect(try await ben.get("/pantry").status == .ok)
            #expect(try await db.pantryItems(userID: benID).isEmpty, "Ben is back in his own (empty) pantry")
            #expect(try await db.pantryItems(userID: annID).map(\.name) == ["flour"], "Ann keeps the household's")
            #expect(try await ann.get("/household").contains("(you)"))
        }
    }
}
