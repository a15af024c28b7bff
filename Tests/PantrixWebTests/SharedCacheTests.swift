import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import PantrixWeb

/// Only pages that are the same for everyone may sit in a shared cache.
@Suite struct SharedCacheTests {
    @Test func aVisitorWithoutCookiesGetsPublicPagesAndASignedInCookNever() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            let home = try await client.execute(uri: "/", method: .get)
            #expect(home.headers[.setCookie] == nil)
            #expect(home.headers[.cacheControl] == "public, max-age=60")
            #expect(home.headers[.vary]?.contains("Cookie") == true)

            let login = try await client.execute(uri: "/login", method: .get)
            #expect(login.headers[.cacheControl]?.contains("public") != true, "a form with its token is this visitor's own")

            var cook = Browser(client)
            try await cook.register("privatecook")
            let signedIn = try await cook.get("/")
            #expect(signedIn.headers[.cacheControl] == "no-store")
            let search = try await cook.get("/search?q=soup")
            #expect(search.headers[.cacheControl] == "no-store")
        }
    }
}
