import ArgumentParser
import Foundation
import PantrixCore
import PantrixDatabase

struct CopyDatabase: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy-database",
        abstract: "Copy an instance's SQLite database into an empty PostgreSQL database, then check the copy.",
        discussion: """
            Stop the server first. Every row of every table is copied, ids kept, in one PostgreSQL
            transaction; the target must be empty (its schema is created if missing). Triggers are
            switched off during the copy so stored totals arrive as they are: the role connecting
            must own the tables (the role that created the schema does). Afterwards the row counts
            of every table and a sample of pages, read through the app from both, are compared;
            any difference exits non-zero. Photos are files: copy the uploads folder too.
            """)

    @Option(name: .customLong("from"), help: "The SQLite database to copy (PANTRIX_DB).")
    var source = EnvironmentDefaults.string("PANTRIX_DB", "./pantrix.sqlite")

    @Option(name: .customLong("to"), help: "The empty PostgreSQL database: postgres://user[:password]@host[:port]/database.")
    var target: String

    @Option(help: "How many recipes' pages to compare after the copy.")
    var samples = 20

    @Flag(help: "Copy nothing: only compare the two databases (a copy made before).")
    var checkOnly = false

    func run() async throws {
        guard FileManager.default.fileExists(atPath: source) else {
            throw ValidationError(DatabaseCopy.Failure.missing(source).description)
        }
        let targetName = DatabaseOptions.redacted(target)
        let from = try AppDatabase.open(path: source)
        let to = try await AppDatabase.open(url: target)
        let tables: [DatabaseCopy.Table]
        do {
            if checkOnly {
                tables = try DatabaseCopy.tables(from.sqlite!)
            } else {
                print("Copying \(source) to \(targetName)…")
                let report = try await DatabaseCopy.copy(from: from, to: to) { table, rows in
                    print("  \(table): \(rows) rows")
                }
                print(String(format: "Copied %d rows of %d tables in %.1f s.", report.rows, report.tables.count, report.seconds))
                tables = report.tables
            }
        } catch let failure as DatabaseCopy.Failure {
            FileHandle.standardError.write(Data("Error: \(failure.description)\n".utf8))
            throw ExitCode.failure
        }

        let counts = try await DatabaseCopy.counts(source: from, target: to, tables: tables)
        let width = counts.map(\.table.count).max() ?? 10
        print("\nRows per table (SQLite, PostgreSQL):")
        for count in counts {
            let name = count.table.padding(toLength: width, withPad: " ", startingAt: 0)
            print("  \(name) \(count.source) \(count.target)\(count.matches ? "" : "  DIFFERENT")")
        }
        let differing = counts.filter { !$0.matches }
        print(differing.isEmpty ? "All \(counts.count) tables have the same number of rows." : "\(differing.count) tables differ.")

        let pages = try await DatabaseCopy.compareSamples(source: from, target: to, count: samples)
        for mismatch in pages.mismatches { print(mismatch) }
        print("\(pages.matching) of \(pages.pages.count) sample pages match.")
        try await to.store.close()
        try await from.store.close()
        if !differing.isEmpty || !pages.mismatches.isEmpty { throw ExitCode.failure }
    }
}
