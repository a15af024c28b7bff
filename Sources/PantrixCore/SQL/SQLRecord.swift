import Foundation

/// A Decodable type reads itself from a row by its coding keys (column names). A property that
/// is no column type (an array, a nested struct) is stored as JSON text, as GRDB did.
extension RowDecodable where Self: Decodable {
    package init(row: SQLRow) throws {
        try self.init(from: SQLRowDecoder(row: row))
    }
}

/// A record stored in one table, written by its Encodable properties (column names).
package protocol TableRecord: Encodable {
    static var databaseTableName: String { get }
    /// The primary key's columns (`id` unless said otherwise).
    static var primaryKeyColumns: [String] { get }
}

/// A record whose primary key the database assigns on insert.
package protocol MutableTableRecord: TableRecord {
    mutating func didInsert(rowID: Int64)
}

package enum SQLRecordError: Error, Equatable {
    case recordNotFound(table: String)
}

extension TableRecord {
    package static var primaryKeyColumns: [String] { ["id"] }

    static var quotedTable: String { "\"\(databaseTableName)\"" }

    /// Columns and values; a nil property is NULL.
    func storedColumns() throws -> [(String, SQLValue)] {
        let encoder = SQLRowEncoder()
        try encode(to: encoder)
        return encoder.storage.columns
    }

    /// Inserts the row; NULL columns are left to their defaults (so an unset id is assigned).
    /// Kept prepared: a table's inserts differ only in which columns are NULL, a few texts each.
    @_disfavoredOverload
    package func insert(_ db: SQLConnection) throws {
        let columns = try storedColumns().filter { !$0.1.isNull }
        try db.cachedStatement(sql: Self.insertSQL(columns.map(\.0))).execute(arguments: SQLArguments(values: columns.map(\.1)))
    }

    static func insertSQL(_ names: [String], returning: String? = nil) -> String {
        "INSERT INTO \(quotedTable) (\(names.joined(separator: ", "))) VALUES (\(databaseQuestionMarks(count: names.count)))"
            + (returning.map { " RETURNING \($0)" } ?? "")
    }

    /// Writes every column of the row with this primary key; throws when there is none.
    package func update(_ db: SQLConnection) throws {
        let columns = try storedColumns()
        let keys = Self.primaryKeyColumns
        let set = columns.filter { !keys.contains($0.0) }
        let key = try keys.map { name in
            guard let value = columns.first(where: { $0.0 == name })?.1, !value.isNull else { throw SQLRecordError.recordNotFound(table: Self.databaseTableName) }
            return value
        }
        try db.execute(
            sql: "UPDATE \(Self.quotedTable) SET \(set.map { "\($0.0) = ?" }.joined(separator: ", ")) WHERE \(keys.map { "\($0) = ?" }.joined(separator: " AND "))",
            arguments: SQLArguments(values: set.map(\.1) + key))
        guard db.changesCount > 0 else { throw SQLRecordError.recordNotFound(table: Self.databaseTableName) }
    }

    /// Inserts the row, or replaces the columns of the one with the same primary key.
    package func save(_ db: SQLConnection) throws {
        let columns = try storedColumns()
        let keys = Self.primaryKeyColumns
        let set = columns.filter { !keys.contains($0.0) }.map { "\($0.0) = excluded.\($0.0)" }
        try db.execute(
            sql: Self.insertSQL(columns.map(\.0)) + " ON CONFLICT (\(keys.joined(separator: ", "))) "
                + (set.isEmpty ? "DO NOTHING" : "DO UPDATE SET \(set.joined(separator: ", "))"),
            arguments: SQLArguments(values: columns.map(\.1)))
    }

    /// Deletes the row with this primary key; false when there was none.
    @discardableResult
    package func delete(_ db: SQLConnection) throws -> Bool {
        let columns = try storedColumns()
        let keys = Self.primaryKeyColumns
        let values = keys.map { name in columns.first(where: { $0.0 == name })?.1 ?? .null }
        try db.execute(sql: "DELETE FROM \(Self.quotedTable) WHERE \(keys.map { "\($0) = ?" }.joined(separator: " AND "))",
                       arguments: SQLArguments(values: values))
        return db.changesCount > 0
    }
}

extension MutableTableRecord {
    /// Inserts the row and takes the primary key the database assigned.
    package mutating func insert(_ db: SQLConnection) throws {
        let columns = try storedColumns().filter { !$0.1.isNull }
        let key = Self.primaryKeyColumns[0]
        let id = try Int64.fetchOne(db.cachedStatement(sql: Self.insertSQL(columns.map(\.0), returning: key)),
                                    arguments: SQLArguments(values: columns.map(\.1)))
        if let id { didInsert(rowID: id) }
    }
}

// MARK: - Decoder

