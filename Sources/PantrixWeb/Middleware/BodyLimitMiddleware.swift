import HTTPTypes
import Hummingbird

/// A route's body cap, from its declaration. Answers 413 at once when the declared
/// Content-Length is over it; bodies sent without a length are capped where they are read,
/// with the size this sets on the context. An upload a little over its cap still goes to its
/// handler, whose 413 page keeps the caption and fields typed.
struct BodyLimitMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let body: RouteBody
    let limits: BodyLimits

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let cap = limits.maxBytes(body)
        if let declared = request.headers[.contentLength].flatMap(Int.init),
           declared > cap + (body.isUpload ? MultipartForm.drainBytes : 0) {
            throw UserFacingError(status: .contentTooLarge, message: Self.message(body, cap: cap))
        }
        var context = context
        context.maxUploadSize = limits.maxTextBytes(body)
        return try await next(request, context)
    }

    static func message(_ body: RouteBody, cap: Int) -> String {
        let size = cap >= 1024 * 1024 ? "\(cap / 1024 / 1024) MB" : "\(cap / 1024) KB"
        if body.isUpload {
            return "That upload is larger than \(size), the most Pantrix accepts. Choose a smaller file and try again."
        }
        return "That form is larger than \(size), the most this page accepts. Shorten what you typed and try again."
    }
}
