import Foundation
import Hummingbird
import MultipartKit

/// A parsed multipart/form-data body: text fields and uploaded files by field name.
struct MultipartForm: Sendable {
    struct Part: Sendable {
        let filename: String?
        let contentType: String?
        let body: ByteBuffer

        var data: Data { Data(buffer: body) }
        var isEmptyFile: Bool { filename?.isEmpty != false && body.readableBytes == 0 }
    }

    private(set) var parts: [String: Part] = [:]

    func text(_ name: String) -> String? {
        parts[name].map { String(buffer: $0.body) }
    }

    /// Every part that is not a file, by name.
    var textFields: [String: String] {
        var fields: [String: String] = [:]
        for (name, part) in parts where part.filename == nil { fields[name] = String(buffer: part.body) }
        return fields
    }

    func file(_ name: String) -> Part? {
        guard let part = parts[name], !part.isEmptyFile else { return nil }
        return part
    }

    /// How much of an upload beyond its cap is still read (and dropped) so that the browser
    /// gets the 413 page rather than a reset connection.
    static let drainBytes = 64 * 1024 * 1024

    static func isMultipart(_ contentType: String?) -> Bool {
        contentType?.lowercased().hasPrefix("multipart/form-data") == true
    }

    /// Parses a body; a malformed one is a 400 with words, not a crash. With `partial`, a body
    /// cut short keeps the parts that were complete before the cut (the token and caption come
    /// before the file in our forms).
    static func parse(_ body: ByteBuffer, contentType: String, partial: Bool = false) throws -> MultipartForm {
        guard let boundary = boundary(in: contentType) else {
            throw UserFacingError(status: .badRequest, message: "The form upload was not readable. Reload the page and try again.")
        }
        let parser = MultipartParser(boundary: boundary)
        var form = MultipartForm()
        var headers: [(String, String)] = []
        var collected = ByteBuffer()
        parser.onHeader = { headers.append(($0, $1)) }
        parser.onBody = { collected.writeBuffer(&$0) }
        parser.onPartComplete = {
            let disposition = headers.first { $0.0.lowercased() == "content-disposition" }?.1 ?? ""
            if let name = parameter("name", in: disposition), form.parts[name] == nil {
                let type = headers.first { $0.0.lowercased() == "content-type" }?.1
                form.parts[name] = Part(filename: parameter("filename", in: disposition), contentType: type, body: collected)
            }
            headers = []
            collected = ByteBuffer()
        }
        do {
            try parser.execute(body)
        } catch {
            if partial { return form }
            throw UserFacingError(status: .badRequest, message: "The form upload was not readable. Reload the page and try again.")
        }
        return form
    }

    static func boundary(in contentType: String) -> String? {
        parameter("boundary", in: contentType).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `name="value"` or `name=value` out of a header value.
    static func parameter(_ name: String, in header: String) -> String? {
        for piece in header.split(separator: ";") {
            let pair = piece.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == name else { continue }
            var value = pair[1]
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            return value
        }
        return nil
    }
}
