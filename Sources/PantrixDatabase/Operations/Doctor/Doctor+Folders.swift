import Foundation
import PantrixCore

extension Doctor {
    /// The uploads folder: a folder, and one this user can write photos into.
    func uploads() -> [DoctorFinding] {
        let path = settings.uploadsPath
        let user = PathFacts.userName
        switch PathFacts.kind(path) {
        case .file:
            return [.problem("uploads", "\(path) is a file, not a folder: photo uploads would fail",
                fix: "give --uploads a folder (e.g. /var/lib/pantrix/Uploads), or move the file away")]
        case .missing:
            let existing = PathFacts.nearestExisting(path)
            guard PathFacts.canCreateFiles(in: existing) else {
                return [.problem("uploads", "\(path) does not exist and \(user) cannot create it in \(existing)",
                    fix: "mkdir -p \(path) && chown pantrix:pantrix \(path) (the user the server runs as)")]
            }
            return [.note("uploads", "\(path) does not exist yet: `pantrix serve` creates it at start")]
        case .folder:
            guard PathFacts.canCreateFiles(in: path) else {
                return [.problem("uploads", "\(user) cannot write into \(path): photo uploads would fail",
                    fix: "chown -R \(user): \(path), and list it in the unit's ReadWritePaths= if it is not under /var/lib/pantrix")]
            }
            return [.ok("uploads", "\(user) can write photos into \(path)")]
        }
    }

    /// The stylesheet and scripts the pages link to, under `--root`/Public.
    func staticFiles() -> [DoctorFinding] {
        let publicFolder = URL(fileURLWithPath: settings.rootPath).appendingPathComponent("Public").standardizedFileURL.path
        let missing = ["css/app.css", "js/app.js", "js/recipe-form.js", "js/cook-mode.js", "js/offline.js", "js/sw.js", "manifest.webmanifest", "api/openapi.yaml"].filter { !PathFacts.canRead(publicFolder + "/" + $0) }
        guard !missing.isEmpty else { return [.ok("static files", "stylesheet and scripts in \(publicFolder)")] }
        return [.problem("static files", "\(missing.joined(separator: ", ")) missing or unreadable in \(publicFolder): pages would have no style or scripts",
            fix: "copy the repository's Public/ folder there (cp -r Public \(settings.rootPath)/), or point --root at the folder holding Public/")]
    }

    /// Free space on the filesystem(s) holding the database and the uploads: SQLite needs room
    /// for its WAL and to checkpoint, and a full disk fails every write.
    func diskSpace() -> [DoctorFinding] {
        var seen: [UInt: [String]] = [:]
        var order: [(UInt, statvfs, String)] = []
        for (what, path) in [("the database", PathFacts.parent(of: settings.databasePath)), ("the uploads", settings.uploadsPath)] {
            var info = statvfs()
            let existing = PathFacts.nearestExisting(path)
            guard statvfs(existing, &info) == 0 else { continue }
            if seen[info.f_fsid] == nil { order.append((info.f_fsid, info, existing)) }
            seen[info.f_fsid, default: []].append(what)
        }
        return order.map { fsid, info, path in
            let free = Int64(info.f_bavail) * Int64(info.f_frsize)
            let size = Int64(info.f_blocks) * Int64(info.f_frsize)
            let share = size > 0 ? Double(free) / Double(size) : 0
            let holding = (seen[fsid] ?? []).joined(separator: " and ")
            let figures = "\(Self.gigabytes(free)) free of \(Self.gigabytes(size)) (\(Int((share * 100).rounded())) %) on the filesystem of \(path), holding \(holding)"
            guard free >= settings.minimumFreeBytes, share >= settings.minimumFreeFraction else {
                return .problem("disk", "only \(figures)",
                    fix: "free space or move the data to a bigger filesystem (stop the server, move the database with its -wal and the uploads folder, change --db and --uploads)")
            }
            return .ok("disk", figures)
        }
    }

    static func gigabytes(_ bytes: Int64) -> String {
        String(format: "%.1f GB", Double(bytes) / 1_000_000_000)
    }
}
