import Foundation
import PantrixCore

/// `pantrix doctor`: looks for what an operator gets wrong when deploying Pantrix (missing
/// libraries or resources, folders the server cannot write, a damaged or unmigrated database,
/// a full disk, a low open-files limit, cookies without `Secure` behind HTTPS) and says how to
/// fix each. It only reads: the database is opened read-only and never migrated.
package struct Doctor: Sendable {
    package struct Settings: Sendable {
        package var databasePath: String
        package var uploadsPath: String
        /// The folder holding `Public/`.
        package var rootPath: String
        package var host: String = "127.0.0.1"
        package var secureCookies = false
        package var trustedProxies: [String] = []
        /// `--max-connections` of the server it checks (the open-files limit must fit it).
        package var maxConnections = 2048
        /// Where the `pantrix` binary is: its resource folders must sit beside it.
        package var executableFolder: String
        /// Less free space than this, or than `minimumFreeFraction` of the filesystem, is a problem.
        package var minimumFreeBytes: Int64 = 1 << 30
        package var minimumFreeFraction = 0.10
        /// `PRAGMA quick_check` (no index cross-checks) instead of the full `integrity_check`.
        package var quickCheck = false

        package init(databasePath: String, uploadsPath: String, rootPath: String, executableFolder: String) {
            self.databasePath = databasePath
            self.uploadsPath = uploadsPath
            self.rootPath = rootPath
            self.executableFolder = executableFolder
        }
    }

    package let settings: Settings

    package init(_ settings: Settings) {
        self.settings = settings
    }

    /// Every check in turn, in the order an operator would fix them.
    package func run() -> [DoctorFinding] {
        var findings = [processUser()]
        findings += libraries()
        findings += resources()
        findings += database()
        findings += uploads()
        findings += staticFiles()
        findings += diskSpace()
        findings.append(openFiles())
        findings += cookies()
        return findings
    }
}

/// One line of the doctor's report: what was found and, for a problem, what to do.
package struct DoctorFinding: Sendable, Equatable, CustomStringConvertible {
    package enum Status: String, Sendable {
        /// As it should be.
        case ok
        /// Worth knowing, nothing to fix.
        case note
        /// Will break or weaken the server; `fix` says what to do.
        case problem
    }

    package let status: Status
    /// What was checked: "database", "uploads", "cookies", ...
    package let area: String
    package let message: String
    package let fix: String?

    package init(_ status: Status, _ area: String, _ message: String, fix: String? = nil) {
        self.status = status
        self.area = area
        self.message = message
        self.fix = fix
    }

    static func ok(_ area: String, _ message: String) -> DoctorFinding { DoctorFinding(.ok, area, message) }
    static func note(_ area: String, _ message: String) -> DoctorFinding { DoctorFinding(.note, area, message) }
    static func problem(_ area: String, _ message: String, fix: String) -> DoctorFinding {
        DoctorFinding(.problem, area, message, fix: fix)
    }

    /// `problem  uploads: … ` with the fix on the next line, indented under the message.
    package var description: String {
        let head = status.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + "\(area): \(message)"
        guard let fix else { return head }
        return head + "\n" + String(repeating: " ", count: 9) + "fix: " + fix
    }
}
