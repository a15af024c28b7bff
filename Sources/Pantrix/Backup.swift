import ArgumentParser
import Foundation
import GRDB
import PantrixCore
import PantrixDatabase

struct Backup: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Copy the database while the server runs (SQLite online backup), checked before it is kept.",
        discussion: "Photos are files in the uploads folder: copy that folder too (see README, Backups).")

    @Option(help: "The live database (PANTRIX_DB).")
    var db = EnvironmentDefaults.string("PANTRIX_DB", "./pantrix.sqlite")

    @Option(name: .customLong("to"), help: "Backup file to write (replaced only once the new copy passes its check).")
    var destination: String

    func run() throws {
        do {
            let report = try DatabaseBackup.backup(from: db, to: destination)
            print("Backed up \(db) to \(destination): \(report.bytes / 1024) KiB, integrity ok, schema \(report.migration ?? "?").")
        } catch let failure as DatabaseBackup.Failure {
            throw ValidationError(failure.description)
        } catch let error as DatabaseError {
            throw ValidationError("Could not back up \(db): \(error.message ?? "SQLite error \(error.resultCode)").")
        }
    }
}

struct Restore: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replace the database with a backup (stop the server first).",
        discussion: "The backup is checked (integrity and Pantrix schema) before anything is overwritten.")

    @Option(name: .customLong("from"), help: "Backup file made by `pantrix backup`.")
    var source: String

    @Option(help: "Database to replace (PANTRIX_DB).")
    var db = EnvironmentDefaults.string("PANTRIX_DB", "./pantrix.sqlite")

    func run() throws {
        do {
            let report = try DatabaseBackup.restore(from: source, to: db)
            print("Restored \(db) from \(source): \(report.bytes / 1024) KiB, schema \(report.migration ?? "?"). Start the server again.")
        } catch let failure as DatabaseBackup.Failure {
            throw ValidationError(failure.description)
        } catch let error as DatabaseError {
            throw ValidationError("\(source) is not a usable backup (\(error.message ?? "SQLite error \(error.resultCode)")); nothing was changed.")
        }
    }
}
