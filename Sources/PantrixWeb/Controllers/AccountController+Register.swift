import Foundation
import Hummingbird
import PantrixCore
import Templates

/// Signing up: the form as this visit may see it (open, by invitation, or closed) and the
/// account it makes.
extension AccountController {
    /// GET /register: the sign-up form (with an invitation where one is needed).
    @Sendable func showRegister(request: Request, context: AppRequestContext) async throws -> Response {
        var (page, _) = try await registerPage(context, invite: request.queryFields.get("invite"))
        page.next = SafeRedirect.local(request.queryFields.get("next"))
        return services.renderer.html(page)
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

    /// POST /register: makes the account and signs it in.
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
}
