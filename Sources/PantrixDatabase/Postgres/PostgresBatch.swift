import Foundation
import PantrixCore
import RecipeLD

/// The answer to several reads sent as one statement: waited for once, each read's JSON parsed
/// when it is taken.
final class BatchResults {
    private let count: Int
    private var answer: (() throws -> [SQLRow])?
    private var row: SQLRow?
    private let pooled: PooledConnection

    init(count: Int, answer: @escaping () throws -> [SQLRow], on pooled: PooledConnection) {
        self.count = count
        self.answer = answer
        self.pooled = pooled
    }

    /// The rows of read `index`, whose statement is `sql`.
    func rows(_ index: Int, sql: String) throws -> [SQLRow] {
        if let answer {
            self.answer = nil
            row = try answer().first
        }
        guard let row, index < row.count, case .text(let json) = row.values[index] else {
            throw PostgresQueryError(state: "XX000", message: "a batch of \(count) reads came back without read \(index + 1)", detail: nil, query: nil)
        }
        let known = pooled.knownColumns(sql)
        let (rows, columns) = try JSONRows.parse(json, known: known)
        if let columns, columns !== known { pooled.keep(columns, of: sql) }
        return rows
    }
}

/// `json_agg` of rows as SQLRows: an array of flat objects whose values are numbers, strings,
/// booleans or null (whole numbers become integers, others reals, booleans 1 and 0).
enum JSONRows {
    struct Malformed: Error, CustomStringConvertible {
        let offset: Int
        var description: String { "PostgreSQL's JSON rows are malformed at byte \(offset)" }
    }

    /// `known`: the columns this read came back with before (every row of a read has the same
    /// keys in the same order): keys that match them are checked in place, not made into strings,
    /// and the rows share them. The columns of the last row are returned for next time.
    static func parse(_ json: String, known: SQLColumns? = nil) throws -> (rows: [SQLRow], columns: SQLColumns?) {
        var parser = Parser(bytes: Array(json.utf8)[...], columns: known)
        return (try parser.rows(), parser.columns)
    }

    private struct Parser {
        let bytes: ArraySlice<UInt8>
        var columns: SQLColumns?
        var index = 0

        mutating func rows() throws -> [SQLRow] {
            var rows: [SQLRow] = []
            try expect(UInt8(ascii: "["))
            skipSpace()
            if peek() == UInt8(ascii: "]") { return [] }
            while true {
                try expect(UInt8(ascii: "{"))
                // The keys as strings only once they differ from the known columns.
                var names: [String]?, values: [SQLValue] = []
                values.reserveCapacity(columns?.names.count ?? 8)
                skipSpace()
                if peek() != UInt8(ascii: "}") {
                    while true {
                        skipSpace()
                        let position = values.count
                        if names == nil, let known = columns?.names, position < known.count, key(known[position]) {
                            // as known
                        } else {
                            if names == nil { names = Array((columns?.names ?? []).prefix(position)) }
                            names!.append(try string())
                        }
                        try expect(UInt8(ascii: ":"))
                        values.append(try value())
                        skipSpace()
                        if peek() == UInt8(ascii: ",") { index += 1; continue }
                        break
                    }
                }
                try expect(UInt8(ascii: "}"))
                if let names {
                    columns = SQLColumns(names)
                } else if columns == nil || columns!.names.count != values.count {
                    columns = SQLColumns(Array((columns?.names ?? []).prefix(values.count)))
                }
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
                  bytes[index..<(index + count)].elementsEqual(UnsafeBufferPointer(start: text.utf8Start, count: count))
            else { throw Malformed(offset: index) }
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
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if whole, let int = Int64(text) { return .integer(int) }
            guard let real = Double(text) else { throw Malformed(offset: start) }
            return .real(real)
        }

        /// Steps over `"name"` when that is what comes next.
        mutating func key(_ name: String) -> Bool {
            let expected = name.utf8
            let end = index + expected.count + 2
            guard end <= bytes.count, bytes[index] == UInt8(ascii: "\""), bytes[end - 1] == UInt8(ascii: "\""),
                  bytes[(index + 1)..<(end - 1)].elementsEqual(expected) else { return false }
            index = end
            return true
        }

        mutating func string() throws -> String {
            skipSpace()
            guard peek() == UInt8(ascii: "\"") else { throw Malformed(offset: index) }
            do {
                return try JSONStringLiteral.read(bytes, at: &index)
            } catch {
                throw Malformed(offset: error.position)
            }
        }
    }
}
