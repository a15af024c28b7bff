import Foundation
import Hummingbird
import PantrixCore
import Templates

/// The email address in settings, always behind the password. On a server with mail a new
/// address is used only once the link mailed to it is opened; removing it, or changing it on a
/// server without mail, happens at once.
struct EmailController {
    let services: AppServices
    let sessions: SessionControl
    let now: @Sendable () -> Date

    struct EmailForm: Decodable {
        var email: String?
        var password: String?
    }

    func addRoutes(to routes: SiteRoutes<AppRequestContext>, signedIn: SiteRoutes<SignedInContext>) {
        signedIn.post(.settingsEmail, body: .form, use: changeEmail)
        routes.get(.confirmEmail(.key), use: showConfirmEmail)
        routes.post(.confirmEmail(.key), body: .form, use: confirmEmail)
    }

    /// GET /confirm-email/{token}: the page to confirm a new email address.
    @Sendable func showConfirmEmail(request: Request, context: AppRequestContext) async throws -> Response {
        guard let token = RecoveryController.token(context),
              let target = try await services.database.emailLinkTarget(token: token, now: now())
        else { return notValid(context) }
        let page = ConfirmEmailPage(
            layout: services.pages.layout(context, title: "Confirm your new email address", section: .account, hasForm: true),
            username: target.user.username, email: target.email, action: SiteURL.confirmEmail(.value(token)).path)
        return RecoveryController.secret(services.renderer.html(page))
    }

    /// POST /settings/email: sends a link to confirm a new email address.
    @Sendable func changeEmail(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(EmailForm.self, context: context)
        let email = form.email.trimmed
        let current = context.user.email ?? ""
        if email.lowercased() == current.lowercased() {
            services.pages.flash(context, .info, current.isEmpty ? "You have no email address to remove." : "That is already your email address.")
            return SafeRedirect.seeOther(.settings)
        }
        var emailError = EmailRule.problem(with: email)
        if emailError == nil, services.mail != nil, !email.isEmpty, !MailAddress.isValid(email) {
            emailError = "Pantrix can't send mail to that address. Use one with only letters, digits and . _ + - in it."
        }
        let passwordError = try await services.passwords.verify(form.password ?? "", against: context.user.passwordHash) ? nil : "That isn't your password."
        guard emailError == nil, passwordError == nil else {
            let page = try await SettingsController(services: services, sessions: sessions)
                .page(context, rejected: .email(typed: email, error: emailError, passwordError: passwordError))
            return services.renderer.html(page, status: .unprocessableContent)
        }
        if email.isEmpty {
            let changed = try await services.database.setEmail(userID: context.userID, email: nil, keepingSession: sessions.currentSessionID(request))
            try await sessions.renew(changed.user, request: request, context: context)
            services.pages.flash(context, .success, "Your email address is removed. \(changed.revoked.sentence)")
        } else if let mail = services.mail {
            let key = "user:\(context.userID)"
            if let wait = await services.limits.emailChangesPerUser.retryAfter(key) {
                throw RetryWait(wait).error { "You changed your email address several times in the last hour. Wait \($0) and try again." }
            }
            await services.limits.emailChangesPerUser.record(key)
            let link = try await services.database.createEmailLink(userID: context.userID, email: email, now: now())
            await mail.sendEmailConfirmation(to: email, username: context.user.username, token: link.token)
            services.pages.flash(
                context, .info,
                "We've sent a link to \(email). Open it within 24 hours to start using that address; until then your email address stays as it was.")
        } else {
            let changed = try await services.database.setEmail(userID: context.userID, email: email, keepingSession: sessions.currentSessionID(request))
            try await sessions.renew(changed.user, request: request, context: context)
            services.pages.flash(context, .success, "Your email address is now \(email). \(changed.revoked.sentence)")
        }
        return SafeRedirect.seeOther(.settings)
    }

    /// POST /confirm-email/{token}: makes the new address the account's.
    /// Opening the link only shows what it will do; this button does it.
    @Sendable func confirmEmail(request: Request, context: AppRequestContext) async throws -> Response {
        guard let token = RecoveryController.token(context) else { return notValid(context) }
        let change: EmailChange
        do {
            change = try await services.database.confirmEmail(token: token, keepingSession: sessions.currentSessionID(request), now: now())
        } catch RecoveryError.linkNotValid {
            return notValid(context)
        }
        if let old = change.oldEmail, !old.isEmpty, let mail = services.mail {
            await mail.sendEmailChangedNotice(to: old, username: change.user.username)
        }
        try await sessions.renew(change.user, request: request, context: context)
        services.pages.flash(context, .success, "Your email address is now \(change.user.email ?? ""). \(change.revoked.sentence)")
        return SafeRedirect.seeOther(.settings)
    }

    private func notValid(_ context: AppRequestContext) -> Response {
        let page = LinkNotValidPage(
            layout: services.pages.layout(context, title: LinkNotValidPage.heading, section: .account), kind: .email,
            mailEnabled: services.mail != nil)
        return RecoveryController.secret(services.renderer.html(page, status: .gone))
    }
}
