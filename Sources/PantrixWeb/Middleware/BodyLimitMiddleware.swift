import HTTPTypes
import Hummingbird

/// The largest request body each route takes, decided from the method and path alone, so a
/// too-large body is refused from its Content-Length before a byte of it is read — and before
/// the session is even looked up. Handlers read with the same caps.
struct BodyLimits: Sendable {
    enum Kind: Equatable {
        /// Every ordinary form: a few fields.
        case form
        /// Forms with long text: comments, the nutrition checker, a recipe without a photo.
        case largeForm
        /// multipart/form-data with a photo or import file.
        case upload
    }

    let config: AppConfiguration

    static func kind(method: HTTPRequest.Method, path: String) -> Kind {
        guard method == .post || method == .put || method == .patch else { return .form }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        switch parts.count {
        case 1 where parts[0] == "nutrition":
            return .largeForm
        case 2 where parts[0] == "api" && parts[1] == "nutrition":
            return .largeForm
        case 2 where parts[0] == "recipes" && (parts[1] == "new" || parts[1] == "import"):
            return .upload
        case 3 where parts[0] == "recipes" && (parts[2] == "edit" || parts[2] == "photos"):
            return .upload
        case 3 where parts[0] == "recipes" && parts[2] == "comments":
            return .largeForm
        default:
            return .form
        }
    }

    func maxBytes(_ kind: Kind) -> Int {
        switch kind {
        case .form: config.maxFormBytes
        case .largeForm: config.maxLargeFormBytes
        case .upload: config.maxMultipartBytes
        }
    }

    func maxBytes(for request: Request) -> Int {
        maxBytes(Self.kind(method: request.method, path: request.uri.path))
    }
}

/// Answers 413 at once when the declared Content-Length is over the route's cap. Bodies sent
/// without a length are capped where they are read (CSRF check, handlers). An upload a little
/// over its cap still goes to its handler, whose 413 page keeps the caption and fields typed.
struct BodyLimitMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let limits: BodyLimits

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let declared = request.headers[.contentLength].flatMap(Int.init) {
            let kind = BodyLimits.kind(method: request.method, path: request.uri.path)
            let cap = limits.maxBytes(kind)
            if declared > cap + (kind == .upload ? MultipartForm.drainBytes : 0) {
                throw UserFacingError(status: .contentTooLarge, message: Self.message(kind, cap: cap))
            }
        }
        return try await next(request, context)
    }

    static func message(_ kind: BodyLimits.Kind, cap: Int) -> String {
        let size = cap >= 1024 * 1024 ? "\(cap / 1024 / 1024) MB" : "\(cap / 1024) KB"
        switch kind {
        case .upload:
            return "That upload is larger than \(size), the most Pantrix accepts. Choose a smaller file and try again."
        case .form, .largeForm:
            return "That form is larger than \(size), the most this page accepts. Shorten what you typed and try again."
        }
    }
}
