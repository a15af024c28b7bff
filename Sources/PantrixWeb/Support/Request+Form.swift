import Foundation
import Hummingbird

extension Request {
    /// Decodes an application/x-www-form-urlencoded body, read up to the route's declared cap;
    /// missing fields become nil, not errors.
    func decodeForm<Form: Decodable>(_ type: Form.Type, context: some RequestContext) async throws -> Form {
        var request = self
        let body = try await request.collectBody(upTo: context.maxUploadSize)
        do {
            return try URLEncodedFormDecoder().decode(Form.self, from: String(buffer: body))
        } catch {
            throw UserFacingError(status: .badRequest, message: "The form couldn't be read. Reload the page and try again.")
        }
    }
}

extension Optional where Wrapped == String {
    /// The field's text with surrounding spaces removed; "" when missing.
    var trimmed: String { (self ?? "").trimmingCharacters(in: .whitespacesAndNewlines) }
}
