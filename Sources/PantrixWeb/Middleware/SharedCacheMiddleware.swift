import Hummingbird

/// A page is the same for every visitor when the request brought no cookie and the answer sets
/// none (no session: no name, no form token, no flash). Such pages may be kept by a reverse
/// proxy or CDN for a minute (`Cache-Control: public`, `Vary: Cookie`); everything else keeps the
/// headers the pages set (`no-store` when signed in).
struct SharedCacheMiddleware<Context: RequestContext>: RouterMiddleware {
    static var maxAge: Int { 60 }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        guard request.method == .get, response.status == .ok, !response.headers.contains(.cacheControl),
              response.headers[.contentType]?.hasPrefix("text/html") == true else { return response }
        response.headers[.vary] = response.headers[.vary].map { $0 + ", Cookie" } ?? "Cookie"
        if !request.headers.contains(.cookie), !response.headers.contains(.setCookie) {
            response.headers[.cacheControl] = "public, max-age=\(Self.maxAge)"
        }
        return response
    }
}
