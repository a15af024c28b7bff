import Foundation
import DishPhotos
import GRDB
import PantrixCore

extension Doctor {
    /// SQLite with what the schema uses, and the photo libraries doing one real photo's work.
    /// (A library missing altogether stops the binary before this runs: `ldd` names it.)
    func libraries() -> [DoctorFinding] {
        [sqlite(), photoLibraries()]
    }

    private func sqlite() -> DoctorFinding {
        do {
            let version = try DatabaseQueue().inDatabase { db in
                // Recipe search is FTS5, cook now reads JSON: both must be compiled in.
                try db.execute(sql: "CREATE VIRTUAL TABLE temp.doctor_fts USING fts5(text)")
                _ = try Int.fetchOne(db, sql: "SELECT json_extract('{\"a\": 1}', '$.a')")
                return try String.fetchOne(db, sql: "SELECT sqlite_version()") ?? "?"
            }
            return .ok("libraries", "SQLite \(version) with FTS5 and JSON")
        } catch {
            return .problem("libraries", "SQLite lacks what Pantrix needs (\(Self.sqliteMessage(error)))",
                fix: "install a libsqlite3 built with FTS5 and JSON, as Debian's libsqlite3-0 is: apt-get install libsqlite3-0")
        }
    }

    /// libmagic must tell a PNG from its bytes (its database is a separate file) and libvips must
    /// decode it and write the JPEGs, as for every upload.
    private func photoLibraries() -> DoctorFinding {
        let fix = "apt-get install libmagic1 libmagic-mgc libvips42 (libmagic-mgc is the file-type database)"
        do {
            let processor = try PhotoProcessor()
            let kind = PhotoProcessor.sniff(Self.tinyPNG)
            guard kind == "image/png" else {
                return .problem("libraries", "libmagic calls a PNG \(kind): its database is missing or not the one expected", fix: fix)
            }
            _ = try processor.process(Self.tinyPNG)
            let heic = PhotoProcessor.acceptedKinds.contains(.heic) ? "HEIC too" : "no HEIC"
            return .ok("libraries", "libmagic recognises photos; libvips \(PhotoProcessor.libvipsVersion) decodes and writes JPEG (\(heic))")
        } catch PhotoProcessorError.libmagicUnavailable(let reason) {
            return .problem("libraries", "libmagic cannot load its database: \(reason); photo uploads would all fail", fix: fix)
        } catch PhotoProcessorError.libvipsUnavailable(let reason) {
            return .problem("libraries", "libvips does not start: \(reason); photo uploads would all fail", fix: fix)
        } catch {
            return .problem("libraries", "libvips could not re-encode a test PNG (\(error)); photo uploads would fail", fix: fix)
        }
    }

    /// FoodKit and PantrixCore read their data from folders SwiftPM puts beside the binary.
    func resources() -> [DoctorFinding] {
        let folder = URL(fileURLWithPath: settings.executableFolder)
        let missing = ["pantrix_FoodKit.resources", "pantrix_PantrixCore.resources"].filter {
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
        }
        guard !missing.isEmpty else { return [.ok("resources", "food and recipe data beside the binary in \(folder.path)")] }
        return [.problem("resources", "\(missing.joined(separator: " and ")) not beside the binary in \(folder.path): the server stops at the first page that needs food data",
            fix: "copy them from the build with the binary: cp -r .build/release/pantrix .build/release/*.resources \(folder.path)/")]
    }

    static func sqliteMessage(_ error: any Error) -> String {
        (error as? DatabaseError)?.message ?? "\(error)"
    }

    /// An 8×8 PNG: enough for libmagic to name and libvips to decode.
    static let tinyPNG = Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mM4UaGBFTEMLQkAUtVaASL5fhoAAAAASUVORK5CYII=")!
}
