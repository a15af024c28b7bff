import Foundation
import GRDB
import PantrixCore

extension Doctor {
    /// Inside the database: intact, a Pantrix schema this binary knows, and every photo it lists
    /// present in the uploads folder. Reads only; migrations are counted, never run.
    func schema(_ db: Database, path: String) throws -> [DoctorFinding] {
        let pragma = settings.quickCheck ? "quick_check" : "integrity_check"
        let result = try String.fetchAll(db, sql: "PRAGMA \(pragma)")
        guard result == ["ok"] else {
            return [.problem("database", "\(path) failed its \(pragma): \(result.prefix(3).joined(separator: "; "))",
                fix: Self.restoreFix(path))]
        }
        var findings: [DoctorFinding] = [.ok("database", "\(pragma): ok")]
        guard try db.tableExists("grdb_migrations") else {
            findings.append(.problem("database", "\(path) is not a Pantrix database: it has no migration history",
                fix: "point --db at the Pantrix database, or move this file away and let `pantrix serve` create a new one"))
            return findings
        }
        findings.append(try migrations(db, path: path))
        findings += try admins(db, path: path)
        findings += try photoFiles(db)
        return findings
    }

    /// Someone who can reach the admin area: reports, people and invites need one.
    private func admins(_ db: Database, path: String) throws -> [DoctorFinding] {
        guard try db.columns(in: "user").contains(where: { $0.name == "role" }) else { return [] }
        let admins = try String.fetchAll(db, sql: "SELECT username FROM user WHERE role = 'admin' AND disabledAt IS NULL ORDER BY usernameKey LIMIT 4")
        guard admins.isEmpty else { return [.ok("admins", admins.prefix(3).joined(separator: ", ") + (admins.count > 3 ? " and more" : ""))] }
        return [.note(
            "admins",
            "nobody can reach the admin area (/admin) yet: sign up (on an invite-only server with a link from pantrix admin invite --db \(path)), then run pantrix admin grant YOUR_NAME --db \(path)")]
    }

    private func migrations(_ db: Database, path: String) throws -> DoctorFinding {
        let known = Migrations.migrator.migrations
        let applied = try Migrations.migrator.appliedIdentifiers(db)
        let unknown = applied.subtracting(known).sorted()
        if !unknown.isEmpty {
            return .problem("database", "\(path) was migrated by a newer Pantrix: \(unknown.joined(separator: ", ")) unknown to this binary",
                fix: "run the newer pantrix binary; to go back to this one, restore a backup made before the upgrade")
        }
        let pending = known.filter { !applied.contains($0) }
        guard !pending.isEmpty else { return .ok("database", "schema up to date (\(known.count) migrations, last \(known.last ?? "?"))") }
        return .problem("database", "\(pending.count) of \(known.count) migrations not applied yet: \(pending.joined(separator: ", "))",
            fix: "back it up first (pantrix backup --db \(path) --to BACKUP.sqlite), then restart the server, which applies them as it starts, or stop it and run pantrix migrate --db \(path) as the server's user")
    }

    /// Photos whose files are gone: the database restored without the uploads folder from the
    /// same backup, or a wrong --uploads.
    private func photoFiles(_ db: Database) throws -> [DoctorFinding] {
        guard try db.tableExists("photo") else { return [] }
        let names = try Row.fetchAll(db, sql: "SELECT displayFile, thumbFile FROM photo").flatMap { row -> [String] in
            [row[0], row[1]]
        }
        guard !names.isEmpty else { return [.ok("uploads", "no photos in the database yet")] }
        let folder = URL(fileURLWithPath: settings.uploadsPath)
        let missing = names.filter { !FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
        guard !missing.isEmpty else { return [.ok("uploads", "all \(names.count) photo files the database lists are in \(folder.path)")] }
        return [.problem("uploads", "\(missing.count) of \(names.count) photo files the database lists are not in \(folder.path) (e.g. \(missing[0]))",
            fix: "check --uploads; after a restore, copy the uploads folder from the same backup: rsync -a BACKUP/Uploads/ \(folder.path)/")]
    }
}
