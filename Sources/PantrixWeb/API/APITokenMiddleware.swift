import Foundation
import Hummingbird
import PantrixCore

/// Runs ahead of every API route's body cap (SiteRoutes.api): the request must carry
/// `Authorization: Bearer <token>` naming a live token of an enabled account. A session cookie
/// counts for nothing here, and a token is never read from a cookie. Failed attempts from one
/// address and requests per token are rate-limited like a person's login and use of the site.
struct APITokenMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let database: AppDatabase
    let limits: RateLimits

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let addressKey = "api-address:" + (context.remoteAddress ?? "unknown")
        if let wait = await limits.apiFailuresPerAddress.retryAfter(addressKey) {
            throw APIProblem(.tooManyRequests, "Too many requests with a bad token from your address. Try again in \(RetryWait(wait).minutes).",
                             headers: RetryWait(wait).headers)
        }
        guard let header = request.headers[.authorization], header.lowercased().hasPrefix("bearer "),
              let access = try await database.apiAccess(secret: String(header.dropFirst(7)).trimmingCharacters(in: .whitespaces))
        else {
            await limits.apiFailuresPerAddress.record(addressKey)
            throw APIProblem.unauthorised
        }
        let tokenKey = "api-token:\(access.tokenID)"
        if let wait = await limits.apiRequestsPerToken.retryAfter(tokenKey) {
            throw APIProblem(.tooManyRequests, "This token made too many requests. Try again in \(RetryWait(wait).minutes).",
                             headers: RetryWait(wait).headers)
        }
        await limits.apiRequestsPerToken.record(tokenKey)
        var context = context
        context.apiAccess = access
        return try await next(request, context)
    }
}
