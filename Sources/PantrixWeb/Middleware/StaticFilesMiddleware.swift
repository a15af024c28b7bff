import Hummingbird

/// Serves `Public/` under `/static/` before any session or database work is done.
/// FileMiddleware refuses `..`, never lists folders, and sends ETag and Last-Modified. A file asked
/// for under its content-hashed name (StaticAssets) is that version for ever: cached for a year.
struct StaticFilesMiddleware<Context: RequestContext>: RouterMiddleware {
    static var prefix: String { "/static/" }
    let files: FileMiddleware<Context, LocalFileSystem>
    let assets: StaticAssets

    init(publicPath: String, assets: StaticAssets) {
        self.assets = assets
        self.files = FileMiddleware(
            publicPath,
            urlBasePath: "/static",
            cacheControl: .init([
                (.textCss, [.public, .maxAge(3600)]),
                (.textJavascript, [.public, .maxAge(3600)]),
                (.image, [.public, .maxAge(86400)]),
            ])
        )
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.uri.path.hasPrefix(Self.prefix) else { return try await next(request, context) }
        guard let plain = assets.plain[request.uri.path] else {
            return try await files.handle(request, context: context) { _, _ in throw HTTPError(.notFound) }
        }
        var head = request.head
        head.path = plain
        var response = try await files.handle(Request(head: head, body: request.body), context: context) { _, _ in throw HTTPError(.notFound) }
        if response.status == .ok || response.status == .notModified {
            response.headers[.cacheControl] = "public, max-age=31536000, immutable"
        }
        return response
    }
}
