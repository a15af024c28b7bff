import CompressNIO
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import Testing
@testable import PantrixWeb

/// Text goes out gzipped to browsers that accept it, byte for byte the same page once unpacked.
@Suite struct CompressionTests {
    static func fetch(_ client: some TestClientProtocol, _ path: String, method: HTTPRequest.Method = .get, encoding: String?) async throws -> TestResponse {
        var headers = HTTPFields()
        if let encoding { headers[.acceptEncoding] = encoding }
        return try await client.execute(uri: path, method: method, headers: headers)
    }

    @Test func pagesAndStylesheetsAreGzippedForBrowsersThatAcceptIt() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            for path in ["/", "/static/css/app.css", "/login"] {
                let plain = try await Self.fetch(client, path, encoding: nil)
                let packed = try await Self.fetch(client, path, encoding: "gzip, deflate, br")
                #expect(plain.headers[.contentEncoding] == nil, "\(path): no gzip unless asked")
                #expect(packed.headers[.contentEncoding] == "gzip", "\(path)")
                #expect(packed.headers[.vary]?.contains("Accept-Encoding") == true && plain.headers[.vary]?.contains("Accept-Encoding") == true)
                #expect(packed.body.readableBytes * 2 < plain.body.readableBytes, "\(path): \(packed.body.readableBytes) of \(plain.body.readableBytes) bytes")
                var body = packed.body
                let unpacked = try body.decompress(with: .gzip)
                if path.hasPrefix("/static") {
                    #expect(unpacked == plain.body, "\(path): the same bytes once unpacked")
                } else {
                    #expect(String(buffer: unpacked).contains("Pantrix"), "\(path)")
                }
                #expect(packed.headers[.eTag]?.hasPrefix("W/") == true, "\(path): the compressed variant's tag is weak")
            }
            let refused = try await Self.fetch(client, "/", encoding: "gzip;q=0, identity")
            #expect(refused.headers[.contentEncoding] == nil)
            let head = try await Self.fetch(client, "/static/css/app.css", method: .head, encoding: "gzip")
            let get = try await Self.fetch(client, "/static/css/app.css", encoding: "gzip")
            #expect(head.headers[.contentLength] == String(get.body.readableBytes) && head.body.readableBytes == 0)
        }
    }

    @Test func aCompressedPageStillAnswers304() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            let first = try await Self.fetch(client, "/search?sort=newest", encoding: "gzip")
            let tag = try #require(first.headers[.eTag])
            var headers = HTTPFields()
            headers[.acceptEncoding] = "gzip"
            headers[.ifNoneMatch] = tag
            #expect(try await client.execute(uri: "/search?sort=newest", method: .get, headers: headers).status == .notModified)
        }
    }

    @Test(arguments: [("gzip", true), ("br;q=1.0, gzip;q=0.8", true), ("*", true), ("gzip;q=0", false), ("identity", false), ("deflate", false)])
    func acceptEncodingIsRead(_ example: (String, Bool)) {
        #expect(Gzip.accepted(example.0) == example.1)
    }
}
