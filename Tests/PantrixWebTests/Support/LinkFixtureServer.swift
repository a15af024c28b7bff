import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// A local site for "import from a link": a recipe page, redirect chains, a huge and a slow page,
/// an image, a page without a recipe, a 404, and recipes naming a photo (a real one, a huge one,
/// or any of the above); served on a free port while `body` runs.
enum LinkFixtureServer {
    static func run<Value: Sendable>(_ body: @Sendable (_ base: String) async throws -> Value) async throws -> Value {
        let app = Application(router: router(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        return try await app.testLive { client in
            try await body("http://127.0.0.1:\(try #require(client.port))")
        }
    }

    static func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.get("recipe") { _, _ in page(RecipeImportFixtures.page) }
        router.get("recipe.json") { _, _ in
            page(#"{"@context":"https://schema.org","@type":"Recipe","name":"Lemon Rice","recipeIngredient":["1 cup rice","1 lemon"]}"#,
                 type: "application/ld+json")
        }
        // /hop/N redirects N+1 times before the recipe: /hop/4 is 5 redirects, /hop/5 is 6.
        router.get("hop/{n}") { _, context in
            let n = try context.parameters.require("n", as: Int.self)
            return Response(status: .found, headers: [.location: n > 0 ? "/hop/\(n - 1)" : "/recipe"])
        }
        router.get("to-ftp") { _, _ in Response(status: .movedPermanently, headers: [.location: "ftp://example.com/soup"]) }
        router.get("to-nowhere") { _, _ in Response(status: .seeOther, headers: [.location: "http://"]) }
        router.get("huge") { _, _ in
            // 6 MB streamed without a length: the fetcher must count and stop.
            Response(status: .ok, headers: [.contentType: "text/html"], body: ResponseBody { writer in
                let chunk = ByteBuffer(repeating: UInt8(ascii: "a"), count: 64 * 1024)
                for _ in 0..<96 { try await writer.write(chunk) }
                try await writer.finish(nil)
            })
        }
        router.get("slow") { _, _ in
            // Never done in a test's time: its head at once, then a space a second for a minute, so
            // only a fetch's own timer ends it (and the server is not held once the fetcher hangs up).
            Response(status: .ok, headers: [.contentType: "text/html"], body: ResponseBody { writer in
                for _ in 0..<60 {
                    try await writer.write(ByteBuffer(string: " "))
                    try await Task.sleep(for: .seconds(1))
                }
                try await writer.finish(nil)
            })
        }
        router.get("photo.png") { _, _ in page("\u{89}PNG", type: "image/png") }
        router.get("microdata") { _, _ in
            page(#"<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Buttered Toast</h1>"#
                + #"<ul><li itemprop="recipeIngredient">2 slices bread</li><li itemprop="recipeIngredient">1 tbsp butter</li></ul></div>"#)
        }
        router.get("plain") { _, _ in page("<!doctype html><title>Blog</title><p>No recipe here, only words.</p>") }
        router.get("gone") { _, _ in Response(status: .notFound) }
        // A recipe whose `image` names /{file} on this site, written as `shape` says: a string, an
        // array, or an ImageObject.
        router.get("recipe-photo/{shape}/{file}") { request, context in
            let address = "\"http://\(request.head.authority ?? "")/\(try context.parameters.require("file"))\""
            let image = switch context.parameters.get("shape") ?? "" {
            case "array": "[\(address)]"
            case "object": #"{"@type":"ImageObject","url":\#(address)}"#
            case "relative": "\"/\(try context.parameters.require("file"))\""
            default: address
            }
            return page(#"<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Green Shakshuka","image":\#(image),"recipeIngredient":["4 eggs","1 onion"]}</script>"#)
        }
        router.get("dish.jpg") { _, _ in
            Response(status: .ok, headers: [.contentType: "image/jpeg"], body: .init(byteBuffer: ByteBuffer(bytes: try PhotoFixture.data("dish.jpg"))))
        }
        router.get("huge.jpg") { _, _ in
            // 2 MB of JPEG-typed bytes without a length: past a photo cap the test sets to 1 MB.
            Response(status: .ok, headers: [.contentType: "image/jpeg"], body: ResponseBody { writer in
                let chunk = ByteBuffer(repeating: 0xFF, count: 64 * 1024)
                for _ in 0..<32 { try await writer.write(chunk) }
                try await writer.finish(nil)
            })
        }
        return router
    }

    private static func page(_ text: String, type: String = "text/html; charset=utf-8") -> Response {
        Response(status: .ok, headers: [.contentType: type], body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
