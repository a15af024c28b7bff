/// Decodes HTML character references (`&amp;`, `&#39;`, `&#x2019;`, `&frac12;`).
///
/// Only the named entities that show up in recipe text are known; unknown names are left as
/// written so that text like "salt & pepper;" is never damaged. Works on UTF-8 bytes because
/// references are ASCII, which keeps long descriptions fast to clean.
enum HTMLEntityDecoder {
    /// Longest name looked at; bounds the look-ahead so decoding stays linear.
    private static let maxNameLength = 32

    static func decode(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: "&")) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), let (replacement, next) = reference(in: bytes, at: index) {
                output.append(contentsOf: replacement.utf8)
                index = next
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The decoded text of the reference starting at `start` and the index just past its `;`.
    private static func reference(in bytes: [UInt8], at start: Int) -> (String, Int)? {
        var end = start + 1
        while end < bytes.count, end - start <= maxNameLength, isNameByte(bytes[end]) {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > start + 1 else { return nil }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        if name.hasPrefix("#") {
            return numeric(name.dropFirst()).map { (String($0), end + 1) }
        }
        return HTMLEntityTable.named[name].map { ($0, end + 1) }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "#"): true
        default: false
        }
    }

    /// `#39` or `#x27`. Code points that cannot appear in text become U+FFFD, as browsers do.
    private static func numeric(_ digits: Substring) -> Character? {
        let isHex = digits.first == "x" || digits.first == "X"
        let body = isHex ? digits.dropFirst() : digits
        guard !body.isEmpty, body.count <= 8 else { return nil }
        guard let value = UInt32(body, radix: isHex ? 16 : 10) else { return nil }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return Character(scalar)
    }
}
