import Foundation

/// The values bound to one statement's `?` placeholders, in order, or to its `:name` ones.
package struct SQLArguments: Sendable, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    package var values: [SQLValue]
    package var named: [String: SQLValue]

    package init() { values = []; named = [:] }

    package init(arrayLiteral elements: (any SQLValueConvertible)?...) { self.init(elements) }

    package init(dictionaryLiteral elements: (String, (any SQLValueConvertible)?)...) {
        values = []
        named = Dictionary(elements.map { ($0.0, $0.1?.sqlValue ?? .null) }, uniquingKeysWith: { $1 })
    }

    package init(_ elements: [(any SQLValueConvertible)?]) {
        values = elements.map { $0?.sqlValue ?? .null }
        named = [:]
    }

    package init<S: Sequence>(_ elements: S) where S.Element: SQLValueConvertible {
        values = elements.map(\.sqlValue)
        named = [:]
    }

    package init(values: [SQLValue]) { self.values = values; named = [:] }

    package var isEmpty: Bool { values.isEmpty && named.isEmpty }

    package mutating func append(contentsOf other: SQLArguments) {
        values += other.values
        named.merge(other.named) { $1 }
    }

    package static func + (lhs: SQLArguments, rhs: SQLArguments) -> SQLArguments {
        var sum = lhs
        sum.append(contentsOf: rhs)
        return sum
    }

    package static func += (lhs: inout SQLArguments, rhs: SQLArguments) { lhs.append(contentsOf: rhs) }
}

/// The column names of one result, shared by its rows. Looked up as SQLite does, without
/// regard to case: PostgreSQL answers `authorId` as `authorid`.
package final class SQLColumns: Sendable {
    package let names: [String]
    private let positions: [String: Int]

    package init(_ names: [String]) {
        self.names = names
        var positions: [String: Int] = [:]
        for (index, name) in names.enumerated().reversed() {
            positions[name] = index
            positions[Self.folded(name)] = index
        }
        self.positions = positions
    }

    /// By the name as written, else in ASCII small letters (PostgreSQL names unquoted columns so:
    /// `recipeId` comes back as `recipeid`).
    @inline(__always)
    func index(of name: String) -> Int? { positions[name] ?? positions[Self.folded(name)] }

    /// `name` with its ASCII capitals made small (column names are ASCII). Names of up to 15
    /// bytes stay inline in the string, no allocation, as `lowercased()` did not manage: it ran
    /// for every column read from PostgreSQL.
    static func folded(_ name: String) -> String {
        let utf8 = name.utf8
        guard utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return name }
        return String(unsafeUninitializedCapacity: utf8.count) { buffer in
            var count = 0
            for byte in utf8 {
                buffer[count] = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                count += 1
            }
            return count
        }
    }
}

/// One row of a result.
package struct SQLRow: Sendable {
    package let columns: SQLColumns
    package let values: [SQLValue]

    package init(columns: SQLColumns, values: [SQLValue]) {
        self.columns = columns
        self.values = values
    }

    package var columnNames: [String] { columns.names }
    package var count: Int { values.count }

    package func hasColumn(_ name: String) -> Bool { columns.index(of: name) != nil }

    /// The stored value of a column, `.null` when there is no such column.
    package func value(_ name: String) -> SQLValue {
        columns.index(of: name).map { values[$0] } ?? .null
    }

    /// A column's value as a Swift value; a column that is missing or holds something else is a
    /// programming error, as with GRDB (`Int?` reads NULL as nil).
    package subscript<T: SQLValueConvertible>(_ name: String) -> T {
        guard let index = columns.index(of: name) else { fatalError("no column \(name) in \(columns.names)") }
        return Self.convert(values[index], column: name)
    }

    package subscript<T: SQLValueConvertible>(_ index: Int) -> T {
        Self.convert(values[index], column: columns.names[index])
    }

    @inline(__always)
    static func convert<T: SQLValueConvertible>(_ value: SQLValue, column: String) -> T {
        guard let converted = T.fromSQLValue(value) else { fatalError("column \(column): cannot read \(value) as \(T.self)") }
        return converted
    }
}

/// Rows read one at a time: a load of every recipe holds one at once, not all of them.
package final class SQLCursor {
    private let nextRow: () throws -> SQLRow?

    package init(_ next: @escaping () throws -> SQLRow?) { nextRow = next }

    package func next() throws -> SQLRow? { try nextRow() }
}
