import HTTPTypes
import Hummingbird

/// Behind a reverse proxy every connection comes from the proxy; when the peer is one of the
/// trusted proxies, the client is the address the proxy appended last to X-Forwarded-For.
/// Rate limits per address then count people, not the proxy.
struct ClientAddressMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let trustedProxies: Set<String>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.remoteAddress = Self.client(peer: context.remoteAddress, forwardedFor: request.headers[values: .xForwardedFor], trusted: trustedProxies)
        return try await next(request, context)
    }

    /// Earlier entries of X-Forwarded-For are whatever the client sent, so only the last one,
    /// written by the trusted proxy itself, is believed.
    static func client(peer: String?, forwardedFor: [String], trusted: Set<String>) -> String? {
        guard let peer, trusted.contains(peer),
              let last = forwardedFor.last?.split(separator: ",").last?.trimmingCharacters(in: .whitespaces),
              !last.isEmpty else { return peer }
        return last
    }
}

extension HTTPField.Name {
    static var xForwardedFor: Self { .init("X-Forwarded-For")! }
}
