import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Hummingbird
import Logging
import Metrics
import Prometheus
import PantrixCore
import PantrixWeb

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Start the web server.")

    @Option(help: "Address to listen on (PANTRIX_HOST).")
    var host = EnvironmentDefaults.string("PANTRIX_HOST", "127.0.0.1")

    @Option(help: "Port to listen on (PANTRIX_PORT).")
    var port = EnvironmentDefaults.int("PANTRIX_PORT", 8080)

    @OptionGroup var database: DatabaseOptions

    @Option(help: "Folder for uploaded photos (PANTRIX_UPLOADS).")
    var uploads = EnvironmentDefaults.string("PANTRIX_UPLOADS", "./Uploads")

    @Option(help: "Largest photo upload in megabytes (PANTRIX_MAX_PHOTO_MB).")
    var maxPhotoMb = EnvironmentDefaults.int("PANTRIX_MAX_PHOTO_MB", 12)

    @Option(help: "Most photos one user may keep (PANTRIX_PHOTO_QUOTA).")
    var photoQuota = EnvironmentDefaults.int("PANTRIX_PHOTO_QUOTA", 500)

    @Option(help: "Most photo uploads one user may make per hour (PANTRIX_PHOTO_UPLOADS_PER_HOUR).")
    var photoUploadsPerHour = EnvironmentDefaults.int("PANTRIX_PHOTO_UPLOADS_PER_HOUR", 60)

    @Option(help: "Most new accounts one address may create per hour (PANTRIX_REGISTRATIONS_PER_HOUR).")
    var registrationsPerHour = EnvironmentDefaults.int("PANTRIX_REGISTRATIONS_PER_HOUR", 10)

    @Flag(inversion: .prefixedNo, help: "Limit sign-ups, failed log-ins, comments and uploads (429 beyond); --no-rate-limits only for security scanners and load tests on a private instance (PANTRIX_RATE_LIMITS=0).")
    var rateLimits = ProcessInfo.processInfo.environment["PANTRIX_RATE_LIMITS"] != "0"

    @Option(help: "Folder holding Public/, the static files (PANTRIX_ROOT).")
    var root = EnvironmentDefaults.string("PANTRIX_ROOT", ".")

    @Flag(help: "Mark the session cookie Secure with the __Host- prefix; use when served over HTTPS (PANTRIX_SECURE_COOKIES=1).")
    var secureCookies = EnvironmentDefaults.bool("PANTRIX_SECURE_COOKIES")

    @Option(help: "Log level: trace, debug, info, notice, warning, error (PANTRIX_LOG_LEVEL).")
    var logLevel = EnvironmentDefaults.string("PANTRIX_LOG_LEVEL", "info")

    @Flag(inversion: .prefixedNo, help: "Count and time requests per route and serve them at /metrics for Prometheus (PANTRIX_METRICS=0 to turn off).")
    var metrics = ProcessInfo.processInfo.environment["PANTRIX_METRICS"] != "0"

    @Option(help: "Megabytes of memory for signed-out pages kept as sent, dropped on every change; 0 turns it off (PANTRIX_PAGE_CACHE_MB).")
    var pageCacheMb = EnvironmentDefaults.int("PANTRIX_PAGE_CACHE_MB", 8)

    @Option(help: "Seconds a silent connection is kept open, also while its request headers trickle in (PANTRIX_IDLE_TIMEOUT).")
    var idleTimeout = EnvironmentDefaults.int("PANTRIX_IDLE_TIMEOUT", 30)

    @Option(help: "Seconds the server keeps answering after SIGTERM or SIGINT, with /healthz at 503 so a load balancer moves on, before it stops accepting connections; a second signal stops at once; 0 for no drain (PANTRIX_SHUTDOWN_DRAIN).")
    var shutdownDrain = EnvironmentDefaults.double("PANTRIX_SHUTDOWN_DRAIN", 1)

    @Option(help: "Most open connections in all; beyond it new ones wait to be accepted (PANTRIX_MAX_CONNECTIONS).")
    var maxConnections = EnvironmentDefaults.int("PANTRIX_MAX_CONNECTIONS", 2048)

    @Option(help: "Most open connections from one address, 0 for no limit; trusted proxies are exempt (PANTRIX_MAX_CONNECTIONS_PER_CLIENT).")
    var maxConnectionsPerClient = EnvironmentDefaults.int("PANTRIX_MAX_CONNECTIONS_PER_CLIENT", 64)

    @Option(help: "Seconds a request body may take, plus one second per 500 bytes received; slower bodies are cut off (PANTRIX_BODY_TIMEOUT).")
    var bodyTimeout = EnvironmentDefaults.int("PANTRIX_BODY_TIMEOUT", 20)

    @Option(help: "Address of a reverse proxy whose X-Forwarded-For header names the client; repeat or separate with commas (PANTRIX_TRUSTED_PROXIES).")
    var trustedProxy: [String] = [EnvironmentDefaults.string("PANTRIX_TRUSTED_PROXIES", "")].filter { !$0.isEmpty }

    @Option(help: "Log format: text (for people) or json (one object per line, for collectors) (PANTRIX_LOG_FORMAT).")
    var logFormat = EnvironmentDefaults.string("PANTRIX_LOG_FORMAT", "text")

    @Option(name: .customLong("registration"), help: "Who may sign up: open, invite (with an invite link) or closed; an admin can change it in the admin area. Default: open when listening on loopback, invite on any other address (PANTRIX_REGISTRATION).")
    var registrationArgument: String?
    /// The option, else the environment variable.
    var registration: String? { registrationArgument ?? EnvironmentDefaults.optionalString("PANTRIX_REGISTRATION") }

    @Flag(help: "While the instance has no admin, the next account created may choose to become its admin (PANTRIX_FIRST_USER_ADMIN=1).")
    var firstUserAdmin = EnvironmentDefaults.bool("PANTRIX_FIRST_USER_ADMIN")

    @Flag(help: "Let \"import from a link\" fetch addresses on loopback and private networks (PANTRIX_IMPORT_ALLOW_PRIVATE=1); only for tests or an instance whose network holds nothing to protect.")
    var importAllowPrivate = EnvironmentDefaults.bool("PANTRIX_IMPORT_ALLOW_PRIVATE")

    @Option(name: .customLong("mail-from"), help: "Address mail comes from: pantrix@example.org or \"Pantrix <pantrix@example.org>\". With --public-url it turns mail on: \"Forgot your password?\" links and new-address confirmations (PANTRIX_MAIL_FROM).")
    var mailFromArgument: String?
    /// The option, else the environment variable.
    var mailFrom: String? { mailFromArgument ?? EnvironmentDefaults.optionalString("PANTRIX_MAIL_FROM") }

    @Option(help: "Program that sends mail, with sendmail's interface (message on stdin, run with -t -i -f FROM): a path, or a name looked up on PATH. Its own configuration names the relay, e.g. msmtp's /etc/msmtprc (PANTRIX_MAIL_COMMAND).")
    var mailCommand = EnvironmentDefaults.string("PANTRIX_MAIL_COMMAND", "msmtp")

    @Option(name: .customLong("public-url"), help: "The address people reach the site at, e.g. https://pantrix.example: links in mail and the reset links admins pass on start with it (PANTRIX_PUBLIC_URL).")
    var publicUrlArgument: String?
    /// The option, else the environment variable.
    var publicUrl: String? { publicUrlArgument ?? EnvironmentDefaults.optionalString("PANTRIX_PUBLIC_URL") }

    func validate() throws {
        if let mailFrom, let problem = MailConfiguration.problem(from: mailFrom) { throw ValidationError(problem) }
        if let publicUrl, MailConfiguration.publicURL(publicUrl) == nil {
            throw ValidationError("--public-url must be an http or https address without a query, like https://pantrix.example.")
        }
        if let registration, RegistrationMode(rawValue: registration) == nil {
            throw ValidationError("--registration must be open, invite or closed.")
        }
        guard ["text", "json"].contains(logFormat) else { throw ValidationError("--log-format must be text or json.") }
        guard (1...1024).contains(maxPhotoMb) else { throw ValidationError("--max-photo-mb must be between 1 and 1024.") }
        guard photoQuota >= 0 else { throw ValidationError("--photo-quota must not be negative.") }
        guard registrationsPerHour >= 1 else { throw ValidationError("--registrations-per-hour must be at least 1.") }
        guard maxConnections >= 1 else { throw ValidationError("--max-connections must be at least 1.") }
        guard maxConnectionsPerClient >= 0 else { throw ValidationError("--max-connections-per-client must not be negative.") }
        guard (0...300).contains(shutdownDrain) else { throw ValidationError("--shutdown-drain must be between 0 and 300 seconds.") }
        guard bodyTimeout >= 1 else { throw ValidationError("--body-timeout must be at least 1 second.") }
        guard (0...1024).contains(pageCacheMb) else { throw ValidationError("--page-cache-mb must be between 0 and 1024.") }
        guard photoUploadsPerHour >= 1 else { throw ValidationError("--photo-uploads-per-hour must be at least 1.") }
    }

    func run() async throws {
        Self.limitMallocArenas()
        var config = AppConfiguration()
        config.host = host
        config.port = port
        config.databasePath = database.db
        config.databaseURL = database.databaseURL
        config.uploadsPath = uploads
        config.rootPath = root
        config.maxPhotoBytes = maxPhotoMb * 1024 * 1024
        config.photoQuota = photoQuota
        config.photoUploadsPerHour = photoUploadsPerHour
        config.registrationsPerHour = registrationsPerHour
        config.rateLimits = rateLimits
        config.secureCookies = secureCookies
        config.registration = registration.flatMap(RegistrationMode.init(rawValue:))
        config.firstUserAdmin = firstUserAdmin
        config.importAllowPrivate = importAllowPrivate
        config.idleTimeoutSeconds = max(1, idleTimeout)
        config.shutdownDrain = .milliseconds(Int64((shutdownDrain * 1000).rounded()))
        config.pageCacheBytes = pageCacheMb << 20
        config.connectionLimits.maxConnections = maxConnections
        config.connectionLimits.maxPerClient = maxConnectionsPerClient
        config.connectionLimits.bodyGraceSeconds = bodyTimeout
        // Each value, from the flag or the environment, may list several addresses.
        config.trustedProxies = Set(trustedProxy.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        if logFormat == "json" {
            LoggingSystem.bootstrap { label in JSONLogHandler(label: label) }
        } else {
            LoggingSystem.bootstrap { label in TextLogHandler(label: label) }
        }
        if metrics {
            let registry = PrometheusCollectorRegistry()
            MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
            config.metrics = registry
        }
        var logger = Logger(label: "pantrix")
        logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        config.publicURL = publicUrl.flatMap(MailConfiguration.publicURL)
        if importAllowPrivate {
            logger.warning("Import from a link may fetch addresses on loopback and private networks (--import-allow-private)")
        }
        config.mail = mail(logger: logger)
        try await runServer(config, logger: logger)
    }

    /// Mail is on with --mail-from, --public-url and a program to send it; anything missing is
    /// said once at start, and reset links are then made by admins.
    private func mail(logger: Logger) -> MailConfiguration? {
        guard let mailFrom else {
            logger.info("Mail is off (no --mail-from): admins make reset links for people who forgot their password")
            return nil
        }
        guard let url = publicUrl.flatMap(MailConfiguration.publicURL) else {
            logger.warning("Mail is off: --mail-from is set but --public-url is not, and links in mail need the site's address")
            return nil
        }
        guard let command = SendmailCommand.resolve(mailCommand) else {
            logger.warning("Mail is off: the mail program \(mailCommand) was not found (install msmtp, or set --mail-command)")
            return nil
        }
        logger.info("Mail is on: from \(mailFrom) through \(command), links to \(url)")
        return MailConfiguration(from: mailFrom, command: command)
    }
}

extension Serve {
    /// glibc gives each thread that allocates at once an arena of its own (up to 8 per core), and
    /// each keeps what its threads freed: under 64 connections the server's memory crept up by
    /// arenas, not by data. Two arenas held scale-bench's peak at 100k to 170 MB from 190 MB, at
    /// no cost in requests/s here. `MALLOC_ARENA_MAX` in the environment still decides if set.
    static func limitMallocArenas() {
        #if canImport(Glibc)
        // mallopt(M_ARENA_MAX, 2); <malloc.h> is outside Swift's Glibc module, so it is looked up.
        let arenaMax: Int32 = -8
        guard ProcessInfo.processInfo.environment["MALLOC_ARENA_MAX"] == nil,
              let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        _ = unsafeBitCast(symbol, to: Mallopt.self)(arenaMax, 2)
        #endif
    }
}
