import Foundation
import HTTPTypes
import Hummingbird

/// Synchronizer-token check for a state-changing route: the token from the form field `_csrf`
/// (or the `X-CSRF-Token` header, for small fetch() calls) must equal the session's, or for a
/// visitor without one be signed for their form cookie (`AnonymousFormToken`). What the
/// route declares decides the rest: a JSON route takes `application/json` without a token, and
/// an upload route's multipart body is read here, once, and handed to the handler.
struct CSRFMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    static var fieldName: String { "_csrf" }
    static var headerName: HTTPField.Name { HTTPField.Name("X-CSRF-Token")! }
    let body: RouteBody
    let limits: BodyLimits
    /// Upload bodies held in memory at once; more are turned away with a 503 until one ends.
    let uploads: UploadSlots

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        switch request.method {
        case .get, .head, .options:
            return try await next(request, context)
        default:
            break
        }
        // Only reached with a valid bearer token (the API's gate runs first); cookies play no part.
        if body == .api, context.apiAccess != nil {
            return try await next(request, context)
        }
        let contentType = request.headers[.contentType]
        if body == .json, contentType?.lowercased().hasPrefix("application/json") == true {
            return try await next(request, context)
        }
        if body.isUpload, MultipartForm.isMultipart(contentType) {
            return try await upload(request, context, next)
        }
        var request = request
        let sent: String?
        if let header = request.headers[Self.headerName] {
            sent = header
        } else if contentType?.hasPrefix("application/x-www-form-urlencoded") == true {
            // Collecting keeps the body readable by the handler afterwards.
            let body = try await request.collectBody(upTo: context.maxUploadSize)
            sent = FormFields.value(of: Self.fieldName, in: String(buffer: body))
        } else {
            sent = nil
        }
        try verify(sent, context)
        return try await next(request, context)
    }

    /// Every upload form is for signed-in people: nobody else gets megabytes read. The place is
    /// held until the handler is done with the body.
    private func upload(_ request: Request, _ context: Context, _ next: (Request, Context) async throws -> Response) async throws -> Response {
        guard context.user != nil else { throw SignInRequired() }
        guard let slot = uploads.take() else {
            throw UserFacingError(
                status: .serviceUnavailable,
                message: "Many uploads are arriving right now. Wait a few seconds and send the form again.",
                headers: [.retryAfter: "10"])
        }
        defer { uploads.give(back: slot) }
        // Read leniently: a too-large upload still has its token (it comes first), and the
        // handler answers with its own 413 page, keeping what was typed.
        let upload = try await UploadedForm.read(request, maxBytes: limits.maxBytes(body))
        try verify(request.headers[Self.headerName] ?? upload.form.text(Self.fieldName), context)
        var context = context
        context.upload = upload
        return try await next(request, context)
    }

    /// The session's token; without a session, or with an anonymous one (a flash message) that
    /// began after the form was shown, the signed anonymous token. Signed in, only the session's.
    private func verify(_ sent: String?, _ context: Context) throws {
        guard let sent else { throw CSRFRejected() }
        if let session = context.sessions.session {
            if Self.equal(sent, session.csrf) { return }
            guard session.userID == nil else { throw CSRFRejected() }
        }
        guard context.anonymousForm?.accepts(sent) == true else { throw CSRFRejected() }
    }

    /// Constant-time comparison: the time taken does not depend on where the strings differ.
    static func equal(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for i in x.indices { difference |= x[i] ^ y[i] }
        return difference == 0
    }
}

struct CSRFRejected: Error {}
