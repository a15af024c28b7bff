import PantrixTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixDatabase
import PantrixTestDatabases
import Synchronization
import Testing
@testable import PantrixWeb

/// Signed-out pages kept in memory: a kept page is the one a new request would make, and any
/// change people make is on the next page a visitor loads.
@Suite struct PageCacheTests {
    // MARK: Changes through the site show at once to a visitor without a cookie

    @Test func aNewRecipeIsOnHomeAndInSearchAtOnce() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var visitor = Browser(client)
            for _ in 0..<2 {
                #expect(!(try await visitor.get("/")).contains("Weeknight Lentil Soup"))
                #expect(!(try await visitor.get("/search?q=lentil")).contains("Weeknight Lentil Soup"))
            }
            var author = Browser(client)
            try await author.register("lentilfan")
            #expect(try await author.post("/recipes/new", RecipeEditorTests.soup, csrfFrom: "/recipes/new").status == .seeOther)
            #expect(try await visitor.get("/").contains("Weeknight Lentil Soup"))
            #expect(try await visitor.get("/search?q=lentil").contains("Weeknight Lentil Soup"))
            #expect(visitor.cookies.isEmpty, "the visitor stayed signed out throughout")
        }
    }

    @Test func anEditARatingAndACommentShowOnTheRecipePageAtOnce() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var author = Browser(client)
            try await author.register("author")
            let path = try #require(try await author.post("/recipes/new", RecipeEditorTests.soup, csrfFrom: "/recipes/new").recipePath)
            var visitor = Browser(client)
            for _ in 0..<2 { #expect(try await visitor.get(path).contains("Weeknight Lentil Soup")) }

            var changed = RecipeEditorTests.soup
            changed["title"] = "Lemony Lentil Soup"
            #expect(try await author.post(path + "/edit", changed, csrfFrom: path + "/edit").status == .seeOther)
            let edited = try await visitor.get(path)
            #expect(edited.contains("Lemony Lentil Soup") && !edited.contains("Weeknight Lentil Soup"))
            #expect(edited.contains("No ratings yet"))

            var bob = Browser(client)
            try await bob.register("bob")
            #expect(try await bob.post(path + "/rating", ["stars": "4"], csrfFrom: path).status == .seeOther)
            #expect(try await visitor.get(path).contains("4.0 out of 5 from 1 rating"))

            #expect(try await bob.post(path + "/comments", ["body": "Lovely with flatbread."], csrfFrom: path).status == .seeOther)
            #expect(try await visitor.get(path).contains("Lovely with flatbread."))
            #expect(try await visitor.get("/search?q=lemony").contains("Lemony Lentil Soup"))
        }
    }

    @Test func aWriteStraightToTheDatabaseShowsAtOnceToo() async throws {
        let db = try AppDatabase.inMemory()
        let stew = try await SocialPagesTests.recipe(db, "Stew")
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var visitor = Browser(client)
            for _ in 0..<2 { #expect(try await visitor.get("/recipes/\(stew)").contains("No ratings yet")) }
            var cook = Browser(client)
            try await cook.register("cook")
            _ = try await db.rate(recipeID: stew, userID: try await SocialPagesTests.userID(db, "cook"), stars: 5)
            #expect(try await visitor.get("/recipes/\(stew)").contains("5.0 out of 5 from 1 rating"))
        }
    }

    @Test func withTheCacheOffAWriteByAnotherProcessShowsAtOnce() async throws {
        let file = TemporaryDatabaseFile()
        defer { file.remove() }
        let server = try AppDatabase.open(path: file.path)
        let stew = try await SocialPagesTests.recipe(server, "Stew")
        var config = TestApp.configuration()
        config.pageCacheBytes = 0
        let app = try await TestApp.make(database: server, config: config)
        try await app.test(.router) { client in
            var cook = Browser(client)
            try await cook.register("cook")
            var visitor = Browser(client)
            for _ in 0..<2 { #expect(try await visitor.get("/recipes/\(stew)").contains("No ratings yet")) }
            // Another process on the same file, as `pantrix import` would be: its writes drop nothing here.
            let other = try AppDatabase.open(path: file.path)
            _ = try await other.rate(recipeID: stew, userID: try await SocialPagesTests.userID(other, "cook"), stars: 5)
            #expect(try await visitor.get("/recipes/\(stew)").contains("5.0 out of 5 from 1 rating"), "nothing was kept")
        }
    }

    @Test func aKeptPageIsTheSameAsANewOneHeadAnd304Included() async throws {
        let db = try AppDatabase.inMemory()
        let stew = try await SocialPagesTests.recipe(db, "Stew")
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            let first = try await client.execute(uri: "/recipes/\(stew)", method: .get)
            let kept = try await client.execute(uri: "/recipes/\(stew)", method: .get)
            #expect(kept.status == .ok && kept.body == first.body)
            #expect(kept.headers[.eTag] == first.headers[.eTag])
            #expect(kept.headers[.cacheControl] == "public, max-age=60")
            #expect(kept.headers[.contentSecurityPolicy] != nil)
            let head = try await client.execute(uri: "/recipes/\(stew)", method: .head)
            #expect(head.status == .ok && head.body.readableBytes == 0)
            #expect(head.headers[.contentLength] == String(first.body.readableBytes))
            let etag = try #require(first.headers[.eTag])
            let notModified = try await client.execute(uri: "/recipes/\(stew)", method: .get, headers: [.ifNoneMatch: etag])
            #expect(notModified.status == .notModified)

            let gzip = try await client.execute(uri: "/recipes/\(stew)", method: .get, headers: [.acceptEncoding: "gzip"])
            let gzipKept = try await client.execute(uri: "/recipes/\(stew)", method: .get, headers: [.acceptEncoding: "gzip"])
            #expect(gzip.headers[.contentEncoding] == "gzip" && gzipKept.headers[.contentEncoding] == "gzip")
            #expect(gzipKept.body == gzip.body)
            let plain = try await client.execute(uri: "/recipes/\(stew)", method: .get)
            #expect(plain.headers[.contentEncoding] == nil && plain.body == first.body, "each encoding is kept apart")
        }
    }

    @Test func signedInPagesAreNeverServedFromTheCache() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var visitor = Browser(client)
            _ = try await visitor.get("/")
            var cook = Browser(client)
            try await cook.register("privatecook")
            let home = try await cook.get("/")
            #expect(home.contains("privatecook"), "a signed-in page names its reader")
            #expect(home.headers[.cacheControl] == "no-store")
            #expect(!(try await visitor.get("/")).contains("privatecook"))
        }
    }

    // MARK: The middleware on its own

    /// A router with the cache in front of a page that counts how often it is made.
    static func counting(_ cache: PageCache, setCookie: Bool = false) -> (Router<BasicRequestContext>, Count) {
        let made = Count()
        let router = Router()
        router.add(middleware: HeadMiddleware())
        router.add(middleware: PageCacheMiddleware(cache: cache))
        router.add(middleware: SharedCacheMiddleware())
        router.add(middleware: CompressionMiddleware())
        router.get("/static/app.0123abcd.css") { _, _ -> Response in
            made.add()
            let headers: HTTPFields = [.contentType: "text/css", .cacheControl: "public, max-age=31536000, immutable"]
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: "body { margin: 0 }")))
        }
        router.get("/static/app.css") { _, _ -> Response in
            made.add()
            let headers: HTTPFields = [.contentType: "text/css", .cacheControl: "public, max-age=3600"]
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: "body { margin: 0 }")))
        }
        router.get("/page") { _, _ -> Response in
            let n = made.add()
            var headers: HTTPFields = [.contentType: "text/html; charset=utf-8"]
            if setCookie { headers[.setCookie] = "a=b" }
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: "page \(n) " + String(repeating: "x", count: 2000))))
        }
        return (router, made)
    }

    @Test func onlyCookielessGetsOfPublicPagesAreKept() async throws {
        let cache = PageCache(lifetime: Self.longLived)
        let (router, made) = Self.counting(cache)
        try await Application(router: router).test(.router) { client in
            for _ in 0..<3 { _ = try await client.execute(uri: "/page", method: .get) }
            _ = try await client.execute(uri: "/page", method: .head)
            #expect(made.value == 1, "one page made, then kept (HEAD too)")
            _ = try await client.execute(uri: "/page?second", method: .get)
            #expect(made.value == 2, "another query is another page")
            _ = try await client.execute(uri: "/page", method: .get, headers: [.acceptEncoding: "gzip"])
            _ = try await client.execute(uri: "/page", method: .get, headers: [.acceptEncoding: "gzip"])
            #expect(made.value == 3, "the gzip variant is made once and kept apart")
            _ = try await client.execute(uri: "/page", method: .get, headers: [.cookie: "pantrix_session=x"])
            _ = try await client.execute(uri: "/page", method: .get, headers: [.cookie: "pantrix_session=x"])
            #expect(made.value == 5, "a request with a cookie always gets its own page")
            cache.invalidate()
            _ = try await client.execute(uri: "/page", method: .get)
            #expect(made.value == 6, "a change drops every kept page")
        }
    }

    @Test func hashedStaticFilesAreKeptWhateverTheCookiesOthersAreNot() async throws {
        let (router, made) = Self.counting(PageCache(lifetime: Self.longLived))
        try await Application(router: router).test(.router) { client in
            for cookie in [nil, "pantrix_session=x", "pantrix_session=y"] {
                let css = try await client.execute(uri: "/static/app.0123abcd.css", method: .get, headers: cookie.map { [.cookie: $0] } ?? [:])
                #expect(String(buffer: css.body) == "body { margin: 0 }")
            }
            #expect(made.value == 1, "a content-hashed name is those bytes for everyone")
            for _ in 0..<2 { _ = try await client.execute(uri: "/static/app.css", method: .get) }
            #expect(made.value == 3, "a plain name may change with a deploy: served fresh")
        }
    }

    @Test func aPageThatSetsACookieIsNotKept() async throws {
        let (router, made) = Self.counting(PageCache(lifetime: Self.longLived), setCookie: true)
        try await Application(router: router).test(.router) { client in
            for _ in 0..<2 { _ = try await client.execute(uri: "/page", method: .get) }
            #expect(made.value == 2)
        }
    }

    /// A router whose page takes a while (until every request has been sent, then a moment more).
    static func slow(_ cache: PageCache, sent: Count, expected: Int, setCookie: Bool = false, failFirst: Bool = false) -> (Router<BasicRequestContext>, Count) {
        let made = Count()
        let router = Router()
        router.add(middleware: PageCacheMiddleware(cache: cache))
        router.add(middleware: SharedCacheMiddleware())
        router.get("/slow") { _, _ -> Response in
            let n = made.add()
            while sent.value < expected { try await Task.sleep(for: .milliseconds(5)) }
            try await Task.sleep(for: .milliseconds(100))
            if failFirst, n == 1 { throw HTTPError(.serviceUnavailable) }
            var headers: HTTPFields = [.contentType: "text/html; charset=utf-8"]
            if setCookie { headers[.setCookie] = "a=b" }
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: "made \(n)")))
        }
        return (router, made)
    }

    /// `count` visitors asking for /slow at once: their answers' statuses and bodies.
    static func atOnce(_ count: Int, _ router: Router<BasicRequestContext>, sent: Count) async throws -> [(HTTPResponse.Status, String)] {
        try await Application(router: router).test(.router) { client in
            try await withThrowingTaskGroup(of: (HTTPResponse.Status, String).self) { group in
                for _ in 0..<count {
                    group.addTask {
                        sent.add()
                        let response = try await client.execute(uri: "/slow", method: .get)
                        return (response.status, String(buffer: response.body))
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
    }

    @Test func manyAskingAtOnceForAPageNotYetKeptGetOneMadeOnce() async throws {
        let sent = Count()
        let (router, made) = Self.slow(PageCache(lifetime: Self.longLived), sent: sent, expected: 12)
        let answers = try await Self.atOnce(12, router, sent: sent)
        #expect(made.value == 1, "one request made the page; the others waited for it")
        #expect(answers.allSatisfy { $0.0 == .ok && $0.1 == "made 1" })
    }

    @Test func aPageNotToKeepIsMadeForEachOfThemAndNobodyIsLeftWaiting() async throws {
        let sent = Count()
        let (router, made) = Self.slow(PageCache(lifetime: Self.longLived), sent: sent, expected: 6, setCookie: true)
        let answers = try await Self.atOnce(6, router, sent: sent)
        #expect(made.value == 6, "a page that sets a cookie is nobody else's")
        #expect(Set(answers.map(\.1)).count == 6 && answers.allSatisfy { $0.0 == .ok })
    }

    @Test func whenMakingThePageFailsTheOthersMakeItThemselves() async throws {
        let sent = Count()
        let (router, made) = Self.slow(PageCache(lifetime: Self.longLived), sent: sent, expected: 6, failFirst: true)
        let answers = try await Self.atOnce(6, router, sent: sent)
        #expect(answers.filter { $0.0 == .serviceUnavailable }.count == 1, "only the request whose page failed sees the error")
        #expect(answers.filter { $0.0 == .ok }.count == 5)
        #expect(made.value >= 2)
    }

    // MARK: The store

    /// Tests of what is kept must not see it expire when a busy machine makes them slow.
    static let longLived: Duration = .seconds(3600)

    static func key(_ uri: String) -> PageCache.Key { PageCache.Key(uri: uri, gzip: false) }

    static func page(_ size: Int) -> PageCache.Page {
        PageCache.Page(headers: [:], body: ByteBuffer(repeating: 0, count: size), endpoint: nil)
    }

    @Test func theLeastRecentlyUsedGoFirstWithinTheByteLimit() {
        // Pages of 2,048 bytes each hold 2,048 bytes of memory (buffers round up to powers of two).
        let cache = PageCache(limitBytes: 7_000, maxPageBytes: 5_000, lifetime: Self.longLived)
        let generation = cache.generation
        for name in ["/a", "/b", "/c"] { cache.put(Self.key(name), Self.page(2_048), generation: generation) }
        #expect(cache.get(Self.key("/a")) != nil, "a is now the most recent")
        cache.put(Self.key("/d"), Self.page(2_048), generation: generation)
        #expect(cache.get(Self.key("/b")) == nil, "b was the least recently used")
        #expect(cache.get(Self.key("/a")) != nil && cache.get(Self.key("/c")) != nil && cache.get(Self.key("/d")) != nil)
        #expect(cache.bytes <= 7_000)
        cache.put(Self.key("/huge"), Self.page(6_000), generation: generation)
        #expect(cache.get(Self.key("/huge")) == nil, "larger than a page may be")
    }

    @Test func whatIsCountedIsTheMemoryHeldNotJustTheBytes() {
        let cache = PageCache(limitBytes: 1 << 20, maxPageBytes: 1 << 20, lifetime: Self.longLived)
        // 1,000 bytes at the start of a 64 KB buffer, as gzip leaves its output.
        var roomy = ByteBuffer()
        roomy.reserveCapacity(65_536)
        roomy.writeRepeatingByte(7, count: 1_000)
        cache.put(Self.key("/gz"), PageCache.Page(headers: [:], body: roomy, endpoint: nil), generation: cache.generation)
        let kept = cache.get(Self.key("/gz"))?.body
        #expect(kept?.readableBytesView.elementsEqual(repeatElement(7, count: 1_000)) == true)
        #expect(cache.bytes <= 2_048 + 3, "kept in a buffer of its own size, not the 64 KB one")
        cache.put(Self.key("/plain"), Self.page(3_000), generation: cache.generation)
        #expect(cache.bytes >= 1_000 + 4_096, "a 3,000-byte page holds 4 KB")
    }

    @Test func aPageMadeWhileTheDataChangedIsNotKept() {
        let cache = PageCache()
        let before = cache.generation
        cache.invalidate()
        cache.put(Self.key("/"), Self.page(100), generation: before)
        #expect(cache.get(Self.key("/")) == nil)
        cache.put(Self.key("/"), Self.page(100), generation: cache.generation)
        #expect(cache.get(Self.key("/")) != nil)
    }

    @Test func anExpiredPageIsMadeAgainByOneRequest() {
        let cache = PageCache(lifetime: .seconds(10))
        let start = ContinuousClock.now
        cache.put(Self.key("/"), Self.page(100), generation: cache.generation, now: start)
        #expect(cache.get(Self.key("/"), now: start + .seconds(9)) != nil)
        #expect(cache.get(Self.key("/"), now: start + .seconds(11)) == nil, "the first request after it expires makes it again")
        #expect(cache.get(Self.key("/"), now: start + .seconds(11)) != nil, "the others meanwhile get the kept one")
        #expect(cache.get(Self.key("/"), now: start + .seconds(21)) == nil)
        #expect(cache.count == 0, "never more than twice its lifetime")
    }

    @Test func sessionWritesAloneAreNotAChange() async throws {
        let db = try AppDatabase.inMemory()
        let changes = Count()
        db.onDataChange { changes.add() }
        try await db.storeSession(id: "s1", data: Data("{}".utf8), userID: nil, expiresAt: Date().addingTimeInterval(60))
        _ = try await db.session(id: "s1")
        #expect(changes.value == 0, "a visitor opening a form changes no page")
        _ = try await SocialPagesTests.recipe(db, "Stew")
        #expect(changes.value == 1)
        _ = try await db.homeFeed()
        #expect(changes.value == 1, "reading is not a change")
        // A cook's home page remembers the suggestions it showed, on every visit: only theirs.
        let cook = try #require(try await db.createUser(username: "cook", email: nil, passwordHash: "x").id)
        _ = try await db.pantrySet(userID: cook)
        let before = changes.value
        let shown = try await db.suggestions(userID: cook)
        #expect(!shown.isEmpty && changes.value == before, "a cook seeing their suggestions changes no shared page")
    }
}

/// A counter the app's closures can bump from any thread.
final class Count: Sendable {
    private let count = Mutex(0)
    @discardableResult func add() -> Int { count.withLock { $0 += 1; return $0 } }
    var value: Int { count.withLock { $0 } }
}
