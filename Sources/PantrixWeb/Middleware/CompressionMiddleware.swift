import CompressNIO
import Foundation
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
        guard request.method == .get, response.status == .ok, response.headers[.contentEncoding] == nil,
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

/// What gets compressed, and which clients take it.
enum Gzip {
    static let compressible = ["text/html", "text/css", "text/javascript", "application/javascript", "application/json", "image/svg+xml"]
    /// Below 1 KB a compressed body saves less than it costs; above 4 MB it is not a page.
    static let worthIt = 1024...(4 << 20)

    /// "gzip", "gzip, deflate, br", "br;q=1.0, gzip;q=0.8" yes; "gzip;q=0" and "identity" no.
    static func accepted(_ header: String?) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { part in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard pieces.first == "gzip" || pieces.first == "*" else { return false }
            let quality = pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) }
            return (quality ?? 1) > 0
        }
    }
}

/// Reads a response body into one buffer.
final class BodyCollector: ResponseBodyWriter {
    var buffer = ByteBuffer()

    func write(_ buffer: ByteBuffer) async throws {
        // A body of one buffer (every page) is kept as it is, not copied.
        if self.buffer.readableBytes == 0 {
            self.buffer = buffer
            return
        }
        var buffer = buffer
        self.buffer.writeBuffer(&buffer)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
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
