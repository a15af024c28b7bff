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
        routes.get(.register) { request, context in
            var (page, _) = try await registerPage(context, invite: request.queryFields.get("invite"))
            page.next = SafeRedirect.local(request.queryFields.get("next"))
            return services.renderer.html(page)
        }
        routes.post(.register, body: .form, use: register)
        routes.get(.login) { request, context in
            let next = SafeRedirect.localPath(request.queryFields.get("next"))
            return services.renderer.html(LoginPage(layout: layout(context, "Log in"), next: next, mailEnabled: services.mail != nil))
        }
        routes.post(.login, body: .form, use: login)
        routes.post(.logout, body: .form) { request, context in
            if context.user != nil {
                try await sessions.signOut(request: request, context: context, message: "You have logged out. See you soon!")
            }
            // The offline copies of the grocery list and plan, and any queued check-offs, go too:
            // Chromium clears the service worker's caches for "storage", not for "cache".
            var response = SafeRedirect.seeOther(.home)
            response.headers[AccountController.clearSiteData] = #""storage""#
            return response
        }
    }

    private func layout(_ context: AppRequestContext, _ title: String) -> LayoutModel {
        services.pages.layout(context, title: title, section: .account, hasForm: true)
    }

    /// The sign-up page as this visit may see it: the form, or why there is none. Also returns
    /// the invite token to take a use of (only while sign-up is invite-only).
    private func registerPage(_ context: AppRequestContext, invite: String?) async throws -> (RegisterPage, invite: String?) {
        var page = RegisterPage(layout: layout(context, "Create your account"))
        let invite = invite.flatMap { $0.isEmpty || $0.count > 128 ? nil : $0 }
        switch try await services.registrationMode() {
        case .open:
            break
        case .closed:
            page.closed = .closed
        case .invite:
            if let invite, try await services.database.inviteIsUsable(token: invite) {
                page.invite = invite
            } else {
                page.closed = invite == nil ? .inviteOnly : .inviteNotValid
            }
        }
        page.offerAdmin = services.config.firstUserAdmin && page.closed == nil ? try await !services.database.adminExists() : false
        return (page, page.invite)
    }

    @Sendable func register(request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await request.decodeForm(RegisterForm.self, context: context)
        let username = form.username.trimmed
        let email = form.email.trimmed
        let password = form.password ?? ""
        let (shown, invite) = try await registerPage(context, invite: form.invite)
        var page = shown
        page.next = SafeRedirect.local(form.next)
        if page.closed != nil { return services.renderer.html(page, status: .forbidden) }
        page.username.value = username
        page.email.value = email
        page.makeAdmin = page.offerAdmin && form.makeAdmin == "yes"
        let addressKey = "address:" + (context.remoteAddress ?? "unknown")
        if let wait = await services.limits.registrationsPerAddress.retryAfter(addressKey).map(RetryWait.init) {
            page.error = "Many accounts were created from your network in the last hour. Please wait \(wait.minutes) and try again."
            var response = services.renderer.html(page, status: .tooManyRequests)
            response.headers.append(contentsOf: wait.headers)
            return response
        }
        page.username.error = UsernameRule.problem(with: username)
        page.email.error = EmailRule.problem(with: email)
        page.password.error = services.passwordPolicy.problem(with: password, username: username)
        if page.password.error == nil, password != form.passwordConfirm {
            page.passwordConfirm.error = "The two passwords don't match."
        }
        if page.username.error == nil, try await services.database.user(named: username) != nil {
            page.username.error = "That username is taken. Try another."
        }
        guard [page.username, page.email, page.password, page.passwordConfirm].allSatisfy({ $0.error == nil }) else {
            return services.renderer.html(page, status: .unprocessableContent)
        }
        // Counted once the form is good: hashing is the costly part, and typos shouldn't count.
        await services.limits.registrationsPerAddress.record(addressKey)
        let hash = try await services.passwords.hash(password)
        let user: User
        do {
            user = try await services.database.createUser(
                username: username, email: email.isEmpty ? nil : email, passwordHash: hash, invite: invite, admin: page.makeAdmin)
        } catch AccountError.usernameTaken {
            page.username.error = "That username is taken. Try another."
            return services.renderer.html(page, status: .unprocessableContent)
        } catch InviteError.notValid {
            // Its last use went to someone else while this form was being filled in.
            page.closed = .inviteNotValid
            return services.renderer.html(page, status: .forbidden)
        }
        try await sessions.signIn(user, request: request, context: context)
        services.pages.flash(
            context, .success,
            "Welcome to Pantrix, \(user.username)! Your account is ready." + (user.isAdmin ? " You are this instance's admin: the Admin link is in the menu." : ""))
        // Where the person was going (a household's join link), or an optional step: tastes for
        // the "For you" suggestions, with a Skip button.
        return SafeRedirect.seeOther(page.next ?? SiteURL.settingsTaste.href(["welcome": "1"]))
    }

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
            var page = LoginPage(layout: layout(context, "Log in"), next: next, mailEnabled: services.mail != nil)
            page.username.value = username
            page.error = "Wrong username, email or password."
            return services.renderer.html(page, status: .unauthorized)
        }
        await services.limits.loginPerAccount.reset(accountKey)
        if user.isDisabled {
            // Only someone who knows the password learns that the account exists and why it is shut.
            var page = LoginPage(layout: layout(context, "Log in"), next: next)
            page.username.value = username
            let reason = (user.disabledReason ?? "").trimmingCharacters(in: .whitespaces)
            page.error = "This account has been disabled by an admin of this Pantrix"
                + (reason.isEmpty ? "." : ": " + reason + (reason.last.map { ".!?".contains($0) } == true ? "" : "."))
                + " You can't log in while it is disabled."
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
