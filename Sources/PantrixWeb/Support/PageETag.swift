import Foundation
import PantrixCore

/// A validator of a page's bytes: the page renderer sets it, `ConditionalGetMiddleware` answers
/// 304 Not Modified when the browser already has those bytes. Derived from the bytes themselves,
/// so any change in what a page shows (a new recipe, a flash message, another session's form
/// token) is a new tag at once, and every server computes the same tag for the same page.
enum PageETag {
    /// `"…"`: the bytes' content hash, with their length.
    static func of(_ bytes: some Collection<UInt8>) -> String {
        "\"\(ContentHash.hex(bytes))-\(String(bytes.count, radix: 16))\""
    }

    /// Whether an If-None-Match header names `tag` (a list and `*` included). The comparison is
    /// weak, as RFC 9110 has it for If-None-Match: `W/"x"` and `"x"` are the same page, so a
    /// gzipped page (weak tag) and its plain bytes validate each other.
    static func matches(_ ifNoneMatch: String?, _ tag: String) -> Bool {
        guard let ifNoneMatch else { return false }
        let wanted = opaque(tag)
        return ifNoneMatch.split(separator: ",").contains { candidate in
            let value = candidate.trimmingCharacters(in: .whitespaces)
            return value == "*" || opaque(value) == wanted
        }
    }

    private static func opaque(_ tag: String) -> Substring {
        tag.hasPrefix("W/") ? tag.dropFirst(2) : Substring(tag)
    }
}
