import Foundation
import GRDB
import PantrixCore

/// Backups of the live database with SQLite's online backup API, and restoring one.
///
/// A backup reads one consistent snapshot (a read transaction in WAL mode) while the server
/// keeps writing, copies it page by page into a temporary file next to the destination,
/// checks the copy with `PRAGMA integrity_check`, and only then renames it into place, so a
/// half-written backup never carries the final name. Photos live in the uploads folder, not in
/// the database: copy that folder alongside (see README "Backups").
package enum DatabaseBackup {
    package struct Report: Sendable, Equatable {
        package let pages: Int
        package let bytes: Int
        package let migration: String?
    }

    package enum Failure: Error, CustomStringConvertible, Equatable {
        case missing(String)
        case notPantrix(String)
        case damaged(String, String)

        package var description: String {
            switch self {
            case .missing(let path): "There is no database at \(path)."
            case .notPantrix(let path): "\(path) is not a Pantrix database (it has no migration history)."
            case .damaged(let path, let detail): "\(path) failed its integrity check: \(detail)"
            }
        }
    }

    /// Copies the database at `source` into `destination` while others may be writing to it.
    @discardableResult
    package static func backup(from source: String, to destination: String, pagesPerStep: Int32 = 256) throws -> Report {
        guard FileManager.default.fileExists(atPath: source) else { throw Failure.missing(source) }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(10)
        let pool = try DatabasePool(path: source, configuration: configuration)
        let partial = destination + ".partial"
        try? FileManager.default.removeItem(atPath: partial)
        do {
            let copy = try DatabaseQueue(path: partial)
            try pool.backup(to: copy, pagesPerStep: pagesPerStep)
            let report = try check(copy, path: partial)
            try copy.close()
            try pool.close()
            try? FileManager.default.removeItem(atPath: destination)
            try FileManager.default.moveItem(atPath: partial, toPath: destination)
            return report
        } catch {
            try? FileManager.default.removeItem(atPath: partial)
            throw error
        }
    }

    /// Replaces the database at `destination` with the backup. Stop the server first: a running
    /// server keeps its own connections to the old file.
    @discardableResult
    package static func restore(from backupPath: String, to destination: String) throws -> Report {
        guard FileManager.default.fileExists(atPath: backupPath) else { throw Failure.missing(backupPath) }
        var readOnly = Configuration()
        readOnly.readonly = true
        let source = try DatabaseQueue(path: backupPath, configuration: readOnly)
        let report = try check(source, path: backupPath)
        // Written through SQLite (not a file copy), so a WAL left beside the old file cannot
        // be replayed over the restored pages.
        let target = try DatabaseQueue(path: destination)
        try source.backup(to: target)
        try target.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
        try target.close()
        try source.close()
        return report
    }

    static func check(_ reader: some DatabaseReader, path: String) throws -> Report {
        try reader.read { db in
            let result = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            guard result == ["ok"] else { throw Failure.damaged(path, result.prefix(3).joined(separator: "; ")) }
            guard try db.tableExists("grdb_migrations") else { throw Failure.notPantrix(path) }
            let migration = try String.fetchOne(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid DESC LIMIT 1")
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            let size = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0
            return Report(pages: pages, bytes: pages * size, migration: migration)
        }
    }
}
