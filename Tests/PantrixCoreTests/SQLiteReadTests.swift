import Foundation
import Testing
@testable import PantrixCore
import PantrixDatabase

/// Reads on SQLite step statements with SQLite's own calls: every kind of value goes in and comes
/// back as it was, a statement reused with other arguments answers for those, and a wrong number
/// of arguments or a failing statement is an error that leaves the statement usable.
@Suite struct SQLiteReadTests {
    private func withFile(_ body: (AppDatabase) async throws -> Void) async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pantrix-reads-\(UUID().uuidString).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        try await body(try AppDatabase.open(path: path))
    }

    @Test func everyKindOfValueComesBackAsItWent() async throws {
        try await withFile { db in
            let values: [SQLValue] = [.integer(-42), .integer(Int64.max), .real(2.5), .text("crème brûlée 🍮 \"q\""), .text(""),
                                      .blob(Data([0, 1, 255])), .blob(Data()), .null]
            let sql = "SELECT ?, ?, ?, ?, ?, ?, ?, ?"
            let body: @Sendable (SQLConnection) throws -> [SQLRow] = { c in try c.cachedStatement(sql: sql).rows(SQLArguments(values: values)) }
            // In a transaction of its own, as one statement, and on a pool reader.
            for rows in [try await db.store.readBrief(body), try await db.store.readStatement(body), try await db.store.read(body)] {
                #expect(rows.count == 1)
                #expect(rows[0].values == values)
            }
        }
    }

    /// A cursor (the cook-now index's load, a database copy) reads rows one at a time with the same reader.
    @Test func aCursorReadsEveryKindOfValue() async throws {
        try await withFile { db in
            let values: [SQLValue] = [.integer(-42), .real(2.5), .text("crème brûlée 🍮"), .blob(Data([0, 1, 255])), .null]
            let rows = try await db.store.read { c in
                let cursor = try SQLRow.fetchCursor(c, sql: "SELECT ?, ?, ?, ?, ? UNION ALL SELECT 1, 2, 3, 4, 5", arguments: SQLArguments(values: values))
                return [try cursor.next(), try cursor.next(), try cursor.next()]
            }
            #expect(rows.map { $0?.values } == [values, [.integer(1), .integer(2), .integer(3), .integer(4), .integer(5)], nil])
        }
    }

    @Test func aStatementUsedAgainAnswersForItsNewArguments() async throws {
        try await withFile { db in
            let answers = try await db.store.readBrief { c in
                let statement = try c.cachedStatement(sql: "SELECT value FROM json_each(?) WHERE value > ? ORDER BY value")
                return try [
                    statement.rows(["[1,2,3,4]", 2]).map(\.values),
                    statement.rows(["[5,6]", 0]).map(\.values),
                    statement.rows(["[7]", 10]).map(\.values),
                ]
            }
            #expect(answers == [[[.integer(3)], [.integer(4)]], [[.integer(5)], [.integer(6)]], []])
        }
    }

    @Test func aWrongNumberOfArgumentsOrAFailingStatementIsAnErrorAndTheStatementStaysUsable() async throws {
        try await withFile { db in
            let sql = "SELECT abs(?)"
            await #expect(throws: (any Error).self) {
                try await db.store.readBrief { c in try c.cachedStatement(sql: sql).rows([1, 2]) }
            }
            // abs() of the smallest integer overflows: SQLite fails the step.
            await #expect(throws: (any Error).self) {
                try await db.store.readBrief { c in try c.cachedStatement(sql: sql).rows([Int64.min]) }
            }
            let rows = try await db.store.readBrief { c in try c.cachedStatement(sql: sql).rows([-7]) }
            #expect(rows.map(\.values) == [[.integer(7)]])
        }
    }

    /// Brief reads run on SQLite handles of their own (LookupConnections): arguments by name, a
    /// cursor and a statement prepared for one use work there as on the pool.
    @Test func aBriefReadTakesNamedArgumentsCursorsAndOneOffStatements() async throws {
        try await withFile { db in
            let answers = try await db.store.readBrief { c in
                let named = try c.cachedStatement(sql: "SELECT :b - :a").rows(["a": 2, "b": 9]).map(\.values)
                let cursor = try SQLRow.fetchCursor(c, sql: "SELECT value FROM json_each(?)", arguments: ["[1,2]"])
                let stepped = [try cursor.next()?.values, try cursor.next()?.values, try cursor.next()?.values]
                let once = try SQLRow.fetchAll(c, sql: "SELECT upper(?)", arguments: ["salt"]).map(\.values)
                return (named, stepped, once)
            }
            #expect(answers.0 == [[.integer(7)]])
            #expect(answers.1 == [[.integer(1)], [.integer(2)], nil])
            #expect(answers.2 == [[.text("SALT")]])
        }
    }

    /// A brief read is one transaction that ends with it: the next one sees what was written in
    /// between, including after a read that threw part way through.
    @Test func eachBriefReadSeesWhatWasCommittedBeforeIt() async throws {
        try await withFile { db in
            try await db.store.write { c in try c.execute(sql: "CREATE TABLE brief_read (x)") }
            let count: @Sendable (SQLConnection) throws -> Int = { c in try Int.fetchOne(c, sql: "SELECT count(*) FROM brief_read") ?? -1 }
            let before = try await db.store.readBrief(count)
            try await db.store.write { c in try c.execute(sql: "INSERT INTO brief_read VALUES (1)") }
            #expect(try await db.store.readBrief(count) == before + 1)
            await #expect(throws: (any Error).self) {
                try await db.store.readBrief { c in
                    _ = try count(c)
                    return try c.cachedStatement(sql: "SELECT abs(?)").rows([Int64.min])
                }
            }
            try await db.store.write { c in try c.execute(sql: "INSERT INTO brief_read VALUES (2)") }
            #expect(try await db.store.readBrief(count) == before + 2)
            #expect(try await db.store.readStatement(count) == before + 2)
        }
    }
}
