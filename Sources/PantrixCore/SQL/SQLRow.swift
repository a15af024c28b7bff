import Foundation

/// The values bound to one statement's `?` placeholders, in order, or to its `:name` ones.
public struct SQLArguments: Sendable, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public var values: [SQLValue]
    public var named: [String: SQLValue]

    public init() { values = []; named = [:] }

    public init(arrayLiteral elements: (any SQLValueConvertible)?...) { self.init(elements) }

    public init(dictionaryLiteral elements: (String, (any SQLValueConvertible)?)...) {
        values = []
        named = Dictionary(elements.map { ($0.0, $0.1?.sqlValue ?? .null) }, uniquingKeysWith: { $1 })
    }

    public init(_ elements: [(any SQLValueConvertible)?]) {
        values = elements.map { $0?.sqlValue ?? .null }
        named = [:]
    }

    public init<S: Sequence>(_ elements: S) where S.Element: SQLValueConvertible {
        values = elements.map(\.sqlValue)
        named = [:]
    }

    public init(values: [SQLValue]) { self.values = values; named = [:] }

    public var isEmpty: Bool { values.isEmpty && named.isEmpty }

    public mutating func append(contentsOf other: SQLArguments) {
        values += other.values
        named.merge(other.named) { $1 }
    }

    public static func + (lhs: SQLArguments, rhs: SQLArguments) -> SQLArguments {
        var sum = lhs
        sum.append(contentsOf: rhs)
        return sum
    }

    public static func += (lhs: inout SQLArguments, rhs: SQLArguments) { lhs.append(contentsOf: rhs) }
}

/// The column names of one result, shared by its rows. Looked up as SQLite does, without
/// regard to case: PostgreSQL answers `authorId` as `authorid`.
public final class SQLColumns: Sendable {
    public let names: [String]
    private let positions: [String: Int]

    public init(_ names: [String]) {
        self.names = names
        var positions: [String: Int] = [:]
        for (index, name) in names.enumerated().reversed() {
            positions[name] = index
            positions[name.lowercased()] = index
        }
        self.positions = positions
    }

    @inline(__always)
    func index(of name: String) -> Int? { positions[name] ?? positions[name.lowercased()] }
}

/// One row of a result.
public struct SQLRow: Sendable {
    public let columns: SQLColumns
    public let values: [SQLValue]

    public init(columns: SQLColumns, values: [SQLValue]) {
        self.columns = columns
        self.values = values
    }

    public var columnNames: [String] { columns.names }
    public var count: Int { values.count }

    public func hasColumn(_ name: String) -> Bool { columns.index(of: name) != nil }

    /// The stored value of a column, `.null` when there is no such column.
    public func value(_ name: String) -> SQLValue {
        columns.index(of: name).map { values[$0] } ?? .null
    }

    /// A column's value as a Swift value; a column that is missing or holds something else is a
    /// programming error, as with GRDB (`Int?` reads NULL as nil).
    public subscript<T: SQLValueConvertible>(_ name: String) -> T {
        guard let index = columns.index(of: name) else { fatalError("no column \(name) in \(columns.names)") }
        return Self.convert(values[index], column: name)
    }

    public subscript<T: SQLValueConvertible>(_ index: Int) -> T {
        Self.convert(values[index], column: columns.names[index])
    }

    @inline(__always)
    static func convert<T: SQLValueConvertible>(_ value: SQLValue, column: String) -> T {
        guard let converted = T.fromSQLValue(value) else { fatalError("column \(column): cannot read \(value) as \(T.self)") }
        return converted
    }
}

/// Rows read one at a time: a load of every recipe holds one at once, not all of them.
public final class SQLCursor {
    private let nextRow: () throws -> SQLRow?

    public init(_ next: @escaping () throws -> SQLRow?) { nextRow = next }

    public func next() throws -> SQLRow? { try nextRow() }
}
