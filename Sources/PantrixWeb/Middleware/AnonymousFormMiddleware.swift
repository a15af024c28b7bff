import Hummingbird
import PantrixCore

/// Gives every request its `AnonymousFormToken` and sets the token's cookie when a page used
/// one the browser had no cookie for (HttpOnly, SameSite=Lax, like the session cookie).
struct AnonymousFormMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let tokens: FormTokens
    let cookieName: String
    let lifetime: Duration
    let secure: Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        let form = AnonymousFormToken(tokens: tokens, received: request.cookies[cookieName]?.value)
        context.anonymousForm = form
        var response = try await next(request, context)
        if let value = form.cookieToSet {
            response.setCookie(Cookie(
                name: cookieName, value: value, maxAge: Int(lifetime.components.seconds), path: "/", secure: secure, httpOnly: true, sameSite: .lax))
        }
        return response
    }
}
