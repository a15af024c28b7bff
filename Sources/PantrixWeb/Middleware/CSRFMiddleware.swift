import Foundation
import HTTPTypes
import Hummingbird

/// Synchronizer-token check for every state-changing request: the token from the form field
/// `_csrf` (or the `X-CSRF-Token` header, for small fetch() calls) must equal the session's.
struct CSRFMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    static var fieldName: String { "_csrf" }
    static var headerName: HTTPField.Name { HTTPField.Name("X-CSRF-Token")! }
    let maxFormBytes: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        switch request.method {
        case .get, .head, .options:
            return try await next(request, context)
        default:
            break
        }
        var request = request
        let sent: String?
        if let header = request.headers[Self.headerName] {
            sent = header
        } else if request.headers[.contentType]?.hasPrefix("application/x-www-form-urlencoded") == true {
            // Collecting keeps the body readable by the handler afterwards.
            let body = try await request.collectBody(upTo: maxFormBytes)
            sent = FormFields.value(of: Self.fieldName, in: String(buffer: body))
        } else {
            sent = nil
        }
        guard let expected = context.sessions.session?.csrf, let sent, Self.equal(sent, expected) else {
            throw CSRFRejected()
        }
        return try await next(request, context)
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

/// Reads one field from an application/x-www-form-urlencoded body.
enum FormFields {
    static func value(of name: String, in body: String) -> String? {
        for pair in body.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = decode(parts[0]), key == name else { continue }
            return parts.count > 1 ? decode(parts[1]) : ""
        }
        return nil
    }

    private static func decode(_ part: Substring) -> String? {
        part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
