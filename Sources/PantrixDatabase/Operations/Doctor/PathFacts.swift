import Foundation
import PantrixCore

/// What this process may do with a path, as the kernel answers it (`access(2)`): for root that is
/// nearly everything on a writable filesystem, which is why the report says who ran it.
enum PathFacts {
    enum Kind { case missing, file, folder }

    static func kind(_ path: String) -> Kind {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return .missing }
        return isFolder.boolValue ? .folder : .file
    }

    static func canRead(_ path: String) -> Bool { access(path, R_OK) == 0 }

    static func canReadAndWrite(_ path: String) -> Bool { access(path, R_OK | W_OK) == 0 }

    /// New files can be made in it (write and search permission).
    static func canCreateFiles(in folder: String) -> Bool { access(folder, W_OK | X_OK) == 0 }

    static func parent(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// The path itself or its closest ancestor that exists: where a missing path would be made.
    static func nearestExisting(_ path: String) -> String {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        while kind(url.path) == .missing, url.path != "/" { url.deleteLastPathComponent() }
        return url.path
    }

    static func owner(_ path: String) -> uid_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_uid : uid_t.max
    }

    /// The user this process runs as, e.g. "pantrix".
    static var userName: String { name(ofUser: geteuid()) }

    static func name(ofUser uid: uid_t) -> String {
        guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return "uid \(uid)" }
        return String(cString: name)
    }

    static var isRoot: Bool { geteuid() == 0 }
}
