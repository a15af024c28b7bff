import Hummingbird

/// Serves `Public/` under `/static/` before any session or database work is done.
/// FileMiddleware refuses `..`, never lists folders, and sends ETag and Last-Modified.
struct StaticFilesMiddleware<Context: RequestContext>: RouterMiddleware {
    static var prefix: String { "/static/" }
    let files: FileMiddleware<Context, LocalFileSystem>

    init(publicPath: String) {
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
        return try await files.handle(request, context: context) { _, _ in throw HTTPError(.notFound) }
    }
}
