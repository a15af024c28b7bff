import Hummingbird
import PantrixCore
import Templates

private let healthzPath = SiteURL.healthz.path

/// GET and HEAD /healthz, answered before the rest of the middleware: a probe needs no session,
/// page, compression or error page, and a load balancer may ask often. "ok" when the database
/// answered within the last second (DatabaseHealth), 503 otherwise, and 503 "shutting down"
/// once the server drains before it stops (ServerShutdown). Counted by the metrics, which
/// sit outside it; not written to the request log.
struct HealthCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    static var path: String { healthzPath }
    let health: DatabaseHealth
    let shutdown: ServerShutdown
    let ok: HealthAnswer
    let unavailable: HealthAnswer
    let draining: HealthAnswer

    init(health: DatabaseHealth, shutdown: ServerShutdown = ServerShutdown(), https: Bool = false) {
        self.health = health
        self.shutdown = shutdown
        self.ok = HealthAnswer(.ok, "ok", https: https)
        self.unavailable = HealthAnswer(.serviceUnavailable, "database unavailable", https: https)
        self.draining = HealthAnswer(.serviceUnavailable, "shutting down", https: https)
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // The stored address first: `uri.path` makes a new string on every call.
        guard request.uri.description.hasPrefix(Self.path), request.uri.path == Self.path,
              request.method == .get || request.method == .head else {
            return try await next(request, context)
        }
        context.coreContext.endpointPath.value = Self.path
        let answer = shutdown.isDraining ? draining : await health.isHealthy() ? ok : unavailable
        return Response(
            status: answer.status, headers: answer.headers,
            body: ResponseBody(byteBuffer: request.method == .head ? ByteBuffer() : answer.body))
    }
}

/// The two answers, made once: the text, its length (HEAD sends it too) and the headers every
/// other response gets from SecurityHeadersMiddleware.
struct HealthAnswer: Sendable {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let body: ByteBuffer

    init(_ status: HTTPResponse.Status, _ text: String, https: Bool) {
        var headers = SecurityHeaders.fields(https: https)
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[.contentLength] = String(text.utf8.count)
        self.status = status
        self.headers = headers
        self.body = ByteBuffer(string: text)
    }
}
