import Foundation
import Hummingbird
import Logging
import Templates

/// One line per request: method, path (no query string, which may hold search text), status, duration.
/// Bodies, cookies and headers are never logged, so passwords and session ids stay out of logs;
/// nor are the tokens of reset and confirmation links.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // Above info (a server run with --log-level warning) there is no line to time.
        guard context.logger.logLevel <= .info else { return try await next(request, context) }
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, status: response.status.code, since: start, logger: context.logger)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            log(request, status: status, since: start, logger: context.logger)
            throw error
        }
    }

    private func log(_ request: Request, status: Int, since start: ContinuousClock.Instant, logger: Logger) {
        let elapsed = ContinuousClock.now - start
        let ms = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        logger.info(
            "\(request.method.rawValue) \(Self.loggedPath(request.uri.path)) \(status) \(String(format: "%.1f", ms))ms",
            metadata: ["status": "\(status)"]
        )
    }
}

extension RequestLogMiddleware {
    /// The path as logged: a reset or confirmation link's token becomes "…".
    static func loggedPath(_ path: String) -> String {
        guard let prefix = SiteURL.secretPathPrefixes.first(where: path.hasPrefix) else { return path }
        return prefix + "…"
    }
}
