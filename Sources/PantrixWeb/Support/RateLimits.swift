import Foundation
import HTTPTypes
import PantrixCore

/// Limits on repeated failures; each a separate window so one can't exhaust another.
struct RateLimits: Sendable {
    /// 5 failed logins for one account in 15 minutes lock that account for 15 minutes.
    let loginPerAccount: any RateLimiting
    /// 20 failed logins from one address in 15 minutes lock the address for 15 minutes.
    let loginPerAddress: any RateLimiting
    /// Photo uploads per user: `photoUploadsPerHour` in an hour, then a 15-minute wait.
    let photoUploads: any RateLimiting
    /// 10 comments from one user in 10 minutes pause their commenting for 10 minutes.
    let commentsPerUser: any RateLimiting
    /// `registrationsPerHour` new accounts from one address in an hour, then an hour's wait.
    let registrationsPerAddress: any RateLimiting
    /// "Forgot your password?": 10 requests from one address in an hour, then an hour's wait.
    let passwordResetsPerAddress: any RateLimiting
    /// 5 requests naming one username or email in an hour, then an hour's wait. Counted for what
    /// was typed, whether or not an account has it, so the 429 tells nothing about accounts.
    let passwordResetsPerName: any RateLimiting
    /// At most 3 reset mails to one account in an hour, however it was named (username or
    /// email) and from wherever; beyond it the request is answered as always and nothing is sent.
    let resetMailsPerAccount: any RateLimiting
    /// 5 email address changes (each mails a link to the new address) per user in an hour.
    let emailChangesPerUser: any RateLimiting
    /// API requests with a missing or bad token: 20 from one address in 15 minutes, then 15 minutes' wait.
    let apiFailuresPerAddress: any RateLimiting
    /// 1,200 API requests per token in 10 minutes (two a second, sustained), then 5 minutes' wait.
    /// A fairness budget counted on every API request, so always per server, in memory (a
    /// database write per request would cost too much): with N servers a token gets N× the budget.
    let apiRequestsPerToken: any RateLimiting
    /// Imports per user, from a file, pasted text or a link (which makes the server fetch a
    /// page): each reads up to 5 MB and may store 50 recipes. 20 in 10 minutes, then a 10-minute wait.
    let importsPerUser: any RateLimiting
    /// Reports per user: each lands in the moderators' queue. 20 in 10 minutes, then a 10-minute wait.
    let reportsPerUser: any RateLimiting

    /// The limits above; with `enabled` false every limit is out of reach (for security scanners
    /// and load tests, which would otherwise test the 429 page). On PostgreSQL, where several app
    /// servers share the database, every limit but `apiRequestsPerToken` is counted in it
    /// (SharedRateLimiter), so N servers don't give an attacker N× the tries; `shared` says so
    /// for other stores (tests). On SQLite, one process, they are kept in memory.
    static func standard(
        database: AppDatabase, shared: Bool? = nil,
        now: @escaping @Sendable () -> Date = { Date() }, photoUploadsPerHour: Int = 60, registrationsPerHour: Int = 10,
        enabled: Bool = true
    ) -> RateLimits {
        let shared = shared ?? (database.store.dialect == .postgres)
        func rule(_ limit: Int, window: TimeInterval, lockout: TimeInterval) -> RateLimiter.Rule {
            enabled ? .init(limit: limit, window: window, lockout: lockout) : .never
        }
        /// A security limit: in the database when the servers share it.
        func limiter(_ name: String, _ limit: Int, window: TimeInterval, lockout: TimeInterval) -> any RateLimiting {
            let rule = rule(limit, window: window, lockout: lockout)
            if shared { return SharedRateLimiter(name: name, rule: rule, database: database, now: now) }
            return RateLimiter(rule: rule, now: now)
        }
        return RateLimits(
            loginPerAccount: limiter("login-account", 5, window: 900, lockout: 900),
            loginPerAddress: limiter("login-address", 20, window: 900, lockout: 900),
            photoUploads: limiter("photo-uploads", photoUploadsPerHour, window: 3600, lockout: 900),
            commentsPerUser: limiter("comments-user", 10, window: 600, lockout: 600),
            registrationsPerAddress: limiter("registrations-address", registrationsPerHour, window: 3600, lockout: 3600),
            passwordResetsPerAddress: limiter("password-resets-address", 10, window: 3600, lockout: 3600),
            passwordResetsPerName: limiter("password-resets-name", 5, window: 3600, lockout: 3600),
            resetMailsPerAccount: limiter("reset-mails-account", 3, window: 3600, lockout: 3600),
            emailChangesPerUser: limiter("email-changes-user", 5, window: 3600, lockout: 3600),
            apiFailuresPerAddress: limiter("api-failures-address", 20, window: 900, lockout: 900),
            apiRequestsPerToken: RateLimiter(rule: rule(1_200, window: 600, lockout: 300), now: now),
            importsPerUser: limiter("imports-user", 20, window: 600, lockout: 600),
            reportsPerUser: limiter("reports-user", 20, window: 600, lockout: 600)
        )
    }
}

extension RateLimits {
    /// Counts one photo upload by the user — from a recipe page or as a recipe's cover — unless
    /// they are over the limit; then returns how long they must wait and counts nothing.
    func admitPhotoUpload(userID: Int64) async -> TimeInterval? {
        await admit("photo-user:\(userID)", by: photoUploads)
    }

    /// Counts one attempt for `key` unless it is over `limiter`'s limit; then returns how long
    /// to wait and counts nothing. For work that costs the server whether or not it succeeds.
    func admit(_ key: String, by limiter: any RateLimiting) async -> TimeInterval? {
        if let wait = await limiter.retryAfter(key) { return wait }
        await limiter.record(key)
        return nil
    }
}

/// How long a rate-limited person must wait, in the words of a 429 page ("3 minutes") and in
/// the Retry-After header (seconds).
struct RetryWait {
    let seconds: TimeInterval

    init(_ seconds: TimeInterval) { self.seconds = seconds }

    var minutes: String {
        let minutes = max(1, Int((seconds / 60).rounded(.up)))
        return "\(minutes) minute\(minutes == 1 ? "" : "s")"
    }

    var headers: HTTPFields { [.retryAfter: String(Int(seconds.rounded(.up)))] }

    /// The 429 error page with `message(minutes)`.
    func error(_ message: (String) -> String) -> UserFacingError {
        UserFacingError(status: .tooManyRequests, message: message(minutes), headers: headers)
    }
}
