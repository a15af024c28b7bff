import HTTPTypes
import Hummingbird

/// Headers every response carries, errors included (this sits outside the error pages).
/// With `https` (the site is served over TLS: `--secure-cookies`), browsers are also told to
/// use only HTTPS for a year (HSTS); over plain HTTP that header would be ignored or wrong.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    var https = false

    static var contentSecurityPolicy: String {
        [
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src 'self' data:",
            "form-action 'self'",
            "base-uri 'none'",
            "object-src 'none'",
            "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }

    static var referrerPolicy: HTTPField.Name { HTTPField.Name("Referrer-Policy")! }
    static var xFrameOptions: HTTPField.Name { HTTPField.Name("X-Frame-Options")! }
    static var permissionsPolicy: HTTPField.Name { HTTPField.Name("Permissions-Policy")! }
    static var xXSSProtection: HTTPField.Name { HTTPField.Name("X-XSS-Protection")! }
    static var strictTransportSecurity: HTTPField.Name { HTTPField.Name("Strict-Transport-Security")! }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        // The fields are made (and checked) once; a response rarely has one already (uploads set nosniff).
        for field in SecurityHeaders.fields {
            if response.headers[field.name] == nil {
                response.headers.append(field)
            } else {
                response.headers[field.name] = field.value
            }
        }
        if https { response.headers[Self.strictTransportSecurity] = "max-age=31536000" }
        if let type = response.headers[.contentType], type.hasPrefix("text/"), !type.contains("charset") {
            response.headers[.contentType] = type + "; charset=utf-8"
        }
        return response
    }
}

/// The headers themselves, made once (a generic type can't keep them): also sent by the
/// responses that are answered before this middleware (HealthCheckMiddleware).
enum SecurityHeaders {
    static let fields: HTTPFields = {
        typealias Names = SecurityHeadersMiddleware<BasicRequestContext>
        var fields = HTTPFields()
        fields[.contentSecurityPolicy] = Names.contentSecurityPolicy
        fields[.xContentTypeOptions] = "nosniff"
        fields[Names.referrerPolicy] = "strict-origin-when-cross-origin"
        fields[Names.xFrameOptions] = "DENY"
        fields[Names.permissionsPolicy] = "camera=(self), geolocation=(), microphone=()"
        // The old XSS auditor is switched off, as current advice says: the CSP does its job, and
        // the auditor itself could be abused to blank out parts of a page.
        fields[Names.xXSSProtection] = "0"
        return fields
    }()
}
