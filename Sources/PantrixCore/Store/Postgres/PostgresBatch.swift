import Foundation

/// The answer to several reads sent as one statement: waited for once, each read's JSON parsed
/// when it is taken.
final class BatchResults {
    private let count: Int
    private var answer: (() throws -> [SQLRow])?
    private var row: SQLRow?

    init(count: Int, answer: @escaping () throws -> [SQLRow]) {
        self.count = count
        self.answer = answer
    }

    func rows(_ index: Int) throws -> [SQLRow] {
        if let answer {
            self.answer = nil
            row = try answer().first
        }
        guard let row, index < row.count, case .text(let json) = row.values[index] else {
            throw PostgresQueryError(state: "XX000", message: "a batch of \(count) reads came back without read \(index + 1)", detail: nil, query: nil)
        }
        return try JSONRows.parse(json)
    }
}

/// `json_agg` of rows as SQLRows: an array of flat objects whose values are numbers, strings,
/// booleans or null (whole numbers become integers, others reals, booleans 1 and 0).
enum JSONRows {
    struct Malformed: Error, CustomStringConvertible {
        let offset: Int
        var description: String { "PostgreSQL's JSON rows are malformed at byte \(offset)" }
    }

    static func parse(_ json: String) throws -> [SQLRow] {
        var json = json
        return try json.withUTF8 { bytes in
            var parser = Parser(bytes: bytes)
            return try parser.rows()
        }
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func rows() throws -> [SQLRow] {
            var rows: [SQLRow] = []
            var columns: SQLColumns?
            try expect(UInt8(ascii: "["))
            skipSpace()
            if peek() == UInt8(ascii: "]") { return [] }
            while true {
                try expect(UInt8(ascii: "{"))
                var names: [String] = [], values: [SQLValue] = []
                skipSpace()
                if peek() != UInt8(ascii: "}") {
                    while true {
                        skipSpace()
                        names.append(try string())
                        try expect(UInt8(ascii: ":"))
                        values.append(try value())
                        skipSpace()
                        if peek() == UInt8(ascii: ",") { index += 1; continue }
                        break
                    }
                }
                try expect(UInt8(ascii: "}"))
                if columns == nil || columns!.names != names { columns = SQLColumns(names) }
                rows.append(SQLRow(columns: columns!, values: values))
                skipSpace()
                if peek() == UInt8(ascii: ",") { index += 1; skipSpace(); continue }
                try expect(UInt8(ascii: "]"))
                return rows
            }
        }

        func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        mutating func expect(_ byte: UInt8) throws {
            skipSpace()
            guard peek() == byte else { throw Malformed(offset: index) }
            index += 1
        }

        mutating func value() throws -> SQLValue {
            skipSpace()
            guard let byte = peek() else { throw Malformed(offset: index) }
            switch byte {
            case UInt8(ascii: "\""): return .text(try string())
            case UInt8(ascii: "n"): try word("null"); return .null
            case UInt8(ascii: "t"): try word("true"); return .integer(1)
            case UInt8(ascii: "f"): try word("false"); return .integer(0)
            default: return try number()
            }
        }

        mutating func word(_ text: StaticString) throws {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count,
                  memcmp(bytes.baseAddress! + index, text.utf8Start, count) == 0 else { throw Malformed(offset: index) }
            index += count
        }

        mutating func number() throws -> SQLValue {
            let start = index
            var whole = true
            while let byte = peek(), (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { whole = false }
                index += 1
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            if whole, let int = Int64(text) { return .integer(int) }
            guard let real = Double(text) else { throw Malformed(offset: start) }
            return .real(real)
        }

        mutating func string() throws -> String {
            try expect(UInt8(ascii: "\""))
            let start = index
            // Most strings have no escapes: taken as they are.
            while let byte = peek(), byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") { index += 1 }
            guard let stop = peek() else { throw Malformed(offset: index) }
            if stop == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]), as: UTF8.self)
            }
            var text = Array(bytes[start..<index])
            var pendingHigh: UInt32?
            while let byte = peek() {
                index += 1
                if byte == UInt8(ascii: "\"") { return String(decoding: text, as: UTF8.self) }
                guard byte == UInt8(ascii: "\\") else {
                    text.append(byte)
                    continue
                }
                guard let escaped = peek() else { throw Malformed(offset: index) }
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "u"):
                    guard index + 4 <= bytes.count,
                          let code = UInt32(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + 4)]), as: UTF8.self), radix: 16)
                    else { throw Malformed(offset: index) }
                    index += 4
                    var scalar: Unicode.Scalar?
                    if (0xD800..<0xDC00).contains(code) {
                        pendingHigh = code
                    } else if (0xDC00..<0xE000).contains(code), let high = pendingHigh {
                        pendingHigh = nil
                        scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00))
                    } else {
                        scalar = Unicode.Scalar(code)
                    }
                    if let scalar { text.append(contentsOf: String(Character(scalar)).utf8) }
                default: text.append(escaped)
                }
            }
            throw Malformed(offset: index)
        }
    }
}
