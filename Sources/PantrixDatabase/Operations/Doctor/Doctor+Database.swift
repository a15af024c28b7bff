import Foundation
import GRDB
import PantrixCore

extension Doctor {
    /// The database file and its folder: there, readable and writable by whoever runs this, owned
    /// by one user, then what is inside (`Doctor+Schema`).
    func database() -> [DoctorFinding] {
        let path = settings.databasePath
        let folder = PathFacts.parent(of: path)
        switch PathFacts.kind(path) {
        case .folder:
            return [.problem("database", "\(path) is a folder, not a database file",
                fix: "give --db the file's path, e.g. --db \(path)/pantrix.sqlite")]
        case .missing:
            let existing = PathFacts.nearestExisting(folder)
            guard PathFacts.canCreateFiles(in: existing) else {
                return [.problem("database", "\(path) does not exist and \(PathFacts.userName) cannot create it in \(existing)",
                    fix: "mkdir -p \(folder) && chown pantrix:pantrix \(folder) (the user the server runs as; the unit's StateDirectory= does this for /var/lib/pantrix)")]
            }
            return [.note("database", "\(path) does not exist yet: `pantrix serve` creates it at its first start")]
        case .file:
            return fileAccess(path, folder: folder) + contents(path)
        }
    }

    private func fileAccess(_ path: String, folder: String) -> [DoctorFinding] {
        let user = PathFacts.userName
        var findings: [DoctorFinding] = []
        let files = [path, path + "-wal", path + "-shm"].filter { PathFacts.kind($0) == .file }
        let locked = files.filter { !PathFacts.canReadAndWrite($0) }
        if !locked.isEmpty {
            findings.append(.problem("database", "\(user) cannot read and write \(locked.joined(separator: ", "))",
                fix: "chown \(user): \(locked.joined(separator: " ")) (or run the server as the user that owns them)"))
        }
        if !PathFacts.canCreateFiles(in: folder) {
            findings.append(.problem("database", "\(user) cannot create files in \(folder): SQLite keeps its -wal and -shm files beside the database",
                fix: "chown \(user): \(folder), and list it in the unit's ReadWritePaths= if it is not /var/lib/pantrix"))
        }
        // Root may write anything, so compare owners instead: `sudo pantrix migrate` leaves a
        // file the server's own user cannot write.
        if PathFacts.isRoot { findings += sameOwner(files) }
        if locked.isEmpty, PathFacts.canCreateFiles(in: folder) {
            findings.append(.ok("database", "\(user) can read and write \(path) and create files in \(folder)"))
        }
        return findings
    }

    private func sameOwner(_ files: [String]) -> [DoctorFinding] {
        var owners = files.map { ($0, PathFacts.owner($0)) }
        if PathFacts.kind(settings.uploadsPath) == .folder { owners.append((settings.uploadsPath, PathFacts.owner(settings.uploadsPath))) }
        if Set(owners.map(\.1)).count > 1 {
            let list = owners.map { "\($0.0) (\(PathFacts.name(ofUser: $0.1)))" }.joined(separator: ", ")
            return [.problem("database", "the database files and the uploads folder have different owners: \(list); the server runs as one user and writes all of them",
                fix: "chown them to the user the server runs as (pantrix in deploy/pantrix.service): chown -R pantrix:pantrix \(owners.map(\.0).joined(separator: " "))")]
        }
        return []
    }

    /// Opens the file read-only and checks what is inside; the caller's access checks come first.
    private func contents(_ path: String) -> [DoctorFinding] {
        do {
            let queue = try Self.openReadOnly(path)
            defer { try? queue.close() }
            return try queue.read { db in try schema(db, path: path) }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            return [.problem("database", "\(path) is not an SQLite database (or is damaged beyond reading)",
                fix: Self.restoreFix(path))]
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
            return [.problem("database", "\(path) is damaged: \(Self.sqliteMessage(error))", fix: Self.restoreFix(path))]
        } catch {
            return [.problem("database", "\(path) cannot be read: \(Self.sqliteMessage(error))",
                fix: "check the path and that \(PathFacts.userName) may read it; if it is damaged, \(Self.restoreFix(path))")]
        }
    }

    /// Read-only, and without leaving files behind: with no `-wal` or `-shm` beside it (no server
    /// has it open), it is opened `immutable`, as a plain read-only open would create both and
    /// leave them, owned by whoever ran the doctor. A server starting meanwhile is not disturbed;
    /// at worst this report reads a page mid-write.
    static func openReadOnly(_ path: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(10)
        let journal = [path + "-wal", path + "-shm"].contains { PathFacts.kind($0) != .missing }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard !journal, sqliteTakesURIs, let encoded = absolute.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) else {
            return try DatabaseQueue(path: path, configuration: configuration)
        }
        return try DatabaseQueue(path: "file:\(encoded)?immutable=1", configuration: configuration)
    }

    /// Whether this SQLite reads `file:` names as URIs (Debian's is built so).
    private static var sqliteTakesURIs: Bool {
        (try? DatabaseQueue().inDatabase { db in try Bool.fetchOne(db, sql: "SELECT sqlite_compileoption_used('USE_URI')") }) == true
    }

    static func restoreFix(_ path: String) -> String {
        "stop the server and restore the latest backup: pantrix restore --from BACKUP.sqlite --db \(path) (and the uploads folder from the same backup)"
    }
}