private struct SQLRowDecoder: Decoder {
    let row: SQLRow
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(RowContainer<Key>(row: row))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: codingPath, debugDescription: "a row is not a list"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(Any.self, .init(codingPath: codingPath, debugDescription: "a row is not one value"))
    }

    struct RowContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let row: SQLRow
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { row.columnNames.compactMap(Key.init(stringValue:)) }

        func contains(_ key: Key) -> Bool { row.hasColumn(key.stringValue) }

        func decodeNil(forKey key: Key) throws -> Bool { row.value(key.stringValue).isNull }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            let value = row.value(key.stringValue)
            if let convertible = T.self as? any SQLValueConvertible.Type {
                if let decoded = convertible.fromSQLValue(value) as? T { return decoded }
            } else if case .text(let json) = value {
                return try JSONDecoder().decode(T.self, from: Data(json.utf8))
            } else if case .blob(let json) = value {
                return try JSONDecoder().decode(T.self, from: json)
            }
            if !value.isNull || !row.hasColumn(key.stringValue) {
                // An enum or wrapper decoded from one plain value.
                if let decoded = try? T(from: SingleValueDecoder(value: value)) { return decoded }
            }
            throw DecodingError.typeMismatch(T.self, .init(codingPath: [key], debugDescription: "column \(key.stringValue) holds \(value)"))
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            throw DecodingError.typeMismatch(type, .init(codingPath: [key], debugDescription: "nested containers are stored as JSON"))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch([Any].self, .init(codingPath: [key], debugDescription: "nested containers are stored as JSON"))
        }

        func superDecoder() throws -> any Decoder { SQLRowDecoder(row: row) }
        func superDecoder(forKey key: Key) throws -> any Decoder { SQLRowDecoder(row: row) }
    }

    /// One column's value, for types that decode themselves from a single value (RawRepresentable enums).
    struct SingleValueDecoder: Decoder, SingleValueDecodingContainer {
        let value: SQLValue
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            throw DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: "one value"))
        }
        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "one value"))
        }
        func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
        func decodeNil() -> Bool { value.isNull }
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            if let convertible = T.self as? any SQLValueConvertible.Type, let decoded = convertible.fromSQLValue(value) as? T { return decoded }
            throw DecodingError.typeMismatch(T.self, .init(codingPath: [], debugDescription: "holds \(value)"))
        }
    }
}

// MARK: - Encoder

private final class SQLRowEncoder: Encoder {
    final class Storage { var columns: [(String, SQLValue)] = [] }
    let storage = Storage()
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(RowContainer<Key>(storage: storage))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { fatalError("a record is encoded as a row of columns") }
    func singleValueContainer() -> any SingleValueEncodingContainer { fatalError("a record is encoded as a row of columns") }

    struct RowContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let storage: Storage
        var codingPath: [any CodingKey] { [] }

        func put(_ value: SQLValue, _ key: Key) {
            if let index = storage.columns.firstIndex(where: { $0.0 == key.stringValue }) {
                storage.columns[index].1 = value
            } else {
                storage.columns.append((key.stringValue, value))
            }
        }

        mutating func encodeNil(forKey key: Key) throws { put(.null, key) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { put(try Self.value(of: value), key) }

        // A nil optional is a NULL column (the synthesized encoder would leave it out).
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
            if let value { put(try Self.value(of: value), key) } else { put(.null, key) }
        }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { put(value?.sqlValue ?? .null, key) }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { put(value?.sqlValue ?? .null, key) }
        mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { put(value?.sqlValue ?? .null, key) }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { put(value?.sqlValue ?? .null, key) }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { put(value?.sqlValue ?? .null, key) }

        static func value<T: Encodable>(of value: T) throws -> SQLValue {
            if let convertible = value as? any SQLValueConvertible { return convertible.sqlValue }
            if let single = try? SingleValueEncoder.encode(value) { return single }
            let json = try JSONEncoder().encode(value)
            return .text(String(decoding: json, as: UTF8.self))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            fatalError("nested containers are stored as JSON")
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { fatalError("nested containers are stored as JSON") }
        mutating func superEncoder() -> any Encoder { fatalError("not supported") }
        mutating func superEncoder(forKey key: Key) -> any Encoder { fatalError("not supported") }
    }

    /// Types that encode themselves as one plain value (RawRepresentable enums without SQLValueConvertible).
    final class SingleValueEncoder: Encoder, SingleValueEncodingContainer {
        var result: SQLValue?
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        static func encode<T: Encodable>(_ value: T) throws -> SQLValue {
            let encoder = SingleValueEncoder()
            try value.encode(to: encoder)
            guard let result = encoder.result else { throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "not one value")) }
            return result
        }

        struct NotOneValue: Error {}
        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Refusing<Key>())
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer { RefusingList() }
        func singleValueContainer() -> any SingleValueEncodingContainer { self }
        func encodeNil() throws { result = .null }
        func encode<T: Encodable>(_ value: T) throws {
            guard let convertible = value as? any SQLValueConvertible else { throw NotOneValue() }
            result = convertible.sqlValue
        }

        struct Refusing<Key: CodingKey>: KeyedEncodingContainerProtocol {
            var codingPath: [any CodingKey] { [] }
            mutating func encodeNil(forKey key: Key) throws { throw NotOneValue() }
            mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { throw NotOneValue() }
            mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
                KeyedEncodingContainer(Refusing<NestedKey>())
            }
            mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { RefusingList() }
            mutating func superEncoder() -> any Encoder { SingleValueEncoder() }
            mutating func superEncoder(forKey key: Key) -> any Encoder { SingleValueEncoder() }
        }

        struct RefusingList: UnkeyedEncodingContainer {
            var codingPath: [any CodingKey] { [] }
            var count: Int { 0 }
            mutating func encodeNil() throws { throw NotOneValue() }
            mutating func encode<T: Encodable>(_ value: T) throws { throw NotOneValue() }
            mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
                KeyedEncodingContainer(Refusing<NestedKey>())
            }
            mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { RefusingList() }
            mutating func superEncoder() -> any Encoder { SingleValueEncoder() }
        }
    }
}

extension TableRecord where Self: RowDecodable {
    /// The row with this primary key (a one-column key).
    package static func fetchOne(_ db: SQLConnection, key: some SQLValueConvertible) throws -> Self? {
        try fetchOne(db, sql: "SELECT * FROM \(quotedTable) WHERE \(primaryKeyColumns[0]) = ?", arguments: [key])
    }
}
