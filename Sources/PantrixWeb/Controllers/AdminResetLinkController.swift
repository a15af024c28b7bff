import Foundation
import Hummingbird
import PantrixCore
import Templates

/// POST /admin/people/{id}/reset-link: a reset link an admin passes on by hand (on a server
/// without mail the only way back in; with mail, for someone without an address). The same
/// kind of link as a mailed one, valid 24 hours; the audit log records who made it for whom.
struct AdminResetLinkController {
    let services: AppServices
    let now: @Sendable () -> Date

    func addRoutes(to routes: SiteRoutes<AdminContext>) {
        routes.post(.adminPersonResetLink(.key), body: .form, use: makeResetLink)
    }

    /// POST /admin/people/{id}/reset-link: a reset link to pass on by hand, shown once.
    @Sendable func makeResetLink(request: Request, context: AdminContext) async throws -> Response {
        let id = try context.parameters.id(otherwise: AdminContext.notFound)
        let link: ResetLink
        do {
            link = try await services.database.createResetLink(
                userID: id, by: context.actor, lifetime: AppDatabase.adminResetLinkLifetime, now: now())
        } catch RecoveryError.noSuchUser {
            throw AdminContext.notFound
        } catch RecoveryError.accountDisabled {
            throw UserFacingError(status: .unprocessableContent, message: "That account is disabled. Enable it first, then make a reset link.")
        }
        let page = ResetLinkMadePage(
            layout: services.pages.layout(context, title: "Reset link for \(link.user.username)", section: nil),
            username: link.user.username, personHref: SiteURL.adminPerson(.value(id)).path,
            link: services.absoluteURL(SiteURL.resetPassword(.value(link.token)).path, request: request), expires: link.expiresAt,
            hours: Int(AppDatabase.adminResetLinkLifetime / 3600))
        return RecoveryController.secret(services.renderer.html(page))
    }
}
