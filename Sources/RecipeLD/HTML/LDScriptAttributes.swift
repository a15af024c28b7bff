/// Reads the attributes of a start tag, whatever their order, quoting or case.
enum LDScriptAttributes {
    /// Parses from just after the tag name; returns lower-cased names with their values and the
    /// index just past the tag's closing `>`.
    static func parse(_ page: ArraySlice<UInt8>, from start: Int) -> (attributes: [String: String], end: Int) {
        var attributes: [String: String] = [:]
        var index = start
        while index < page.endIndex {
            let byte = page[index]
            if byte == UInt8(ascii: ">") { return (attributes, index + 1) }
            if ASCIIBytes.isSpace(byte) || byte == UInt8(ascii: "/") {
                index += 1
                continue
            }
            let nameStart = index
            while index < page.endIndex, !isNameEnd(page[index]) { index += 1 }
            let name = String(decoding: page[nameStart..<index].map(ASCIIBytes.lowercased), as: UTF8.self)
            index = skipSpaces(page, from: index)
            var value = ""
            if index < page.endIndex, page[index] == UInt8(ascii: "=") {
                (value, index) = readValue(page, from: skipSpaces(page, from: index + 1))
            }
            if attributes[name] == nil { attributes[name] = value }
        }
        return (attributes, page.endIndex)
    }

    private static func isNameEnd(_ byte: UInt8) -> Bool {
        ASCIIBytes.isSpace(byte) || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }

    private static func skipSpaces(_ page: ArraySlice<UInt8>, from start: Int) -> Int {
        var index = start
        while index < page.endIndex, ASCIIBytes.isSpace(page[index]) { index += 1 }
        return index
    }

    private static func readValue(_ page: ArraySlice<UInt8>, from start: Int) -> (String, Int) {
        guard start < page.endIndex else { return ("", start) }
        let quote = page[start]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            let end = page[(start + 1)...].firstIndex(of: quote) ?? page.endIndex
            return (String(decoding: page[(start + 1)..<end], as: UTF8.self), min(end + 1, page.endIndex))
        }
        var end = start
        while end < page.endIndex, !ASCIIBytes.isSpace(page[end]), page[end] != UInt8(ascii: ">") { end += 1 }
        return (String(decoding: page[start..<end], as: UTF8.self), end)
    }
}
