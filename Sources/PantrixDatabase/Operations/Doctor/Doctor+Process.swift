import Foundation
import PantrixCore

extension Doctor {
    /// Who runs the checks: the permission checks answer for that user only.
    func processUser() -> DoctorFinding {
        guard PathFacts.isRoot else { return .ok("user", "checking as \(PathFacts.userName) (uid \(geteuid()))") }
        return .note("user", "checking as root, who may write almost anything: permissions are judged by owners instead; to see what the server sees, run this as its user, e.g. sudo -u pantrix pantrix doctor …")
    }

    /// The server raises its soft open-files limit to the hard one and keeps 256 descriptors for
    /// the database and photos; below that it caps connections lower than `--max-connections`.
    func openFiles() -> DoctorFinding {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else {
            return .note("open files", "the open-files limit could not be read")
        }
        let hard = Int(clamping: limit.rlim_max)  // RLIM_INFINITY is the largest value, so it clamps to Int.max
        let needed = settings.maxConnections + 256
        let shown = hard == Int.max ? "unlimited" : "\(hard)"
        guard hard >= needed else {
            return .problem("open files", "hard open-files limit \(shown) is below the \(needed) that \(settings.maxConnections) connections need: the server would accept only \(max(16, hard - 256)) at once",
                fix: "LimitNOFILE=65536 in the systemd unit (deploy/pantrix.service has it), or `ulimit -n 65536` (as root) before starting it by hand")
        }
        return .ok("open files", "hard limit \(shown) (soft \(limit.rlim_cur), raised to the hard limit at start) covers \(settings.maxConnections) connections; under systemd the unit's LimitNOFILE= applies instead")
    }

    /// Session cookies without `Secure` travel over plain HTTP; addresses of trusted proxies must
    /// be literal, as they are compared with each connection's peer address.
    func cookies() -> [DoctorFinding] {
        var findings: [DoctorFinding] = []
        let proxied = !settings.trustedProxies.isEmpty
        let loopback = Self.isLoopback(settings.host)
        if settings.secureCookies {
            findings.append(.ok("cookies", "session cookie is Secure with the __Host- prefix: it is only sent over HTTPS"))
        } else if proxied {
            findings.append(.problem("cookies", "behind a proxy (--trusted-proxy) but the session cookie is not Secure: if the proxy serves HTTPS, the cookie may still leak over plain HTTP",
                fix: "add --secure-cookies (PANTRIX_SECURE_COOKIES=1) when the proxy serves HTTPS"))
        } else if !loopback {
            findings.append(.problem("cookies", "listening on \(settings.host) over plain HTTP without Secure cookies: passwords and sessions cross the network unencrypted",
                fix: "listen on 127.0.0.1 behind an HTTPS reverse proxy and add --secure-cookies --trusted-proxy 127.0.0.1 (see docs/operations.md)"))
        } else {
            findings.append(.note("cookies", "session cookie is not Secure: fine on 127.0.0.1 alone; behind an HTTPS proxy add --secure-cookies and --trusted-proxy"))
        }
        let notAddresses = settings.trustedProxies.filter { !Self.isAddress($0) }
        if !notAddresses.isEmpty {
            findings.append(.problem("cookies", "trusted proxy \(notAddresses.joined(separator: ", ")) is not an IP address: it never matches a connection, so rate limits count the proxy instead of each visitor",
                fix: "give the proxy's address as it connects, e.g. --trusted-proxy 127.0.0.1 (or ::1)"))
        }
        return findings
    }

    static func isAddress(_ text: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
    }

    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}
