import CompressNIO
import Hummingbird
import Synchronization

/// gzip for text the browser accepts compressed (HTML, CSS, JS, JSON, SVG): a phone downloads a
/// quarter of the bytes. Static files (those with an ETag and a public Cache-Control) are
/// compressed once per version and kept; pages are compressed as they are made. The compressed
/// variant's ETag is weak, as nginx makes it, so If-None-Match still finds the page.
struct CompressionMiddleware<Context: RequestContext>: RouterMiddleware {
    let staticCache = CompressedCache(limitBytes: 16 << 20)

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let response = try await next(request, context)
        guard request.method == .get, response.status == .ok, !response.headers.contains(.contentEncoding),
              let type = response.headers[.contentType], Gzip.compressible.contains(where: type.hasPrefix) else { return response }
        var headers = response.headers
        headers[.vary] = headers[.vary].map { $0 + ", Accept-Encoding" } ?? "Accept-Encoding"
        guard Gzip.accepted(request.headers[.acceptEncoding]), let length = response.body.contentLength,
              Gzip.worthIt.contains(length) else {
            return Response(status: response.status, headers: headers, body: response.body)
        }
        let tag = headers[.eTag]
        let cacheable = tag != nil && (headers[.cacheControl]?.contains("public") ?? false)
        let compressed: ByteBuffer
        if cacheable, let tag, let kept = staticCache.get(request.uri.path + tag) {
            compressed = kept
        } else {
            let collector = BodyCollector()
            try await response.body.write(collector)
            var plain = collector.buffer
            compressed = try plain.compress(with: .gzip)
            if cacheable, let tag { staticCache.put(request.uri.path + tag, compressed) }
        }
        headers[.contentEncoding] = "gzip"
        headers[.contentLength] = String(compressed.readableBytes)
        if let tag, !tag.hasPrefix("W/") { headers[.eTag] = "W/" + tag }
        return Response(status: response.status, headers: headers, body: ResponseBody(byteBuffer: compressed))
    }
}

/// Compressed static files by path and version, bounded in bytes (the oldest go first).
final class CompressedCache: Sendable {
    private let state = Mutex<(entries: [String: ByteBuffer], order: [String], bytes: Int)>(([:], [], 0))
    let limitBytes: Int

    init(limitBytes: Int) { self.limitBytes = limitBytes }

    func get(_ key: String) -> ByteBuffer? { state.withLock { $0.entries[key] } }

    func put(_ key: String, _ value: ByteBuffer) {
        state.withLock { state in
            guard state.entries[key] == nil, value.readableBytes <= limitBytes else { return }
            state.entries[key] = value
            state.order.append(key)
            state.bytes += value.readableBytes
            while state.bytes > limitBytes, !state.order.isEmpty {
                let oldest = state.order.removeFirst()
                state.bytes -= state.entries.removeValue(forKey: oldest)?.readableBytes ?? 0
            }
        }
    }
}
