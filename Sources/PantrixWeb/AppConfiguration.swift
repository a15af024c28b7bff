import Foundation
import PantrixCore
import Prometheus

/// Everything the web app needs to know about where it runs; `pantrix serve` fills it from flags and env.
package struct AppConfiguration: Sendable {
    package var host: String = "127.0.0.1"
    package var port: Int = 8080
    package var databasePath: String = "./pantrix.sqlite"
    /// PostgreSQL instead of the SQLite file (several app servers on one database).
    package var databaseURL: String?
    package var uploadsPath: String = "./Uploads"
    /// Seconds a connection may stay silent (no request, or a request head that never finishes).
    package var idleTimeoutSeconds = 30
    /// After SIGTERM or SIGINT, how long the server keeps answering (with /healthz at 503) before
    /// it stops accepting connections (runServer); zero stops at once.
    package var shutdownDrain: Duration = .seconds(1)
    /// Connection caps and the slow-body rule (ConnectionGuard).
    package var connectionLimits = ConnectionLimits()
    /// Reverse proxies whose X-Forwarded-For names the real client (for rate limits and the
    /// per-address connection cap, which these addresses are exempt from).
    package var trustedProxies: Set<String> = []
    /// When set, requests are counted and timed per route (RequestMetricsMiddleware into
    /// this registry, which must be the one `MetricsSystem` was bootstrapped with) and GET
    /// /metrics answers in the Prometheus text format.
    package var metrics: PrometheusCollectorRegistry?
    /// Memory for signed-out pages kept as sent (PageCacheMiddleware); 0 turns the cache off.
    package var pageCacheBytes: Int = 8 << 20
    /// Folder holding `Public/` (the static files).
    package var rootPath: String = "."
    /// Adds `Secure` and the `__Host-` prefix to the session cookie (use behind HTTPS).
    package var secureCookies: Bool = false
    package var sessionIdleTimeout: Duration = .seconds(14 * 24 * 3600)
    package var sessionAbsoluteTimeout: Duration = .seconds(30 * 24 * 3600)
    /// Anonymous sessions exist only to carry a CSRF token and flash messages.
    package var anonymousSessionTimeout: Duration = .seconds(24 * 3600)
    /// bcrypt cost; 12 in production, lower only in tests to keep them quick.
    package var bcryptCost: UInt8 = 12
    /// Largest URL-encoded form body accepted.
    package var maxFormBytes: Int = 64 * 1024
    /// Largest body for the forms that carry whole recipes (nutrition analysis, recipe editor).
    package var maxLargeFormBytes: Int = 512 * 1024
    /// Largest multipart upload (recipe files, photos); each form checks its own smaller limit too.
    package var maxUploadBytes: Int = 8 * 1024 * 1024
    /// Largest dish photo file (413 beyond it). The pixel cap (40 MP, 422) is DishPhotos' default.
    package var maxPhotoBytes: Int = 12 * 1024 * 1024
    /// Most photos one user may keep.
    package var photoQuota: Int = 500
    /// Photo uploads one user may make in an hour before a 429 (then 15 minutes' wait).
    package var photoUploadsPerHour: Int = 60
    /// New accounts one address may create in an hour.
    package var registrationsPerHour: Int = 10
    /// The sign-up, log-in, comment and upload limits; off only for scanners and load tests on a
    /// private instance, so they reach the handlers instead of the 429 page.
    package var rateLimits = true
    /// Upload bodies read at the same time (each up to its route's cap in memory).
    package var concurrentUploads: Int = max(4, 2 * ProcessInfo.processInfo.activeProcessorCount)
    /// Photos decoded at once, on their own threads (each 12 MP photo takes ~80 MB for ~0.3 s).
    /// Threads decoding photos: half the cores, so pages keep a core while photos are processed.
    package var photoWorkers: Int = max(1, ProcessInfo.processInfo.activeProcessorCount / 2)

    /// Who may sign up while no admin has chosen in the admin area (`--registration`); nil: the
    /// default for where the server listens (`defaultRegistration`).
    package var registration: RegistrationMode?
    /// The first account made while the instance has no admin may choose to become its admin.
    package var firstUserAdmin = false
    /// "Import from a link" may fetch addresses inside this server's networks (loopback, private,
    /// link-local); off by default (SSRF), on for tests against a local fixture server.
    package var importAllowPrivate = false
    /// How long one link's fetch may take in all (redirects and body included); tests shorten it.
    package var importFetchTimeout: Duration = .seconds(10)

    /// Where people reach the site (`--public-url`, "https://pantrix.example"): links in mail and
    /// the reset links admins pass on start with it. Never taken from a request's Host header,
    /// which whoever sends the request chooses.
    package var publicURL: String?
    /// How mail goes out (`--mail-from`, `--mail-command`); sent only when `publicURL` is set too.
    package var mail: MailConfiguration?

    package init() {}

    /// Open on loopback (a newcomer trying Pantrix on their own machine), invite-only on any
    /// address others can reach, unless `registration` says otherwise.
    package var defaultRegistration: RegistrationMode {
        registration ?? (Self.isLoopback(host) ? .open : .invite)
    }

    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    package var publicPath: String { rootPath + "/Public" }
    /// A photo form's body: the file plus the caption, token and multipart framing.
    package var maxPhotoFormBytes: Int { maxPhotoBytes + 64 * 1024 }
    package var sessionCookieName: String { secureCookies ? "__Host-pantrix_session" : "pantrix_session" }
    /// The cookie behind a signed-out visitor's form token (`AnonymousFormToken`).
    package var formCookieName: String { secureCookies ? "__Host-pantrix_form" : "pantrix_form" }
    /// The cookie carrying a signed-out visitor's next message (`AnonymousFlash`).
    package var flashCookieName: String { secureCookies ? "__Host-pantrix_flash" : "pantrix_flash" }
}
