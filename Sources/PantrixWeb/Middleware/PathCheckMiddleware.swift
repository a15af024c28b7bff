import Hummingbird

/// Refuses a path holding a control character, typed or percent-encoded (`%00`, `%0A`), before
/// anything reads it: a NUL would end the name where the file system sees it
/// (`/static/js/app.js%00.html` served app.js, typed by the `.html` after it), and a newline or
/// tab would end up in logs and redirects. No route or file has such a name.
struct PathCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard !Self.hasControlCharacter(request.uri.path) else {
            throw UserFacingError(status: .badRequest, message: "That address has a character no address here has. Check the link.")
        }
        return try await next(request, context)
    }

    /// Whether the path, as typed or percent-decoded, holds a control character (U+0000–U+001F,
    /// U+007F–U+009F; the last in UTF-8 as C2 80–C2 9F). One pass over the bytes, decoding as it
    /// goes: every request's path comes here.
    static func hasControlCharacter(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var (index, previous, previousDecoded) = (0, UInt8(0), UInt8(0))
            while index < bytes.count {
                let byte = bytes[index]
                var decoded = byte
                if byte == UInt8(ascii: "%"), index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                    decoded = high << 4 | low
                    index += 2
                }
                if isControl(byte, after: previous) || isControl(decoded, after: previousDecoded) { return true }
                (previous, previousDecoded) = (byte, decoded)
                index += 1
            }
            return false
        }
    }

    private static func isControl(_ byte: UInt8, after previous: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || (previous == 0xC2 && (0x80...0x9F).contains(byte))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
