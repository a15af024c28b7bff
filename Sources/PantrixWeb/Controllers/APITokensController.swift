import Foundation
import Hummingbird
import PantrixCore
import Templates

/// Settings → API tokens (signed in): make a token (shown once, after the password), list them, revoke one.
struct APITokensController {
    let services: AppServices
    let now: @Sendable () -> Date

    struct TokenForm: Decodable {
        var name: String?
        var scope: String?
        var expiry: String?
        var password: String?
    }

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.get(.settingsTokens, use: showTokens)
        routes.post(.settingsTokens, body: .form, use: createToken)
        routes.post(.settingsTokenRevoke(.key), body: .form, use: revokeToken)
    }

    /// GET /settings/tokens: your API tokens and the form to make one.
    @Sendable func showTokens(request: Request, context: SignedInContext) async throws -> Response {
        try await render(context)
    }

    /// POST /settings/tokens/{id}/revoke: turns an API token off.
    @Sendable func revokeToken(request: Request, context: SignedInContext) async throws -> Response {
        let id = try context.parameters.id(otherwise: PantryError.notFound)
        do {
            try await services.database.revokeAPIToken(id: id, userID: context.userID, now: now())
        } catch APITokenError.notFound {
            throw PantryError.notFound
        }
        services.pages.flash(context, .success, "The token is revoked: programs using it get “401 Unauthorized” from now on.")
        return SafeRedirect.seeOther(.settingsTokens)
    }

    /// POST /settings/tokens: makes an API token, shown once.
    /// A token speaks for the account as its password does, so making one asks for the password
    /// again (a session left open on a shared computer can't mint a lasting credential), and its
    /// expiry must be one of the choices offered.
    @Sendable func createToken(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(TokenForm.self, context: context)
        let scope = form.scope.flatMap(APIScope.init(rawValue:)) ?? .read
        let lifetime = APITokenLifetime(rawValue: form.expiry ?? APITokenLifetime.quarter.rawValue)
        let typed = lifetime?.rawValue ?? APITokenLifetime.quarter.rawValue
        func problem(name: String? = nil, expiry: String? = nil, password: String? = nil) async throws -> Response {
            let rejected = APITokensPage.Rejected(name: form.name.trimmed, nameError: name, expiryError: expiry, passwordError: password)
            return try await render(context, status: .unprocessableContent, scope: scope, expiry: typed, rejected: rejected)
        }
        let nameOK = (try? AppDatabase.apiTokenName(form.name.trimmed)) != nil
        let passwordOK = try await services.passwords.verify(form.password ?? "", against: context.user.passwordHash)
        guard let lifetime, nameOK, passwordOK else {
            return try await problem(
                name: nameOK ? nil : Self.nameProblem,
                expiry: lifetime == nil ? "Choose when the token expires: in 30 days, 90 days, a year, or never." : nil,
                password: passwordOK ? nil : "That isn't your password. Making a token asks for it again.")
        }
        do {
            let made = try await services.database.createAPIToken(
                userID: context.userID, name: form.name.trimmed, scope: scope, lifetime: lifetime, now: now())
            // Shown once, in the answer itself: nothing could show it again after a redirect.
            return try await render(context, status: .created, newToken: made.secret)
        } catch APITokenError.badName {
            return try await problem(name: Self.nameProblem)
        } catch APITokenError.tooMany {
            return try await problem(name: "You have \(AppDatabase.apiTokenLimits.perUser) tokens in use, the most one person can have. Revoke one first.")
        }
    }

    static let nameProblem = "Name the token (1 to \(AppDatabase.apiTokenLimits.nameLength) characters), e.g. after the device that uses it."

    private func render(
        _ context: SignedInContext, status: HTTPResponse.Status = .ok, scope: APIScope = .read, expiry: String = APITokenLifetime.quarter.rawValue,
        newToken: String? = nil, rejected: APITokensPage.Rejected? = nil
    ) async throws -> Response {
        let page = APITokensPage(
            layout: services.pages.layout(context, title: "API tokens", section: .account, hasForm: true),
            tokens: try await services.database.apiTokens(userID: context.userID), now: now(), scope: scope, expiry: expiry,
            newToken: newToken, rejected: rejected)
        return services.renderer.html(page, status: status)
    }
}
