import PantrixTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

/// A browser that already has a page gets 304 Not Modified, and a change shows at once.
@Suite struct ConditionalGetTests {
    @Test func aPageTheBrowserHasIsNotSentAgainUntilItChanges() async throws {
        let db = try AppDatabase.inMemory()
        @Sendable func add(_ title: String) async throws -> Int64 {
            let draft = RecipeDraft(title: title, category: "breakfast", servings: 1, ingredients: ["1 slice bread"], steps: ["Toast."])
            return try await db.addRecipe(PreparedRecipe(draft), origin: .user)
        }
        _ = try await add("Plain Toast")
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            let first = try await client.execute(uri: "/search?sort=newest", method: .get)
            let tag = try #require(first.headers[.eTag])
            var ask = HTTPFields()
            ask[.ifNoneMatch] = tag
            let again = try await client.execute(uri: "/search?sort=newest", method: .get, headers: ask)
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
            #expect(again.headers[.eTag] == tag)
            let head = try await client.execute(uri: "/search?sort=newest", method: .head, headers: ask)
            #expect(head.status == .notModified)

            ask[.ifNoneMatch] = "W/\"other\", \(tag)"
            #expect(try await client.execute(uri: "/search?sort=newest", method: .get, headers: ask).status == .notModified)

            _ = try await add("Cinnamon Toast")
            ask[.ifNoneMatch] = tag
            let changed = try await client.execute(uri: "/search?sort=newest", method: .get, headers: ask)
            #expect(changed.status == .ok, "a new recipe is a new page at once")
            #expect(String(buffer: changed.body).contains("Cinnamon Toast"))
            #expect(changed.headers[.eTag] != tag)
        }
    }

    @Test func signedInPagesAreNotKeptSoTheyCarryNoTag() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            let visitor = try await browser.get("/search")
            #expect(visitor.headers[.eTag] != nil, "signed out: a tag to revalidate with")
            _ = try await browser.register("tagless")
            let member = try await browser.get("/search")
            #expect(member.status == .ok && member.headers[.cacheControl] == "no-store")
            #expect(member.headers[.eTag] == nil, "nothing is kept, so nothing is revalidated")
        }
    }

    @Test func tagsFollowTheBytes() {
        #expect(PageETag.of(Array("abc".utf8)) == PageETag.of(Array("abc".utf8)))
        #expect(PageETag.of(Array("abc".utf8)) != PageETag.of(Array("abd".utf8)))
        #expect(PageETag.matches("*", "\"x\"") && !PageETag.matches(nil, "\"x\"") && !PageETag.matches("\"y\"", "\"x\""))
    }
}
