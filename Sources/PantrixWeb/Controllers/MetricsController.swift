import Hummingbird
import Prometheus

/// /metrics, when the configuration turns it on: the request counters for Prometheus to scrape.
struct MetricsController {
    let registry: PrometheusCollectorRegistry

    func addRoutes(to routes: SiteRoutes<AppRequestContext>) {
        routes.get(.metrics, use: serveMetrics)
    }

    /// GET /metrics: the counters in Prometheus's text format.
    @Sendable func serveMetrics(request: Request, context: AppRequestContext) async throws -> Response {
        var text: [UInt8] = []
        registry.emit(into: &text)
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: text)))
    }
}
