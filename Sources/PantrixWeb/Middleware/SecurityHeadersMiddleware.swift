import FoodKit
import HTTPTypes
import Hummingbird

/// Headers every response carries, errors included (this sits outside the error pages).
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Made once; a response rarely has one already (uploads set nosniff).
    let fields: HTTPFields
    private let names: [HTTPField.Name]

    init(https: Bool = false) {
        self.fields = SecurityHeaders.fields(https: https)
        self.names = fields.map(\.name)
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        // Every response gets these; the few that set one themselves are looked at one by one.
        if response.headers.contains(where: { names.contains($0.name) }) {
            for field in fields {
                if !response.headers.contains(field.name) {
                    response.headers.append(field)
                } else if field.name != SecurityHeaders.referrerPolicy {
                    // A page whose address holds a secret sends no Referer at all (`no-referrer`).
                    response.headers[field.name] = field.value
                }
            }
        } else {
            response.headers.append(contentsOf: fields)
        }
        if let type = response.headers[.contentType], Self.lacksCharset(type) {
            response.headers[.contentType] = type + "; charset=utf-8"
        }
        return response
    }

    /// Text without its character set named (`ByteSearch`: Foundation's `contains`, and the
    /// standard library's unspecialised generic one, were each most of this middleware's time).
    static func lacksCharset(_ type: String) -> Bool {
        type.hasPrefix("text/") && !ByteSearch.contains(type, "charset")
    }
}

/// The headers themselves, for SecurityHeadersMiddleware and for the responses answered before
/// it (HealthCheckMiddleware).
enum SecurityHeaders {
    static let contentSecurityPolicy = [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "form-action 'self'",
        // The offline grocery list: the service worker and the manifest, from this site only.
        "worker-src 'self'",
        "manifest-src 'self'",
        "base-uri 'none'",
        "object-src 'none'",
        "frame-ancestors 'none'",
    ].joined(separator: "; ")

    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    static let xFrameOptions = HTTPField.Name("X-Frame-Options")!
    static let permissionsPolicy = HTTPField.Name("Permissions-Policy")!
    static let xXSSProtection = HTTPField.Name("X-XSS-Protection")!
    static let strictTransportSecurity = HTTPField.Name("Strict-Transport-Security")!

    /// With `https` (the site is served over TLS: `--secure-cookies`), browsers are also told to
    /// use only HTTPS for a year (HSTS); over plain HTTP that header would be ignored or wrong.
    static func fields(https: Bool) -> HTTPFields {
        var fields = HTTPFields()
        fields[.contentSecurityPolicy] = contentSecurityPolicy
        fields[.xContentTypeOptions] = "nosniff"
        fields[referrerPolicy] = "strict-origin-when-cross-origin"
        fields[xFrameOptions] = "DENY"
        fields[permissionsPolicy] = "camera=(self), geolocation=(), microphone=()"
        // The old XSS auditor is switched off, as current advice says: the CSP does its job, and
        // the auditor itself could be abused to blank out parts of a page.
        fields[xXSSProtection] = "0"
        if https { fields[strictTransportSecurity] = "max-age=31536000" }
        return fields
    }
}
