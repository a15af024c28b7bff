extension JSONLDParser {
    /// Parses a string starting at its opening quote. Invalid UTF-8 becomes U+FFFD rather than
    /// an error, since a single bad byte in a description should not lose the whole recipe.
    mutating func parseString() throws(JSONLDSyntaxError) -> String {
        index += 1
        // Most strings have no escapes: taken as they are.
        let start = index
        while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") { index += 1 }
        if current == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        }
        var buffer = Array(bytes[start..<index])
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer)
            default:
                buffer.append(byte)
                index += 1
            }
        }
        throw failure()
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONLDSyntaxError) {
        index += 1
        guard let byte = current else { throw failure() }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let scalar = try parseUnicodeEscape()
            UTF8.encode(scalar) { buffer.append($0) }
        default:
            index -= 1
            throw failure()
        }
    }

    /// Reads the hex digits after `\u`, joining a surrogate pair when one follows.
    /// Unpaired surrogates become U+FFFD: they cannot be represented in a Swift String.
    private mutating func parseUnicodeEscape() throws(JSONLDSyntaxError) -> Unicode.Scalar {
        let first = try parseHex4()
        if (0xD800...0xDBFF).contains(first), nextIsEscapedU() {
            let afterFirst = index
            index += 2
            let second = try parseHex4()
            if (0xDC00...0xDFFF).contains(second) {
                let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                return Unicode.Scalar(combined) ?? "\u{FFFD}"
            }
            index = afterFirst
        }
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }

    private func nextIsEscapedU() -> Bool {
        index + 1 < bytes.endIndex && bytes[index] == UInt8(ascii: "\\") && bytes[index + 1] == UInt8(ascii: "u")
    }

    private mutating func parseHex4() throws(JSONLDSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else { throw failure() }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

/// A JSON string literal as JSON-LD import reads it, for other readers of JSON text (PostgreSQL's
/// `json_agg` rows): escapes and surrogate pairs decoded, invalid UTF-8 and unpaired surrogates
/// as U+FFFD.
public enum JSONStringLiteral {
    public struct Malformed: Error {
        /// Where in the bytes the literal stopped making sense.
        public let position: Int
    }

    /// The string whose opening quote is at `index` of `bytes`; moves `index` past its closing quote.
    public static func read(_ bytes: ArraySlice<UInt8>, at index: inout Int) throws(Malformed) -> String {
        var parser = JSONLDParser(bytes: bytes, at: index)
        do {
            let text = try parser.parseString()
            index = parser.index
            return text
        } catch {
            throw Malformed(position: error.position)
        }
    }
}
