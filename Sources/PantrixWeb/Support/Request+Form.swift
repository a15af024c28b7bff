import Foundation
import Hummingbird

extension Request {
    /// Decodes an application/x-www-form-urlencoded body; missing fields become nil, not errors.
    func decodeForm<Form: Decodable>(_ type: Form.Type, maxBytes: Int) async throws -> Form {
        var request = self
        let body = try await request.collectBody(upTo: maxBytes)
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
