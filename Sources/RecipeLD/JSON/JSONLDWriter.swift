/// Serialises a `JSONLDValue` as pretty JSON with sorted keys, so exports are stable and diffable.
///
/// Hand-written rather than `JSONEncoder` because the HTML-safe mode must escape characters that
/// Foundation leaves alone, and output should not differ between Apple platforms and Linux.
enum JSONLDWriter {
    /// - Parameter htmlSafe: escape `<`, `>` and `&` so the text can sit inside a `<script>`
    ///   element without any way to close it or start a comment.
    static func text(_ value: JSONLDValue, htmlSafe: Bool) -> String {
        var output = ""
        write(value, indent: "", htmlSafe: htmlSafe, to: &output)
        return output
    }

    private static func write(_ value: JSONLDValue, indent: String, htmlSafe: Bool, to output: inout String) {
        let inner = indent + "  "
        switch value {
        case .null:
            output += "null"
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .number(let number):
            output += number.isFinite ? JSONLDValue.format(number) : "null"
        case .string(let text):
            writeString(text, htmlSafe: htmlSafe, to: &output)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (offset, item) in items.enumerated() {
                output += inner
                write(item, indent: inner, htmlSafe: htmlSafe, to: &output)
                output += offset == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            let keys = members.keys.sorted()
            for (offset, key) in keys.enumerated() {
                output += inner
                writeString(key, htmlSafe: htmlSafe, to: &output)
                output += ": "
                write(members[key] ?? .null, indent: inner, htmlSafe: htmlSafe, to: &output)
                output += offset == keys.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    private static func writeString(_ text: String, htmlSafe: Bool, to output: inout String) {
        output += "\""
        // Most text has nothing to escape: copy it whole, or in runs between the characters that do.
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        while index != scalars.endIndex {
            let scalar = scalars[index]
            if let escaped = escape(scalar, htmlSafe: htmlSafe) {
                output += Substring(scalars[start..<index])
                output += escaped
                start = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        output += Substring(scalars[start..<scalars.endIndex])
        output += "\""
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
