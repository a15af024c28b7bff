import Hummingbird
import Synchronization

/// Serves `Public/` under `/static/` before any session or database work is done.
/// FileMiddleware refuses `..`, never lists folders, and sends ETag and Last-Modified. A file asked
/// for under its content-hashed name (StaticAssets) is that version for ever: cached for a year,
/// and kept in memory after its first answer (a few small files), so it is sent without touching
/// the disk.
struct StaticFilesMiddleware<Context: RequestContext>: RouterMiddleware {
    static var prefix: String { "/static/" }
    let files: FileMiddleware<Context, LocalFileSystem>
    let assets: StaticAssets
    let kept = KeptFiles()

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
        // Ranges and If-Modified-Since are rare for these; FileMiddleware answers them from disk.
        let whole = request.headers[.range] == nil && request.headers[.ifModifiedSince] == nil
        if whole, let file = kept.get(request.uri.path) {
            return Response(status: .ok, headers: file.headers, body: ResponseBody(byteBuffer: file.body))
        }
        var head = request.head
        head.path = plain
        var response = try await files.handle(Request(head: head, body: request.body), context: context) { _, _ in throw HTTPError(.notFound) }
        if response.status == .ok || response.status == .notModified {
            response.headers[.cacheControl] = "public, max-age=31536000, immutable"
        }
        guard whole, response.status == .ok, let length = response.body.contentLength, length <= KeptFiles.maxBytes else { return response }
        let collector = BodyCollector()
        try await response.body.write(collector)
        kept.put(request.uri.path, KeptFiles.File(headers: response.headers, body: collector.buffer))
        return Response(status: .ok, headers: response.headers, body: ResponseBody(byteBuffer: collector.buffer))
    }
}

/// The content-hashed files' first whole answers, headers and bytes, by path. Only the few names
/// StaticAssets makes are ever kept, so this needs no bound beyond the size of each.
final class KeptFiles: Sendable {
    struct File: Sendable {
        let headers: HTTPFields
        let body: ByteBuffer
    }

    static var maxBytes: Int { 1 << 20 }
    private let files = Mutex<[String: File]>([:])

    func get(_ path: String) -> File? { files.withLock { $0[path] } }
    func put(_ path: String, _ file: File) { files.withLock { $0[path] = file } }
}
