import Foundation
import Hummingbird

/// Reads application/x-www-form-urlencoded bodies whose field names are not known in advance
/// (`food-3`), where a Decodable form type can't describe them.
enum FormFields {
    static func value(of name: String, in body: String) -> String? {
        pairs(in: body).first { $0.0 == name }?.1
    }

    /// Every field; when a name repeats, the first value wins, as with `value(of:in:)`.
    static func all(in body: String) -> [String: String] {
        var fields: [String: String] = [:]
        for (key, value) in pairs(in: body) where fields[key] == nil { fields[key] = value }
        return fields
    }

    /// Every field in order, repeats included (checkbox groups).
    static func pairs(in body: String) -> [(String, String)] {
        body.split(separator: "&").compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = decode(parts[0]) else { return nil }
            return (key, parts.count > 1 ? decode(parts[1]) ?? "" : "")
        }
    }

    private static func decode(_ part: Substring) -> String? {
        part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}

extension Request {
    /// The whole urlencoded body, read up to the route's declared cap, as a dictionary; an
    /// over-long body is a 413 with a message.
    func formFields(context: some RequestContext) async throws -> [String: String] {
        var request = self
        do {
            let body = try await request.collectBody(upTo: context.maxUploadSize)
            return FormFields.all(in: String(buffer: body))
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw UserFacingError(status: .contentTooLarge, message: "That is more text than one form can take. Send less at once.")
        }
    }
}
