import Foundation
import Hummingbird
import PantrixCore
import Templates

/// A person's cooking entries as the admins see them, to void one (points and all).
extension ModerationController {
    /// GET /admin/reports/cooks/{id}: a person's cooking history, to void entries.
    @Sendable func showCookingLog(request: Request, context: AdminContext) async throws -> Response {
        try await cookingLog(context, userID: try Self.id(context))
    }

    /// POST /admin/reports/cooking/{id}/void: voids a cooking entry and its points.
    @Sendable func voidCooking(request: Request, context: AdminContext) async throws -> Response {
        let id = try Self.id(context)
        let form = try await request.decodeForm(ActionForm.self, context: context)
        guard let owner = try await services.database.cookingEntryOwner(id: id) else { throw Self.notFound }
        do {
            try await services.database.voidCookingEntry(id: id, reason: form.reason ?? "", by: context.actor)
            services.pages.flash(context, .success, "Voided. Its points are taken back, and the cook sees why in their history.")
        } catch let error as ModerationError {
            switch error {
            case .reasonRequired, .reasonTooLong:
                let field = FormField(id: "void-\(id)", value: form.reason, error: Self.message(error))
                return try await cookingLog(context, userID: owner, failed: (id, field), status: .unprocessableContent)
            default:
                services.pages.flash(context, .error, Self.message(error))
            }
        }
        return SafeRedirect.seeOther(SiteURL.adminCookingLog(.value(owner)).href(fragment: "entry-\(id)"))
    }

    private func cookingLog(
        _ context: AdminContext, userID: Int64, failed: (id: Int64, reason: FormField)? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        guard let user = try await services.database.user(id: userID) else { throw Self.notFound }
        let entries = try await services.database.cookingHistory(userID: userID, limit: 200)
        let page = CookingLogPage(
            layout: services.pages.layout(context, title: "Cooking entries of \(user.username)", section: nil),
            user: user, entries: entries, failed: failed)
        return services.renderer.html(page, status: status)
    }
}
