import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import PantrixWeb

/// Pages link the stylesheet and scripts under content-hashed names, cached for a year.
@Suite struct StaticAssetTests {
    @Test func pagesLinkHashedAssetsThatAreCachedForAYear() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            let home = String(buffer: try await client.execute(uri: "/", method: .get).body)
            let css = try #require(home.firstMatch(of: /href="(\/static\/css\/app\.[0-9a-f]+\.css)"/)?.1)
            let js = try #require(home.firstMatch(of: /src="(\/static\/js\/app\.[0-9a-f]+\.js)"/)?.1)
            let hashed = try await client.execute(uri: String(css), method: .get)
            let plain = try await client.execute(uri: "/static/css/app.css", method: .get)
            #expect(hashed.status == .ok && hashed.body == plain.body, "the hashed name serves the file")
            #expect(hashed.headers[.cacheControl] == "public, max-age=31536000, immutable")
            #expect(plain.headers[.cacheControl]?.contains("immutable") != true, "the plain name may change under a deploy")
            #expect(try await client.execute(uri: String(js), method: .get).status == .ok)
            #expect(try await client.execute(uri: "/static/css/app.0123456789abcdef.css", method: .get).status == .notFound,
                    "another version's name is not this file")
        }
    }

    @Test func theNameFollowsTheContent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("css"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("css/app.css")
        try Data("body { color: red }".utf8).write(to: file)
        let before = StaticAssets(publicPath: folder.path).stylesheet
        try Data("body { color: blue }".utf8).write(to: file)
        let after = StaticAssets(publicPath: folder.path).stylesheet
        #expect(before != after && before.hasPrefix("/static/css/app.") && after.hasSuffix(".css"))
    }
}
