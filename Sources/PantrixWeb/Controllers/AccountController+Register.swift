import Foundation
import Hummingbird
import PantrixCore
import Templates

/// Signing up: the form as this visit may see it (open, by invitation, or closed) and the
/// account it makes.
extension AccountController {
    /// GET /register: the sign-up form (with an invitation where one is needed).
    @Sendable func showRegister(request: Request, context: AppRequestContext) async throws -> Response {
        let access = try await registerAccess(invite: request.queryFields.get("invite"))
        let next = SafeRedirect.local(request.queryFields.get("next"))
        return services.renderer.html(RegisterPage(layout: layout(context, "Create your account"), access: access, next: next))
    }

    /// Who may sign up on this visit: the form, or why there is none, and the invite token to
    /// take a use of (only while sign-up is invite-only).
    private func registerAccess(invite: String?) async throws -> RegisterPage.Access {
        let invite = invite.flatMap { $0.isEmpty || $0.count > 128 ? nil : $0 }
        var access = RegisterPage.Access()
        switch try await services.registrationMode() {
        case .open:
            break
        case .closed:
            access = RegisterPage.Access(closed: .closed)
        case .invite:
            if let invite, try await services.database.inviteIsUsable(token: invite) {
                access = RegisterPage.Access(invite: invite)
            } else {
                access = RegisterPage.Access(closed: invite == nil ? .inviteOnly : .inviteNotValid)
            }
        }
        guard services.config.firstUserAdmin, access.closed == nil, try await !services.database.adminExists() else { return access }
        return RegisterPage.Access(invite: access.invite, offerAdmin: true)
    }

    /// POST /register: makes the account and signs it in.
    @Sendable func register(request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await request.decodeForm(RegisterForm.self, context: context)
        let username = form.username.trimmed
        let email = form.email.trimmed
        let password = form.password ?? ""
        var access = try await registerAccess(invite: form.invite)
        let next = SafeRedirect.local(form.next)
        func page(_ typed: RegisterPage.Typed) -> RegisterPage {
            RegisterPage(layout: layout(context, "Create your account"), access: access, next: next, typed: typed)
        }
        if access.closed != nil { return services.renderer.html(page(RegisterPage.Typed()), status: .forbidden) }
        var typed = RegisterPage.Typed(username: username, email: email, makeAdmin: access.offerAdmin && form.makeAdmin == "yes")
        let addressKey = "address:" + (context.remoteAddress ?? "unknown")
        if let wait = await services.limits.registrationsPerAddress.retryAfter(addressKey).map(RetryWait.init) {
            typed.error = "Many accounts were created from your network in the last hour. Please wait \(wait.minutes) and try again."
            var response = services.renderer.html(page(typed), status: .tooManyRequests)
            response.headers.append(contentsOf: wait.headers)
            return response
        }
        let taken = "That username is taken. Try another."
        typed.usernameError = UsernameRule.problem(with: username)
        typed.emailError = EmailRule.problem(with: email)
        typed.passwordError = services.passwordPolicy.problem(with: password, username: username)
        if typed.passwordError == nil, password != form.passwordConfirm {
            typed.passwordConfirmError = "The two passwords don't match."
        }
        if typed.usernameError == nil, try await services.database.user(named: username) != nil {
            typed.usernameError = taken
        }
        guard !typed.hasFieldErrors else { return services.renderer.html(page(typed), status: .unprocessableContent) }
        // Counted once the form is good: hashing is the costly part, and typos shouldn't count.
        await services.limits.registrationsPerAddress.record(addressKey)
        let hash = try await services.passwords.hash(password)
        let user: User
        do {
            user = try await services.database.createUser(
                username: username, email: email.isEmpty ? nil : email, passwordHash: hash, invite: access.invite, admin: typed.makeAdmin)
        } catch AccountError.usernameTaken {
            typed.usernameError = taken
            return services.renderer.html(page(typed), status: .unprocessableContent)
        } catch InviteError.notValid {
            // Its last use went to someone else while this form was being filled in.
            access.closed = .inviteNotValid
            return services.renderer.html(page(typed), status: .forbidden)
        }
        try await sessions.signIn(user, request: request, context: context)
        services.pages.flash(
            context, .success,
            "Welcome to Pantrix, \(user.username)! Your account is ready." + (user.isAdmin ? " You are this instance's admin: the Admin link is in the menu." : ""))
        // Where the person was going (a household's join link), or an optional step: tastes for
        // the "For you" suggestions, with a Skip button.
        return SafeRedirect.seeOther(next ?? SiteURL.settingsTaste.href(["welcome": "1"]))
    }
}
