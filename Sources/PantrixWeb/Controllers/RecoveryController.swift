import Foundation
import Hummingbird
import PantrixCore
import Templates

/// Getting back in without the password: "Forgot your password?" mails a reset link (on a
/// server with mail), and the link's page sets a new password, once.
struct RecoveryController {
    let services: AppServices
    let sessions: SessionControl
    let now: @Sendable () -> Date

    struct ForgotForm: Decodable {
        var account: String?
    }

    struct ResetForm: Decodable {
        var newPassword: String?
        var newPasswordConfirm: String?
    }

    func addRoutes(to routes: SiteRoutes<AppRequestContext>) {
        routes.get(.forgotPassword, use: showForgotPassword)
        routes.post(.forgotPassword, body: .form, use: sendResetLink)
        routes.get(.resetPassword(.key), use: showResetPassword)
        routes.post(.resetPassword(.key), body: .form, use: resetPassword)
    }

    /// GET /forgot-password: the form to ask for a reset link.
    @Sendable func showForgotPassword(request: Request, context: AppRequestContext) async throws -> Response {
        services.renderer.html(forgotPage(context))
    }

    /// GET /reset-password/{token}: the form to choose a new password, while the link is valid.
    @Sendable func showResetPassword(request: Request, context: AppRequestContext) async throws -> Response {
        guard let token = Self.token(context), let user = try await services.database.resetLinkAccount(token: token, now: now()) else {
            return notValid(context)
        }
        return Self.secret(services.renderer.html(resetPage(context, user: user, token: token)))
    }

    private func forgotPage(_ context: AppRequestContext, account: String = "", error: String? = nil) -> ForgotPasswordPage {
        ForgotPasswordPage(
            layout: services.pages.layout(context, title: "Forgot your password?", section: .account, hasForm: true),
            mailEnabled: services.mail != nil, account: account, error: error)
    }

    private func resetPage(
        _ context: AppRequestContext, user: User, token: String, newPasswordError: String? = nil, confirmError: String? = nil
    ) -> ResetPasswordPage {
        ResetPasswordPage(
            layout: services.pages.layout(context, title: "Choose a new password", section: .account, hasForm: true),
            username: user.username, action: SiteURL.resetPassword(.value(token)).path, newPasswordError: newPasswordError, confirmError: confirmError)
    }

    /// POST /forgot-password: mails a reset link to the account asked for.
    /// Everyone gets the same answer, as fast, whatever they typed: the accounts are looked up
    /// and mailed in the background. The limits count what was typed, not what it matched.
    @Sendable func sendResetLink(request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await request.decodeForm(ForgotForm.self, context: context)
        let account = form.account.trimmed
        guard let mail = services.mail else { return services.renderer.html(forgotPage(context)) }
        guard !account.isEmpty, account.count <= 254 else {
            let error = account.isEmpty ? "Enter your username or email address." : "That is too long for a username or an email address."
            return services.renderer.html(forgotPage(context, account: account, error: error), status: .unprocessableContent)
        }
        let addressKey = "address:" + (context.remoteAddress ?? "unknown")
        let nameKey = "name:" + account.lowercased()
        var wait = await services.limits.passwordResetsPerAddress.retryAfter(addressKey)
        if wait == nil { wait = await services.limits.passwordResetsPerName.retryAfter(nameKey) }
        if let wait {
            throw RetryWait(wait).error { "Many reset links were asked for lately. For everyone's safety, wait \($0) and try again." }
        }
        await services.limits.passwordResetsPerAddress.record(addressKey)
        await services.limits.passwordResetsPerName.record(nameKey)
        await mail.sendResetLinks(to: account)
        services.pages.flash(
            context, .info,
            "If an account has that username or email address, a link to choose a new password is on its way to its email. It works for one hour. Nothing after a few minutes? Check your spam folder, or ask an admin of this site.")
        return SafeRedirect.seeOther(.forgotPassword)
    }

    /// POST /reset-password/{token}: sets the new password.
    /// Sets the password and signs the person in afresh; every other session of the account has
    /// ended with the link.
    @Sendable func resetPassword(request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await request.decodeForm(ResetForm.self, context: context)
        // The link is checked before any hashing, so a bad link costs no bcrypt time.
        guard let token = Self.token(context), let user = try await services.database.resetLinkAccount(token: token, now: now()) else {
            return notValid(context)
        }
        let newPassword = form.newPassword ?? ""
        let passwordError = services.passwordPolicy.problem(with: newPassword, username: user.username)
        let confirmError = passwordError == nil && newPassword != form.newPasswordConfirm ? "The two passwords don't match." : nil
        guard passwordError == nil, confirmError == nil else {
            let page = resetPage(context, user: user, token: token, newPasswordError: passwordError, confirmError: confirmError)
            return Self.secret(services.renderer.html(page, status: .unprocessableContent))
        }
        let hash = try await services.passwords.hash(newPassword)
        let changed: (user: User, revoked: RevokedCredentials)
        do {
            changed = try await services.database.resetPassword(token: token, newHash: hash, now: now())
        } catch RecoveryError.linkNotValid {
            return notValid(context)
        }
        try await sessions.signIn(changed.user, request: request, context: context)
        services.pages.flash(context, .success, "Your new password is set and you're logged in. \(changed.revoked.sentence)")
        return SafeRedirect.seeOther(.home)
    }

    private func notValid(_ context: AppRequestContext) -> Response {
        let page = LinkNotValidPage(
            layout: services.pages.layout(context, title: LinkNotValidPage.heading, section: .account), kind: .reset,
            mailEnabled: services.mail != nil)
        return Self.secret(services.renderer.html(page, status: .gone))
    }

    /// The token from the path, when it has the shape `RandomToken.make()` gives (43 base64url
    /// characters); anything else is answered without a database lookup.
    static func token(_ context: some RequestContext) -> String? {
        guard let token = context.parameters.get("token"), token.utf8.count == 43,
              token.utf8.allSatisfy({ $0.isBase64URL }) else { return nil }
        return token
    }

    /// A page whose address holds a secret: not kept by any cache, and its address not sent on
    /// as a Referer (not even to this site's own stylesheet).
    static func secret(_ response: Response) -> Response {
        var response = response
        response.headers[.cacheControl] = "no-store"
        response.headers[SecurityHeaders.referrerPolicy] = "no-referrer"
        return response
    }
}

private extension UInt8 {
    var isBase64URL: Bool {
        switch self {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"): true
        default: false
        }
    }
}
