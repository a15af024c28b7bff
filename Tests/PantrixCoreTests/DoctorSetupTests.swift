import Foundation
import Testing
@testable import PantrixCore
@testable import PantrixDatabase

/// `pantrix doctor` on what surrounds the database: folders, files beside the binary, disk,
/// open-files limit and cookies.
@Suite struct DoctorSetupTests {
    @Test func uploadsThatIsAFileIsAProblem() throws {
        var deployment = try DoctorDeployment()
        defer { deployment.remove() }
        deployment.settings.uploadsPath = deployment.folder.appendingPathComponent("photos.tar").path
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: deployment.settings.uploadsPath))

        #expect(deployment.run().problems("uploads") == ["""
            problem  uploads: \(deployment.settings.uploadsPath) is a file, not a folder: photo uploads would fail
                     fix: give --uploads a folder (e.g. /var/lib/pantrix/Uploads), or move the file away
            """])
    }

    /// Root writes through any mode bits, so as root the doctor compares owners (the uploads folder
    /// made by `sudo mkdir`); as anyone else it asks the kernel whether it may write.
    @Test func uploadsTheServerCannotWriteIsAProblem() async throws {
        let deployment = try DoctorDeployment()
        defer { deployment.remove() }
        try await AppDatabase.open(path: deployment.databasePath).checkpointAndClose()
        let uploads = deployment.settings.uploadsPath
        if geteuid() == 0 {
            #expect(chown(uploads, 65534, 65534) == 0)
            let problems = deployment.run().problems("database")
            #expect(problems.count == 1)
            #expect(problems.first?.contains("have different owners: ") == true)
            #expect(problems.first?.contains("\(uploads) (\(PathFacts.name(ofUser: 65534)))") == true)
            #expect(problems.first?.contains("fix: chown them to the user the server runs as (pantrix in deploy/pantrix.service): chown -R pantrix:pantrix ") == true)
        } else {
            #expect(chmod(uploads, 0o500) == 0)
            defer { chmod(uploads, 0o700) }
            #expect(deployment.run().problems("uploads") == ["""
                problem  uploads: \(PathFacts.userName) cannot write into \(uploads): photo uploads would fail
                         fix: chown -R \(PathFacts.userName): \(uploads), and list it in the unit's ReadWritePaths= if it is not under /var/lib/pantrix
                """])
        }
    }

    @Test func aMissingDatabaseAndUploadsFolderAreCreatedAtFirstStart() throws {
        var deployment = try DoctorDeployment()
        defer { deployment.remove() }
        deployment.settings.uploadsPath = deployment.folder.appendingPathComponent("new/Uploads").path
        let findings = deployment.run()
        #expect(findings.filter { $0.status == .problem }.isEmpty, "\(findings.map(\.description))")
        #expect(findings.contains { $0.status == .note && $0.message == "\(deployment.databasePath) does not exist yet: `pantrix serve` creates it at its first start" })
        #expect(findings.contains { $0.status == .note && $0.area == "uploads" && $0.message.hasSuffix("creates it at start") })
    }

    @Test func filesMissingBesideTheBinaryOrUnderTheRootAreProblems() throws {
        var deployment = try DoctorDeployment()
        defer { deployment.remove() }
        try FileManager.default.removeItem(atPath: deployment.settings.executableFolder + "/pantrix_FoodKit.resources")
        deployment.settings.rootPath = deployment.folder.path
        let findings = deployment.run()
        let resources = findings.problems("resources")
        #expect(resources.count == 1)
        #expect(resources.first?.contains("pantrix_FoodKit.resources not beside the binary") == true)
        #expect(resources.first?.contains("fix: copy them from the build with the binary: cp -r .build/release/pantrix .build/release/*.resources") == true)
        let statics = findings.problems("static files")
        #expect(statics.first?.contains("css/app.css, js/app.js, js/recipe-form.js, js/cook-mode.js, js/offline.js, js/sw.js, manifest.webmanifest, api/openapi.yaml missing or unreadable in \(deployment.folder.path)/Public") == true)
    }

    @Test func littleFreeSpaceAndALowOpenFilesLimitAreProblems() throws {
        var deployment = try DoctorDeployment()
        defer { deployment.remove() }
        deployment.settings.minimumFreeBytes = .max
        deployment.settings.maxConnections = Int(Int32.max)
        let findings = deployment.run()
        let disk = findings.problems("disk")
        #expect(disk.count == 1, "the database and uploads share one filesystem here: one line")
        #expect(disk.first?.contains("holding the database and the uploads") == true)
        #expect(disk.first?.contains("fix: free space or move the data to a bigger filesystem") == true)
        let files = findings.problems("open files")
        #expect(files.first?.contains("fix: LimitNOFILE=65536 in the systemd unit") == true)
    }

    @Test func cookiesWithoutSecureBehindAProxyOrOnTheNetworkAreProblems() throws {
        var deployment = try DoctorDeployment()
        defer { deployment.remove() }
        #expect(deployment.run().contains { $0.status == .ok && $0.area == "cookies" })

        deployment.settings.secureCookies = false
        #expect(deployment.run().problems("cookies") == ["""
            problem  cookies: behind a proxy (--trusted-proxy) but the session cookie is not Secure: if the proxy serves HTTPS, the cookie may still leak over plain HTTP
                     fix: add --secure-cookies (PANTRIX_SECURE_COOKIES=1) when the proxy serves HTTPS
            """])

        deployment.settings.trustedProxies = []
        deployment.settings.host = "0.0.0.0"
        #expect(deployment.run().problems("cookies").first?.contains("fix: listen on 127.0.0.1 behind an HTTPS reverse proxy and add --secure-cookies --trusted-proxy 127.0.0.1") == true)

        deployment.settings.host = "127.0.0.1"
        #expect(deployment.run().problems("cookies").isEmpty, "a local-only instance needs no Secure cookie")

        deployment.settings.secureCookies = true
        deployment.settings.trustedProxies = ["localhost", "::1"]
        #expect(deployment.run().problems("cookies") == ["""
            problem  cookies: trusted proxy localhost is not an IP address: it never matches a connection, so rate limits count the proxy instead of each visitor
                     fix: give the proxy's address as it connects, e.g. --trusted-proxy 127.0.0.1 (or ::1)
            """])
    }
}
