import Foundation
import Hummingbird
import PantrixCore

/// Files served at fixed addresses: the installable web app's `/manifest.webmanifest` and
/// service worker at `/sw.js`, and the API's description at `/api/openapi.yaml`. The
/// worker keeps a stable address at the site's root (its scope is then the whole site); the
/// hashed stylesheet and script names it keeps for offline use are written into it at start-up,
/// so a deploy that changes them changes the worker's bytes and the browser installs the new one.
struct WebAppController {
    let manifest: ByteBuffer?
    let worker: ByteBuffer?
    /// The JSON API's OpenAPI description (Public/api/openapi.yaml), at /api/openapi.yaml.
    let apiDescription: ByteBuffer?

    /// The line of `Public/js/sw.js` that start-up fills in.
    static let precacheMarker = "const PRECACHE = [];"

    init(publicPath: String, assets: StaticAssets) {
        manifest = FileManager.default.contents(atPath: publicPath + "/manifest.webmanifest").map { ByteBuffer(bytes: $0) }
        apiDescription = FileManager.default.contents(atPath: publicPath + "/api/openapi.yaml").map { ByteBuffer(bytes: $0) }
        worker = FileManager.default.contents(atPath: publicPath + "/js/sw.js").map { data in
            ByteBuffer(string: Self.worker(String(decoding: data, as: UTF8.self), assets: assets))
        }
    }

    /// The worker's source with the URLs to keep for offline pages and a version that changes with them.
    static func worker(_ source: String, assets: StaticAssets) -> String {
        let urls = [assets.stylesheet, assets.darkStylesheet, assets.script, assets.offlineScript, "/static/icons/pantrix.svg"]
        let list = "[" + urls.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        let version = ContentHash.hex(Data(list.utf8))
        return source.replacingOccurrences(of: precacheMarker, with: "const PRECACHE = \(list);\nconst VERSION = \"\(version)\";")
    }

    func addRoutes(to routes: SiteRoutes<AppRequestContext>) {
        routes.get(.webManifest, use: serveManifest)
        routes.get(.serviceWorker, use: serveWorker)
        routes.get(.apiDescription, use: serveAPIDescription)
    }

    /// GET /manifest.webmanifest: the installable web app's manifest.
    @Sendable func serveManifest(request: Request, context: AppRequestContext) async throws -> Response {
        try Self.file(manifest, type: "application/manifest+json", cache: "public, max-age=86400")
    }

    /// GET /sw.js: the service worker, with the files it keeps for offline use.
    @Sendable func serveWorker(request: Request, context: AppRequestContext) async throws -> Response {
        // `no-cache`: the browser checks for a new worker on every visit (it does at least daily anyway).
        try Self.file(worker, type: "text/javascript; charset=utf-8", cache: "no-cache")
    }

    /// GET /api/openapi.yaml: the JSON API's description.
    @Sendable func serveAPIDescription(request: Request, context: AppRequestContext) async throws -> Response {
        try Self.file(apiDescription, type: "application/yaml; charset=utf-8", cache: "public, max-age=3600")
    }

    private static func file(_ bytes: ByteBuffer?, type: String, cache: String) throws -> Response {
        guard let bytes else { throw HTTPError(.notFound) }
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = cache
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: bytes))
    }
}
