import Hummingbird
import PantrixCore

/// Gives every request its `AnonymousFormToken` and `AnonymousFlash`, and sets their cookies:
/// the token's when a page used one the browser had no cookie for, the flash's when a message
/// waits for the next page (cleared once shown). HttpOnly, SameSite=Lax, like the session cookie.
struct AnonymousVisitorMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let tokens: FormTokens
    let cookieName: String
    let flashCookieName: String
    let lifetime: Duration
    let secure: Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        // Parsed once (each `request.cookies` parses the whole header again).
        let cookies = request.cookies
        let form = AnonymousFormToken(tokens: tokens, received: cookies[cookieName]?.value)
        context.anonymousForm = form
        let flash = AnonymousFlash(tokens: tokens, cookie: cookies[flashCookieName]?.value)
        context.anonymousFlash = flash
        var response = try await next(request, context)
        if let value = flash.cookieChange {
            response.setCookie(Cookie(
                name: flashCookieName, value: value, maxAge: value.isEmpty ? 0 : Int(AnonymousFlash.lifetime.components.seconds),
                path: "/", secure: secure, httpOnly: true, sameSite: .lax))
        }
        if let value = form.cookieToSet {
            response.setCookie(Cookie(
                name: cookieName, value: value, maxAge: Int(lifetime.components.seconds), path: "/", secure: secure, httpOnly: true, sameSite: .lax))
        }
        return response
    }
}
