import HTTPTypes
import Hummingbird

/// Headers every response carries, errors included (this sits outside the error pages).
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
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

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[Self.referrerPolicy] = "strict-origin-when-cross-origin"
        response.headers[Self.xFrameOptions] = "DENY"
        response.headers[Self.permissionsPolicy] = "camera=(self), geolocation=(), microphone=()"
        if let type = response.headers[.contentType], type.hasPrefix("text/"), !type.contains("charset") {
            response.headers[.contentType] = type + "; charset=utf-8"
        }
        return response
    }
}
