import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import PantrixWeb

/// Answers to requests no route expects: a control character in the path, an unknown API
/// address, a method a known path doesn't take.
@Suite struct RequestShapeTests {
    @Test(arguments: ["/static/js/app.js%00.html", "/static/css/app.css%00", "/recipes/1%0a", "/login%09", "/u/ann%C2%85"])
    func controlCharactersInAPathAreRefused(_ path: String) async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .badRequest, "\(path)")
            #expect(response.headers[.contentType]?.hasPrefix("text/html") == true, "the error page, not the file")
            #expect(!String(decoding: response.body.readableBytesView, as: UTF8.self).contains("function"), "no script served")
        }
    }

    @Test func unknownAPIAddressesAnswerInJSON() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            for path in ["/api/v1/nope", "/api/v1/recipes/1/nope", "/api/nope"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .notFound, "\(path)")
                #expect(response.headers[.contentType]?.hasPrefix("application/json") == true, "\(path)")
                let json = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
                #expect((json?["error"] as? String)?.isEmpty == false)
            }
        }
    }

    @Test func aWrongMethodOnAKnownPathIs405WithAllow() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            let put = try await client.execute(uri: "/recipes/1", method: .put)
            #expect(put.status == .methodNotAllowed)
            #expect(put.headers[.allow] == "GET, HEAD")
            let search = try await client.execute(uri: "/search", method: .delete)
            #expect(search.status == .methodNotAllowed && search.headers[.allow] == "GET, HEAD")
            let logout = try await client.execute(uri: "/logout", method: .get)
            #expect(logout.status == .methodNotAllowed && logout.headers[.allow] == "POST")
            #expect(try await client.execute(uri: "/recipes/1", method: .get).status != .methodNotAllowed)
            #expect(try await client.execute(uri: "/no-such-page", method: .put).status == .notFound, "unknown paths stay 404")
            let admin = try await client.execute(uri: "/admin", method: .put)
            #expect(admin.status == .notFound && admin.headers[.allow] == nil, "the admin area stays hidden")
        }
    }

    @Test func aWrongMethodOnAnAPIPathIs405InJSON() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("ann")
            let token = try await APITests.token(&browser)
            var headers = HTTPFields()
            headers[.authorization] = "Bearer " + token
            let response = try await client.execute(uri: "/api/v1/me", method: .delete, headers: headers)
            #expect(response.status == .methodNotAllowed && response.headers[.allow] == "GET, HEAD")
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
        }
    }
}
