import Foundation
import Hummingbird
import PantrixCore
import Templates

/// Settings → API tokens (signed in): make a token (shown once), list them, revoke one.
struct APITokensController {
    let services: AppServices
    let now: @Sendable () -> Date

    struct TokenForm: Decodable {
        var name: String?
        var scope: String?
        var expiry: String?
    }

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.get(.settingsTokens) { _, context in try await render(context) }
        routes.post(.settingsTokens, body: .form) { request, context -> Response in
            let form = try await request.decodeForm(TokenForm.self, context: context)
            let scope = form.scope.flatMap(APIScope.init(rawValue:)) ?? .read
            let expiry = form.expiry ?? "90"
            let days = Int(expiry).flatMap { [30, 90, 365].contains($0) ? $0 : nil }
            do {
                let made = try await services.database.createAPIToken(
                    userID: context.userID, name: form.name.trimmed, scope: scope,
                    expiresAt: days.map { now().addingTimeInterval(TimeInterval($0) * 86_400) }, now: now())
                // Shown once, in the answer itself: nothing could show it again after a redirect.
                return try await render(context, status: .created) { $0.newToken = made.secret }
            } catch APITokenError.badName {
                return try await render(context, status: .unprocessableContent, scope: scope, expiry: days.map(String.init) ?? "never") {
                    $0.name.value = form.name.trimmed
                    $0.name.error = "Name the token (1 to \(AppDatabase.apiTokenLimits.nameLength) characters), e.g. after the device that uses it."
                }
            } catch APITokenError.tooMany {
                return try await render(context, status: .unprocessableContent, scope: scope, expiry: days.map(String.init) ?? "never") {
                    $0.name.value = form.name.trimmed
                    $0.name.error = "You have \(AppDatabase.apiTokenLimits.perUser) tokens in use, the most one person can have. Revoke one first."
                }
            }
        }
        routes.post(.settingsTokenRevoke(.key), body: .form) { _, context -> Response in
            guard let id = context.parameters.get("id", as: Int64.self) else { throw PantryError.notFound }
            do {
                try await services.database.revokeAPIToken(id: id, userID: context.userID, now: now())
            } catch APITokenError.notFound {
                throw PantryError.notFound
            }
            services.pages.flash(context, .success, "The token is revoked: programs using it get “401 Unauthorized” from now on.")
            return SafeRedirect.seeOther(.settingsTokens)
        }
    }

    private func render(
        _ context: SignedInContext, status: HTTPResponse.Status = .ok, scope: APIScope = .read, expiry: String = "90",
        edit: (inout APITokensPage) -> Void = { _ in }
    ) async throws -> Response {
        var page = APITokensPage(
            layout: services.pages.layout(context, title: "API tokens", section: .account, hasForm: true),
            tokens: try await services.database.apiTokens(userID: context.userID), now: now(), scope: scope, expiry: expiry)
        edit(&page)
        return services.renderer.html(page, status: status)
    }
}
