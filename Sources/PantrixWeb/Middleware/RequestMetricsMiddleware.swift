import Dispatch
import Hummingbird
import Metrics
import Synchronization

/// Requests counted and timed per route, method and status, under the names and labels of
/// Hummingbird's MetricsMiddleware (`hb_requests`, `http_server_request_duration`,
/// `hb_request_errors`, `http_server_active_requests`). Hummingbird's records once the body is
/// written, which wraps every body in a closure, and a wrapped body loses the server's one-write
/// path for a body in one buffer: head, body and end then go out as three writes. Here the time is
/// taken when the response is ready, and the body is left as it is.
struct RequestMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    let handles = MetricHandles()

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = DispatchTime.now().uptimeNanoseconds
        let active = handles.active(request.method)
        active.increment()
        defer { active.decrement() }
        do {
            let response = try await next(request, context)
            let route = handles.route(context.endpointPath ?? "Unknown", request.method, response.status)
            route.requests.increment()
            route.duration.recordNanoseconds(DispatchTime.now().uptimeNanoseconds - start)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status ?? .internalServerError
            let route = handles.route(context.endpointPath ?? "NotFound", request.method, status)
            route.requests.increment()
            route.errors.increment()
            throw error
        }
    }
}

/// The metric objects, made once per method and once per route, method and status.
final class MetricHandles: Sendable {
    struct Route: Sendable {
        let requests: Counter
        let duration: Timer
        let errors: Counter
    }

    private struct RouteKey: Hashable {
        let route: String
        let method: HTTPRequest.Method
        let status: HTTPResponse.Status
    }

    private let meters = Mutex<[HTTPRequest.Method: Meter]>([:])
    private let routes = Mutex<[RouteKey: Route]>([:])

    func active(_ method: HTTPRequest.Method) -> Meter {
        meters.withLock { meters in
            if let meter = meters[method] { return meter }
            let meter = Meter(label: "http.server.active_requests", dimensions: [("http.request.method", method.description)])
            meters[method] = meter
            return meter
        }
    }

    func route(_ route: String, _ method: HTTPRequest.Method, _ status: HTTPResponse.Status) -> Route {
        routes.withLock { routes in
            let key = RouteKey(route: route, method: method, status: status)
            if let handles = routes[key] { return handles }
            let labels = [("http.route", route), ("http.request.method", method.description)]
            let handles = Route(
                requests: Counter(label: "hb.requests", dimensions: labels + [("http.response.status_code", status.code.description)]),
                duration: Timer(
                    label: "http.server.request.duration", dimensions: labels + [("http.response.status_code", status.code.description)],
                    preferredDisplayUnit: .seconds),
                errors: Counter(label: "hb.request.errors", dimensions: labels + [("error.type", status.code.description)]))
            routes[key] = handles
            return handles
        }
    }
}
