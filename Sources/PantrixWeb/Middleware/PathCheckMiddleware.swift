import Foundation
import Hummingbird

/// Refuses a path holding a control character, typed or percent-encoded (`%00`, `%0A`), before
/// anything reads it: a NUL would end the name where the file system sees it
/// (`/static/js/app.js%00.html` served app.js, typed by the `.html` after it), and a newline or
/// tab would end up in logs and redirects. No route or file has such a name.
struct PathCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard !Self.hasControlCharacter(request.uri.path) else {
            throw UserFacingError(status: .badRequest, message: "That address has a character no address here has. Check the link.")
        }
        return try await next(request, context)
    }

    static func hasControlCharacter(_ path: String) -> Bool {
        let decoded = path.removingPercentEncoding ?? path
        return (decoded + path).unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
