/// Serialises a `JSONLDValue` as pretty JSON with sorted keys, so exports are stable and diffable.
///
/// Hand-written rather than `JSONEncoder` because the HTML-safe mode must escape characters that
/// Foundation leaves alone, and output should not differ between Apple platforms and Linux.
enum JSONLDWriter {
    /// - Parameter htmlSafe: escape `<`, `>` and `&` so the text can sit inside a `<script>`
    ///   element without any way to close it or start a comment.
    /// - Parameter compact: no line breaks nor indentation (what a page embeds; exports are pretty).
    static func text(_ value: JSONLDValue, htmlSafe: Bool, compact: Bool = false) -> String {
        var output: [UInt8] = []
        write(value, htmlSafe: htmlSafe, compact: compact, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// The same text as UTF-8, added to `output` (a page's bytes, without a string between).
    static func write(_ value: JSONLDValue, htmlSafe: Bool, compact: Bool = false, to output: inout [UInt8]) {
        write(value, indent: compact ? nil : "", htmlSafe: htmlSafe, to: &output)
    }

    /// `indent`: the current line's indentation, nil when compact.
    private static func write(_ value: JSONLDValue, indent: String?, htmlSafe: Bool, to output: inout [UInt8]) {
        let inner = indent.map { $0 + "  " }
        // Between items, and around the items of an array or object.
        let (open, separator, close) = inner.map { inner in ("\n" + inner, ",\n" + inner, "\n" + indent!) } ?? ("", ",", "")
        switch value {
        case .null:
            output.append(utf8: "null")
        case .bool(let flag):
            output.append(utf8: flag ? "true" : "false")
        case .number(let number):
            output.append(utf8: number.isFinite ? JSONLDValue.format(number) : "null")
        case .string(let text):
            writeString(text, htmlSafe: htmlSafe, to: &output)
        case .array(let items):
            guard !items.isEmpty else { output.append(utf8: "[]"); return }
            output.append(utf8: "[")
            output.append(utf8: open)
            for (offset, item) in items.enumerated() {
                if offset > 0 { output.append(utf8: separator) }
                write(item, indent: inner, htmlSafe: htmlSafe, to: &output)
            }
            output.append(utf8: close)
            output.append(utf8: "]")
        case .object(let members):
            guard !members.isEmpty else { output.append(utf8: "{}"); return }
            output.append(utf8: "{")
            output.append(utf8: open)
            for (offset, key) in members.keys.sorted().enumerated() {
                if offset > 0 { output.append(utf8: separator) }
                writeString(key, htmlSafe: htmlSafe, to: &output)
                output.append(utf8: inner == nil ? ":" : ": ")
                write(members[key] ?? .null, indent: inner, htmlSafe: htmlSafe, to: &output)
            }
            output.append(utf8: close)
            output.append(utf8: "}")
        }
    }

    private static func writeString(_ text: String, htmlSafe: Bool, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most text has nothing to escape: copy it whole, or in runs between the characters that
        // do, found over the UTF-8 bytes (every recipe page writes its JSON-LD). `withUTF8` makes
        // a string bridged from elsewhere contiguous first; a native one is used as it is.
        var bytesOf = text
        bytesOf.withUTF8 { bytes in
            var start = 0
            var index = 0
            while index < bytes.count {
                guard mayEscape(bytes[index], htmlSafe: htmlSafe), let (escaped, width) = escape(bytes, at: index, htmlSafe: htmlSafe) else {
                    index += 1
                    continue
                }
                if start < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                output.append(utf8: escaped)
                index += width
                start = index
            }
            if start < bytes.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...])) }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Whether the byte can start a character that is escaped (the rest are copied as they are).
    @inline(__always)
    private static func mayEscape(_ byte: UInt8, htmlSafe: Bool) -> Bool {
        switch byte {
        case 0..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"), 0xE2: true
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"): htmlSafe
        default: false
        }
    }

    /// The escape for the character starting at `index`, and how many bytes it spans; nil when it
    /// is written as it is. Only ASCII and U+2028/9 (E2 80 A8/A9) are ever escaped.
    private static func escape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, htmlSafe: Bool) -> (String, Int)? {
        let byte = bytes[index]
        if byte < 0x80 { return escape(Unicode.Scalar(byte), htmlSafe: htmlSafe).map { ($0, 1) } }
        guard byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 else { return nil }
        return escape(bytes[index + 2] == 0xA8 ? "\u{2028}" : "\u{2029}", htmlSafe: htmlSafe).map { ($0, 3) }
    }

    /// How a character is written inside a JSON string, or nil when it is written as it is.
    private static func escape(_ scalar: Unicode.Scalar, htmlSafe: Bool) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        // Line and paragraph separators end a line in JavaScript, so they are always escaped.
        case "\u{2028}", "\u{2029}": return unicodeEscape(scalar)
        case "<", ">", "&": return htmlSafe ? unicodeEscape(scalar) : nil
        default: return scalar.value < 0x20 ? unicodeEscape(scalar) : nil
        }
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
