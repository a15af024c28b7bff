import PantrixTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

/// Monitors and link checkers ask with HEAD: every page answers it as GET would, without a body.
@Suite struct HeadRequestTests {
    @Test func headAnswersLikeGetWithoutABody() async throws {
        let db = try AppDatabase.inMemory()
        let draft = RecipeDraft(title: "Plain Toast", category: "breakfast", servings: 1, ingredients: ["1 slice bread"], steps: ["Toast."])
        let id = try await db.addRecipe(PreparedRecipe(draft), origin: .seed)
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            for path in ["/", "/recipes/\(id)", "/search?q=toast", "/static/css/app.css", "/login"] {
                let get = try await client.execute(uri: path, method: .get)
                let head = try await client.execute(uri: path, method: .head)
                #expect(head.status == .ok && get.status == .ok, "\(path)")
                #expect(head.body.readableBytes == 0, "\(path) must have no body")
                #expect(head.headers[.contentType] == get.headers[.contentType], "\(path)")
                #expect(head.headers[.contentLength] == String(get.body.readableBytes), "\(path): the length GET would send")
            }
            let missing = try await client.execute(uri: "/recipes/999999", method: .head)
            #expect(missing.status == .notFound && missing.body.readableBytes == 0)
        }
    }

    @Test func headOverARealConnectionLeavesItUsable() async throws {
        let app = try await TestApp.serving()
        try await app.testLive { client in
            let head = try await client.execute(uri: "/", method: .head)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            let get = try await client.execute(uri: "/", method: .get)
            #expect(get.status == .ok && get.body.readableBytes > 0, "the next request on the connection is read correctly")
            #expect(head.headers[.contentLength] == String(get.body.readableBytes))
        }
    }
}
