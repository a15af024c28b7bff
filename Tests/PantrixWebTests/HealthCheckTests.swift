import PantrixTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixDatabase
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

/// /healthz is answered ahead of the pages' middleware and still looks like every other response.
@Suite struct HealthCheckTests {
    @Test func getAndHeadSayOkWithTheUsualHeaders() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            let get = try await client.execute(uri: "/healthz", method: .get)
            #expect(get.status == .ok && String(buffer: get.body) == "ok")
            #expect(get.headers[.contentType] == "text/plain; charset=utf-8")
            #expect(get.headers[.cacheControl] == "no-store", "a monitor must never read a kept answer")
            #expect(get.headers[.xContentTypeOptions] == "nosniff" && get.headers[.contentSecurityPolicy] != nil)
            #expect(get.headers[.setCookie] == nil)
            let head = try await client.execute(uri: "/healthz", method: .head)
            #expect(head.status == .ok && head.body.readableBytes == 0)
            #expect(head.headers[.contentLength] == "2")
            let post = try await client.execute(uri: "/healthz", method: .post)
            #expect(post.status != .ok, "only GET and HEAD")
        }
    }

    @Test func overHTTPSBrowsersAreToldToStayOnHTTPSAsEverywhere() async throws {
        var config = TestApp.configuration()
        config.secureCookies = true
        let app = try await TestApp.make(config: config)
        try await app.test(.router) { client in
            let get = try await client.execute(uri: "/healthz", method: .get)
            #expect(get.headers[HTTPField.Name("Strict-Transport-Security")!] == "max-age=31536000")
        }
    }

    @Test func aDatabaseThatNoLongerAnswersIs503() async throws {
        let file = TemporaryDatabaseFile()
        defer { file.remove() }
        let database = try AppDatabase.open(path: file.path)
        let app = try await TestApp.make(database: database)
        try await app.test(.router) { client in
            try await database.checkpointAndClose()
            let get = try await client.execute(uri: "/healthz", method: .get)
            #expect(get.status == .serviceUnavailable && String(buffer: get.body) == "database unavailable")
            #expect(get.headers[.cacheControl] == "no-store")
            #expect(get.headers[.contentLength] == String(get.body.readableBytes))
        }
    }

    @Test func whileTheServerDrainsProbesAre503AndPagesStillAnswer() async throws {
        let shutdown = ServerShutdown()
        let site = try await buildSite(config: TestApp.configuration(), database: try .inMemory(), shutdown: shutdown)
        try await Application(router: site.router).test(.router) { client in
            #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
            #expect(shutdown.beginDrain(), "the first signal starts the drain")
            #expect(!shutdown.beginDrain(), "a second one finds it started")
            let get = try await client.execute(uri: "/healthz", method: .get)
            #expect(get.status == .serviceUnavailable && String(buffer: get.body) == "shutting down")
            #expect(get.headers[.cacheControl] == "no-store")
            let head = try await client.execute(uri: "/healthz", method: .head)
            #expect(head.status == .serviceUnavailable && head.headers[.contentLength] == "13")
            let page = try await client.execute(uri: "/", method: .get)
            #expect(page.status == .ok && String(buffer: page.body).contains("</html>"), "requests are still answered")
        }
    }

    @Test func manyProbesAtOnceAreAllAnswered() async throws {
        let health = DatabaseHealth(database: try .inMemory(), interval: .seconds(60))
        for _ in 0..<2 {
            // The first burst comes before any answer is known (a load balancer at start-up).
            async let answers = withTaskGroup(of: Bool.self) { group in
                for _ in 0..<100 { group.addTask { await health.isHealthy() } }
                return await group.reduce(into: 0) { $0 += $1 ? 1 : 0 }
            }
            #expect(await answers == 100)
            #expect(await health.isHealthy())
        }
    }

    @Test func aProbeWhileTheDatabaseIsBeingAskedGetsThatAnswer() async throws {
        let down = Count()
        let health = DatabaseHealth(interval: .milliseconds(50)) {
            guard down.value > 0 else { return true }
            try? await Task.sleep(for: .milliseconds(300))
            return false
        }
        #expect(await health.isHealthy())
        down.add()
        try await Task.sleep(for: .milliseconds(100))
        async let first = health.isHealthy()
        try await Task.sleep(for: .milliseconds(50))
        #expect(await health.isHealthy() == false, "not the earlier ok while the database is slow to answer")
        #expect(await first == false)
    }
}
