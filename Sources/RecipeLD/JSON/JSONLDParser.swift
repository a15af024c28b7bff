/// A strict JSON parser over UTF-8 bytes, with one leniency: raw control characters inside
/// strings are accepted, because many CMSs paste unescaped newlines into JSON-LD.
///
/// Nesting is capped so hostile input cannot exhaust the stack, and the number of values read
/// is counted against the import's budget (`ImportBudget.maxValues`).
struct JSONLDParser {
    static let maxDepth = 100

    // Not private: the string and escape parsing lives in an extension in its own file.
    let bytes: ArraySlice<UInt8>
    var index: Int
    private var depth = 0
    /// Values this parser may still read; unlimited for a parser reading one string literal.
    private var remainingValues = Int.max

    private init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        self.index = bytes.startIndex
    }

    /// A parser positioned at `index` (JSONStringLiteral reads one literal there).
    init(bytes: ArraySlice<UInt8>, at index: Int) {
        self.bytes = bytes
        self.index = index
    }

    /// Parses one document; `remainingValues` is shared by the documents of one import and
    /// counts down by the values read. Running out throws an error with `overBudget` set.
    static func parse(_ bytes: ArraySlice<UInt8>, remainingValues: inout Int) throws(JSONLDSyntaxError) -> JSONLDValue {
        var parser = JSONLDParser(bytes: bytes)
        parser.remainingValues = remainingValues
        defer { remainingValues = parser.remainingValues }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.endIndex else { throw parser.failure() }
        return value
    }

    func failure() -> JSONLDSyntaxError {
        JSONLDSyntaxError(position: index)
    }

    var current: UInt8? {
        index < bytes.endIndex ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    private mutating func expect(_ byte: UInt8) throws(JSONLDSyntaxError) {
        skipWhitespace()
        guard current == byte else { throw failure() }
        index += 1
    }

    private mutating func parseValue() throws(JSONLDSyntaxError) -> JSONLDValue {
        remainingValues -= 1
        guard remainingValues >= 0 else { throw JSONLDSyntaxError(position: index, overBudget: true) }
        skipWhitespace()
        guard let byte = current else { throw failure() }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw failure()
        }
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONLDValue) throws(JSONLDSyntaxError) -> JSONLDValue {
        for byte in word.utf8 {
            guard current == byte else { throw failure() }
            index += 1
        }
        return value
    }

    private mutating func enterContainer() throws(JSONLDSyntaxError) {
        depth += 1
        guard depth <= Self.maxDepth else { throw failure() }
        index += 1
    }

    private mutating func parseArray() throws(JSONLDSyntaxError) -> JSONLDValue {
        try enterContainer()
        defer { depth -= 1 }
        var items: [JSONLDValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            items.append(try parseValue())
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            try expect(UInt8(ascii: ","))
        }
    }

    private mutating func parseObject() throws(JSONLDSyntaxError) -> JSONLDValue {
        try enterContainer()
        defer { depth -= 1 }
        var members: [String: JSONLDValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure() }
            let key = try parseString()
            try expect(UInt8(ascii: ":"))
            members[key] = try parseValue()
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            try expect(UInt8(ascii: ","))
        }
    }

    private mutating func parseNumber() throws(JSONLDSyntaxError) -> JSONLDValue {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else {
            try skipDigits()
        }
        if current == UInt8(ascii: ".") {
            index += 1
            try skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            try skipDigits()
        }
        guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw JSONLDSyntaxError(position: start)
        }
        return .number(number)
    }

    /// One or more ASCII digits.
    private mutating func skipDigits() throws(JSONLDSyntaxError) {
        let start = index
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            index += 1
        }
        guard index > start else { throw failure() }
    }
}
