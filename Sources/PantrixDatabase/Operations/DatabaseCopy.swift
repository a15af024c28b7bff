import Foundation
import GRDB
import PantrixCore

/// Moves an instance from its SQLite file into an empty PostgreSQL database: every row of every
/// table, ids kept, in one PostgreSQL transaction (a failure leaves the target as it was).
///
/// The tables and their order come from the SQLite schema itself (sqlite_master, without
/// SQLite's own tables, grdb_migrations and the FTS5 shadow tables), parents before children by
/// their foreign keys, so PostgreSQL's foreign keys (not deferrable) hold at every INSERT. A
/// reference that closes a cycle ("user".kitchenId → kitchen → "user") or points into its own
/// table is written NULL first and set once every row is in.
///
/// PostgreSQL's triggers are switched off for the copy (`ALTER TABLE … DISABLE TRIGGER name`,
/// undone before the commit): the stored totals (favourites, ratings, ingredient counts) arrive
/// as SQLite has them instead of being counted again, and `user_own_kitchen` makes no second
/// kitchen per person. That needs the connecting role to own the tables, as the role that
/// created the schema does; foreign keys stay enforced. Rows stream from SQLite through a
/// cursor, written 1,000 to an INSERT, so a large instance is never held in memory.
package enum DatabaseCopy {
    /// One table to copy: the columns read from SQLite, in order.
    package struct Table: Sendable, Equatable {
        package let name: String
        /// SQLite's columns (for an FTS5 table: rowid and its columns).
        package let columns: [String]
        /// Nullable references written NULL at first and set after every table is in.
        package let deferred: [String]
        /// The primary key, to set the deferred columns by.
        package let primaryKey: [String]
        package let isFullText: Bool
    }

    package struct TableCount: Sendable, Equatable {
        package let table: String
        package let source: Int
        package let target: Int
        package var matches: Bool { source == target }
    }

    package struct Report: Sendable {
        package let tables: [Table]
        package let rows: Int
        package let seconds: Double
    }

    package enum Failure: Error, CustomStringConvertible, Equatable {
        case missing(String)
        case notSQLite
        case notPostgres
        case targetNotEmpty([String])
        case tableMissing(String)
        case columnMissing(table: String, column: String)
        case cycle([String])
        case noPrimaryKey(String)

        package var description: String {
            switch self {
            case .missing(let path): "There is no database at \(path)."
            case .notSQLite: "The source must be a SQLite database."
            case .notPostgres: "The target must be a PostgreSQL database (postgres://user@host/database)."
            case .targetNotEmpty(let tables):
                "The target database is not empty (\(tables.joined(separator: ", "))). Copy into a new, empty database: nothing was written."
            case .tableMissing(let table): "The target has no table \(table): is its schema older than the source's?"
            case .columnMissing(let table, let column): "The target's table \(table) has no column \(column): is its schema older than the source's?"
            case .cycle(let tables): "The foreign keys between \(tables.joined(separator: ", ")) form a cycle of required references."
            case .noPrimaryKey(let table): "Table \(table) references itself but has no primary key."
            }
        }
    }

    /// Rows per INSERT (fewer for wide tables: PostgreSQL takes at most 65,535 parameters).
    package static let batchRows = 1000

    // MARK: - The tables, in order

    /// The tables of the SQLite schema in an order that inserts parents before children.
    package static func tables(_ source: any DatabaseReader) throws -> [Table] {
        try source.read { db in try tables(db) }
    }

    static func tables(_ db: Database) throws -> [Table] {
        let master = try Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name")
        let virtual = Set(master.filter { (($0["sql"] as String?) ?? "").uppercased().hasPrefix("CREATE VIRTUAL TABLE") }.map { $0["name"] as String })
        let names = master.map { $0["name"] as String }.filter { name in
            !name.hasPrefix("sqlite_") && name != "grdb_migrations"
                && !virtual.contains(where: { name.hasPrefix($0 + "_") && !virtual.contains(name) })
        }
        struct Info { var columns: [String]; var nullable: Set<String>; var primaryKey: [String]; var references: [(table: String, columns: [String])] }
        var infos: [String: Info] = [:]
        for name in names {
            let columns = try Row.fetchAll(db, sql: "SELECT name, \"notnull\", pk FROM pragma_table_info(?) ORDER BY cid", arguments: [name])
            var info = Info(
                columns: columns.map { $0["name"] },
                nullable: Set(columns.filter { ($0["notnull"] as Int) == 0 && ($0["pk"] as Int) == 0 }.map { $0["name"] as String }),
                primaryKey: columns.filter { ($0["pk"] as Int) > 0 }.sorted { ($0["pk"] as Int) < ($1["pk"] as Int) }.map { $0["name"] },
                references: [])
            if virtual.contains(name) { info.columns.insert("rowid", at: 0); info.primaryKey = ["rowid"] }
            let keys = try Row.fetchAll(db, sql: "SELECT id, \"table\", \"from\" FROM pragma_foreign_key_list(?) ORDER BY id, seq", arguments: [name])
            for (_, group) in Dictionary(grouping: keys, by: { $0["id"] as Int }).sorted(by: { $0.key < $1.key }) {
                info.references.append((group[0]["table"], group.map { $0["from"] }))
            }
            infos[name] = info
        }
        // Kahn's order, alphabetical among equals; a cycle is broken at a reference whose
        // columns may all be NULL, and a table's references to itself always are.
        var deferred: [String: Set<String>] = [:]
        var pending: [String: Set<String>] = [:]
        for name in names {
            for reference in infos[name]!.references where infos[reference.table] != nil {
                if reference.table == name {
                    guard reference.columns.allSatisfy(infos[name]!.nullable.contains) else { throw Failure.cycle([name]) }
                    guard !infos[name]!.primaryKey.isEmpty else { throw Failure.noPrimaryKey(name) }
                    deferred[name, default: []].formUnion(reference.columns)
                } else {
                    pending[name, default: []].insert(reference.table)
                }
            }
        }
        // The full-text tables (no foreign keys in SQLite, references to recipe in PostgreSQL) last.
        var ordered: [String] = []
        var left = names.filter { !virtual.contains($0) }
        while !left.isEmpty {
            if let ready = left.first(where: { (pending[$0] ?? []).isEmpty }) {
                ordered.append(ready)
                left.removeAll { $0 == ready }
                for name in left { pending[name]?.remove(ready) }
                continue
            }
            // Every table left waits on another: defer one nullable reference among them.
            var broken = false
            search: for name in left where !infos[name]!.primaryKey.isEmpty {
                for reference in infos[name]!.references where pending[name]?.contains(reference.table) == true
                    && reference.columns.allSatisfy(infos[name]!.nullable.contains) {
                    let all = infos[name]!.references.filter { $0.table == reference.table }
                    guard all.allSatisfy({ $0.columns.allSatisfy(infos[name]!.nullable.contains) }) else { continue }
                    for each in all { deferred[name, default: []].formUnion(each.columns) }
                    pending[name]?.remove(reference.table)
                    broken = true
                    break search
                }
            }
            if !broken { throw Failure.cycle(left) }
        }
        ordered += names.filter(virtual.contains)
        return ordered.map { name in
            let info = infos[name]!
            return Table(name: name, columns: info.columns, deferred: info.columns.filter { deferred[name]?.contains($0) == true },
                         primaryKey: info.primaryKey, isFullText: virtual.contains(name))
        }
    }

    // MARK: - Copying

    /// Copies every row of `source` (SQLite) into `target` (PostgreSQL, empty, schema in place).
    /// `progress` hears each table as it finishes (name, rows).
    package static func copy(
        from source: AppDatabase, to target: AppDatabase, progress: @escaping @Sendable (String, Int) -> Void = { _, _ in }
    ) async throws -> Report {
        guard let reader = source.sqlite else { throw Failure.notSQLite }
        guard target.store.dialect == .postgres else { throw Failure.notPostgres }
        let started = Date()
        let tables = try tables(reader)
        let targetColumns = try await target.store.read { db in try postgresColumns(db) }
        for table in tables {
            guard let columns = targetColumns[table.name.lowercased()] else { throw Failure.tableMissing(table.name) }
            for column in table.columns where columns[column.lowercased()] == nil {
                throw Failure.columnMissing(table: table.name, column: column)
            }
        }
        let occupied = try await target.store.read { db in try occupiedTables(db, tables) }
        guard occupied.isEmpty else { throw Failure.targetNotEmpty(occupied) }

        let rows = try await target.store.write { pg in
            // Checked again inside the copy's transaction: nobody slipped in between.
            let occupied = try occupiedTables(pg, tables)
            guard occupied.isEmpty else { throw Failure.targetNotEmpty(occupied) }
            // The schema's own triggers, by name (not foreign keys' internal ones, which stay on).
            let triggers = try SQLRow.fetchAll(pg, sql: """
                SELECT c.relname AS tablename, t.tgname AS triggername FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
                WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace ORDER BY 1, 2
                """).map { (table: $0["tablename"] as String, trigger: $0["triggername"] as String) }
            for each in triggers { try pg.execute(sql: "ALTER TABLE \(quoted(each.table)) DISABLE TRIGGER \(quoted(each.trigger))") }
            let rows = try reader.read { sqliteDB in
                let sqlite = SQLConnection(GRDBDriver(sqliteDB))
                var total = 0
                for table in tables {
                    let count = try copyRows(table, types: targetColumns[table.name.lowercased()]!, from: sqlite, to: pg)
                    progress(table.name, count)
                    total += count
                }
                for table in tables where !table.deferred.isEmpty {
                    try setDeferred(table, types: targetColumns[table.name.lowercased()]!, from: sqlite, to: pg)
                }
                return total
            }
            for each in triggers { try pg.execute(sql: "ALTER TABLE \(quoted(each.table)) ENABLE TRIGGER \(quoted(each.trigger))") }
            // Explicit ids leave the identities behind: the next row made here must follow the last copied.
            for table in tables where targetColumns[table.name.lowercased()]?["id"]?.isIdentity == true {
                let name = quoted(table.name)
                _ = try Int64.fetchOne(pg, sql: """
                    SELECT setval(pg_get_serial_sequence('\(name)', 'id'), coalesce(max(id), 0) + 1, false) FROM \(name)
                    """)
            }
            return rows
        }
        return Report(tables: tables, rows: rows, seconds: Date().timeIntervalSince(started))
    }

    struct Column {
        let type: String
        let isIdentity: Bool
    }

    /// The target's columns by table, names in lower case (PostgreSQL folds unquoted names).
    static func postgresColumns(_ db: SQLConnection) throws -> [String: [String: Column]] {
        var result: [String: [String: Column]] = [:]
        for row in try SQLRow.fetchAll(db, sql: """
            SELECT table_name, column_name, data_type, is_identity FROM information_schema.columns
            WHERE table_schema = current_schema()
            """) {
            result[row["table_name"], default: [:]][row["column_name"]] = Column(type: row["data_type"], isIdentity: (row["is_identity"] as String) == "YES")
        }
        return result
    }

    static func occupiedTables(_ db: SQLConnection, _ tables: [Table]) throws -> [String] {
        try tables.compactMap { table in
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM (SELECT 1 FROM \(quoted(table.name)) LIMIT 1) AS any_row") ?? 0
            return count > 0 ? table.name : nil
        }
    }

    /// `"name"` as PostgreSQL stores an unquoted name (lower case), and SQLite finds it too.
    static func quoted(_ name: String) -> String { "\"\(name.lowercased())\"" }

    private static func copyRows(_ table: Table, types: [String: Column], from sqlite: SQLConnection, to pg: SQLConnection) throws -> Int {
        let columns = table.columns
        let kinds = columns.map { types[$0.lowercased()]!.type }
        let deferred = columns.map { table.deferred.contains($0) }
        let perInsert = max(1, min(batchRows, 65_535 / columns.count))
        let columnList = columns.map(quoted).joined(separator: ", ")
        let tuple = "(" + PantrixCore.databaseQuestionMarks(count: columns.count) + ")"
        let cursor = try SQLRow.fetchCursor(sqlite, sql: "SELECT \(columnList) FROM \(quoted(table.name))")
        var values: [SQLValue] = []
        values.reserveCapacity(perInsert * columns.count)
        var pendingRows = 0, total = 0
        func flush() throws {
            guard pendingRows > 0 else { return }
            let tuples = Array(repeating: tuple, count: pendingRows).joined(separator: ", ")
            try pg.execute(sql: "INSERT INTO \(quoted(table.name)) (\(columnList)) VALUES \(tuples)", arguments: SQLArguments(values: values))
            total += pendingRows
            pendingRows = 0
            values.removeAll(keepingCapacity: true)
        }
        while let row = try cursor.next() {
            for index in columns.indices {
                values.append(deferred[index] ? .null : converted(row.values[index], to: kinds[index]))
            }
            pendingRows += 1
            if pendingRows == perInsert { try flush() }
        }
        try flush()
        return total
    }

    /// Sets the references written NULL at first (only rows that have one), many rows to an
    /// `UPDATE … FROM (VALUES …)`: row by row, the 726,000 cooks of the 1M benchmark database took
    /// a round trip each.
    private static func setDeferred(_ table: Table, types: [String: Column], from sqlite: SQLConnection, to pg: SQLConnection) throws {
        let selected = table.deferred + table.primaryKey
        let kinds = selected.map { types[$0.lowercased()]!.type }
        let anySet = table.deferred.map { "\(quoted($0)) IS NOT NULL" }.joined(separator: " OR ")
        let cursor = try SQLRow.fetchCursor(sqlite, sql: "SELECT \(selected.map(quoted).joined(separator: ", ")) FROM \(quoted(table.name)) WHERE \(anySet)")
        let perUpdate = max(1, min(batchRows, 65_535 / selected.count))
        // Typed, as a VALUES list's parameters have no type of their own.
        let tuple = "(" + kinds.map { "?::\($0)" }.joined(separator: ", ") + ")"
        let names = selected.indices.map { "c\($0)" }.joined(separator: ", ")
        let assignments = table.deferred.enumerated().map { "\(quoted($1)) = v.c\($0)" }.joined(separator: ", ")
        let match = table.primaryKey.enumerated().map { "t.\(quoted($1)) = v.c\(table.deferred.count + $0)" }.joined(separator: " AND ")
        var values: [SQLValue] = []
        var pendingRows = 0
        func flush() throws {
            guard pendingRows > 0 else { return }
            let tuples = Array(repeating: tuple, count: pendingRows).joined(separator: ", ")
            try pg.execute(sql: """
                UPDATE \(quoted(table.name)) AS t SET \(assignments) FROM (VALUES \(tuples)) AS v(\(names)) WHERE \(match)
                """, arguments: SQLArguments(values: values))
            pendingRows = 0
            values.removeAll(keepingCapacity: true)
        }
        while let row = try cursor.next() {
            values += zip(row.values, kinds).map { converted($0, to: $1) }
            pendingRows += 1
            if pendingRows == perUpdate { try flush() }
        }
        try flush()
    }

    /// A value as the PostgreSQL column takes it, where SQLite's loose typing stored another
    /// kind (text in a BLOB column, a whole real in an INTEGER one).
    static func converted(_ value: SQLValue, to type: String) -> SQLValue {
        switch (value, type) {
        case (.text(let text), "bytea"): .blob(Data(text.utf8))
        case (.real(let real), "bigint"), (.real(let real), "smallint"), (.real(let real), "integer"):
            real.rounded() == real && abs(real) < 9.2e18 ? .integer(Int64(real)) : value
        case (.integer(let int), "text"): .text(String(int))
        case (.real(let real), "text"): .text(String(real))
        case (.blob(let data), "text"): String(data: data, encoding: .utf8).map { .text($0) } ?? value
        default: value
        }
    }

    // MARK: - Checking

    /// Rows in each table, in both.
    package static func counts(source: AppDatabase, target: AppDatabase, tables: [Table]) async throws -> [TableCount] {
        let names = tables.map(\.name)
        let sql: @Sendable (String) -> String = { "SELECT count(*) FROM \(quoted($0))" }
        let sourceCounts = try await source.store.read { db in try names.map { try Int.fetchOne(db, sql: sql($0)) ?? 0 } }
        let targetCounts = try await target.store.read { db in try names.map { try Int.fetchOne(db, sql: sql($0)) ?? 0 } }
        return names.indices.map { TableCount(table: names[$0], source: sourceCounts[$0], target: targetCounts[$0]) }
    }
}
