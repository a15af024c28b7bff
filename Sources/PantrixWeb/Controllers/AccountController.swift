import Templates
import Foundation
import HTTPTypes
import Hummingbird
import PantrixCore

/// Registration, login and logout.
struct AccountController {
    static let clearSiteData = HTTPField.Name("Clear-Site-Data")!
    let services: AppServices
    let sessions: SessionControl

    struct RegisterForm: Decodable {
        var username: String?
        var email: String?
        var password: String?
        var passwordConfirm: String?
        var invite: String?
        var makeAdmin: String?
        var next: String?
    }

    struct LoginForm: Decodable {
        var username: String?
        var password: String?
        var next: String?
    }

    func addRoutes(to routes: SiteRoutes<AppRequestContext>) {
        routes.get(.register, use: showRegister)
        routes.post(.register, body: .form, use: register)
        routes.get(.login, use: showLogin)
        routes.post(.login, body: .form, use: login)
        routes.post(.logout, body: .form, use: logOut)
    }

    /// GET /login: the log-in form.
    @Sendable func showLogin(request: Request, context: AppRequestContext) async throws -> Response {
        let next = SafeRedirect.localPath(request.queryFields.get("next"))
        return services.renderer.html(LoginPage(layout: layout(context, "Log in"), next: next, mailEnabled: services.mail != nil))
    }

    /// POST /logout: ends the session and clears the offline copies.
    @Sendable func logOut(request: Request, context: AppRequestContext) async throws -> Response {
        if context.user != nil {
            try await sessions.signOut(request: request, context: context, message: "You have logged out. See you soon!")
        }
        // The offline copies of the grocery list and plan, and any queued check-offs, go too:
        // Chromium clears the service worker's caches for "storage", not for "cache".
        var response = SafeRedirect.seeOther(.home)
        response.headers[AccountController.clearSiteData] = #""storage""#
        return response
    }

    func layout(_ context: AppRequestContext, _ title: String) -> LayoutModel {
        services.pages.layout(context, title: title, section: .account, hasForm: true)
    }

    /// POST /login: signs in, within the limits on failed attempts.
    @Sendable func login(request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await request.decodeForm(LoginForm.self, context: context)
        let username = form.username.trimmed
        let password = form.password ?? ""
        let next = SafeRedirect.localPath(form.next)
        // The field takes a username or an email; both count against the same account's limit.
        let user = try await services.database.user(login: username)
        let accountKey = "account:" + (user?.username ?? username).lowercased()
        let addressKey = "address:" + (context.remoteAddress ?? "unknown")
        try await refuseIfThrottled(accountKey: accountKey, addressKey: addressKey)

        let valid: Bool
        if let user {
            valid = try await services.passwords.verify(password, against: user.passwordHash)
        } else {
            try await services.passwords.verifyAgainstNobody(password)
            valid = false
        }
        guard let user, valid else {
            await services.limits.loginPerAccount.record(accountKey)
            await services.limits.loginPerAddress.record(addressKey)
            let page = LoginPage(
                layout: layout(context, "Log in"), username: username, error: "Wrong username, email or password.", next: next,
                mailEnabled: services.mail != nil)
            return services.renderer.html(page, status: .unauthorized)
        }
        await services.limits.loginPerAccount.reset(accountKey)
        if user.isDisabled {
            // Only someone who knows the password learns that the account exists and why it is shut.
            let reason = (user.disabledReason ?? "").trimmingCharacters(in: .whitespaces)
            let error = "This account has been disabled by an admin of this Pantrix"
                + (reason.isEmpty ? "." : ": " + reason + (reason.last.map { ".!?".contains($0) } == true ? "" : "."))
                + " You can't log in while it is disabled."
            let page = LoginPage(layout: layout(context, "Log in"), username: username, error: error, next: next)
            return services.renderer.html(page, status: .forbidden)
        }
        try await sessions.signIn(user, request: request, context: context)
        services.pages.flash(context, .success, "Welcome back, \(user.username)!")
        return SafeRedirect.seeOther(next)
    }

    private func refuseIfThrottled(accountKey: String, addressKey: String) async throws {
        let wait: TimeInterval?
        if let account = await services.limits.loginPerAccount.retryAfter(accountKey) {
            wait = account
        } else {
            wait = await services.limits.loginPerAddress.retryAfter(addressKey)
        }
        guard let wait else { return }
        throw RetryWait(wait).error { "Too many failed attempts to log in. For your safety, wait \($0) and try again." }
    }
}
