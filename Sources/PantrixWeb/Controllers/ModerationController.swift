import Templates
import Foundation
import Hummingbird
import PantrixCore

/// The admins' report queue (/admin/reports): each reported item previewed in place, to dismiss,
/// hide or delete; and a person's cooking entries, to void one. Admin routes: 404 to anyone else.
/// Every action writes its audit line in the same transaction (PantrixCore).
struct ModerationController {
    let services: AppServices

    struct ActionForm: Decodable {
        var reason: String?
        var back: String?
    }

    func addRoutes(to routes: SiteRoutes<AdminContext>) {
        routes.get(.adminReports, use: showReports)
        routes.post(.adminReportDismiss(.key, .key), body: .form, use: dismissReports)
        routes.post(.adminReportHide(.key, .key), body: .form, use: hideReported)
        routes.post(.adminReportDelete(.key, .key), body: .form, use: deleteReported)
        routes.get(.adminCookingLog(.key), use: showCookingLog)
        routes.post(.adminCookingVoid(.key), body: .form, use: voidCooking)
    }

    /// GET /admin/reports: the reported items waiting for a decision.
    @Sendable func showReports(request: Request, context: AdminContext) async throws -> Response {
        try await queue(request.queryFields.all, context)
    }

    /// POST /admin/reports/{kind}/{id}/dismiss: keeps the item and closes its reports.
    @Sendable func dismissReports(request: Request, context: AdminContext) async throws -> Response {
        let (item, form) = try await Self.read(request, context)
        do {
            try await services.database.dismissReports(item, by: context.actor)
            services.pages.flash(context, .success, "Reports dismissed; the \(item.kind.noun) stays as it is.")
        } catch ModerationError.nothingOpen {
            services.pages.flash(context, .info, "Those reports were already dealt with.")
        }
        return Self.back(form)
    }

    /// POST /admin/reports/{kind}/{id}/hide: hides the item, with the reason recorded.
    @Sendable func hideReported(request: Request, context: AdminContext) async throws -> Response {
        let (item, form) = try await Self.read(request, context)
        do {
            try await services.moderation.hide(item, reason: form.reason ?? "", by: context.actor)
            services.pages.flash(context, .success, Self.hidden(item.kind))
        } catch let error as ModerationError {
            switch error {
            case .reasonRequired, .reasonTooLong:
                let field = FormField(id: "hide-\(item.kind.rawValue)-\(item.id)", value: form.reason, error: Self.message(error))
                return try await queue(Self.query(of: form.back), context, failed: (item, field), status: .unprocessableContent)
            default:
                services.pages.flash(context, .error, Self.message(error))
            }
        }
        return Self.back(form)
    }

    /// POST /admin/reports/{kind}/{id}/delete: deletes the item.
    @Sendable func deleteReported(request: Request, context: AdminContext) async throws -> Response {
        let (item, form) = try await Self.read(request, context)
        do {
            try await services.moderation.delete(item, reason: form.reason ?? "", by: context.actor)
            services.pages.flash(context, .success, "Deleted the \(item.kind.noun).")
        } catch let error as ModerationError {
            services.pages.flash(context, .error, Self.message(error))
        }
        return Self.back(form)
    }

    /// The queue as `query` asks for it (`sort`, `show`, `page`).
    private func queue(
        _ query: [String: String], _ context: AdminContext, failed: (item: ReportedItem, reason: FormField)? = nil,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let order = query["sort"].flatMap(ReportQueueOrder.init(rawValue:)) ?? .newest
        let resolved = query["show"] == "resolved"
        let page = query["page"].flatMap { Int($0) }.map { min(max($0, 1), 10_000) } ?? 1
        let reports = try await services.database.reportQueue(order: order, resolved: resolved, page: page)
        let model = ReportQueuePage(
            layout: services.pages.layout(context, title: "Reports", section: nil), queue: reports, order: order, resolved: resolved,
            page: page, viewerID: context.userID, failed: failed)
        return services.renderer.html(model, status: status)
    }

    /// The item the route names, and the form.
    private static func read(_ request: Request, _ context: AdminContext) async throws -> (ReportedItem, ActionForm) {
        let item = try context.parameters.reportedItem(otherwise: notFound)
        return (item, try await request.decodeForm(ActionForm.self, context: context))
    }

    static func id(_ context: AdminContext) throws -> Int64 {
        let id = try context.parameters.id(otherwise: notFound)
        return id
    }

    /// Back to the queue the form was on (its sort and page), never off the site.
    private static func back(_ form: ActionForm) -> Response {
        SafeRedirect.seeOther(SafeRedirect.localPath(form.back, fallback: .adminReports))
    }

    /// The query of the queue address a form carries in `back`: a refused form is shown on the
    /// queue it was sent from.
    private static func query(of back: String?) -> [String: String] {
        let items = back.flatMap(URLComponents.init(string:))?.queryItems ?? []
        return Dictionary(items.compactMap { item in item.value.map { (item.name, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    static func hidden(_ kind: ReportKind) -> String {
        switch kind {
        case .recipe: "Hidden. The recipe is gone for everyone but its author, who sees your reason; points earned cooking it are taken back."
        case .photo: "Hidden. Only its uploader sees the photo now, with your reason; its photo bonus is taken back."
        case .comment, .list, .profile: "Hidden. Only its owner sees the \(kind.noun) now, with your reason."
        }
    }

    static func message(_ error: ModerationError) -> String {
        switch error {
        case .itemGone: "That item no longer exists. Dismiss its reports to clear them."
        case .alreadyHidden: "That is hidden already."
        case .reasonRequired: "Give a reason: its owner is shown it."
        case .reasonTooLong: "Keep the reason to \(AppDatabase.maxModerationReasonLength) characters."
        case .cannotDelete: "Profiles are hidden here, not deleted. Deleting accounts is done on the people page."
        case .nothingOpen: "Those reports were already dealt with."
        case .entryNotFound: "That cooking entry doesn't exist."
        case .nothingToVoid: "That entry earned no points, so there is nothing to void."
        }
    }

    static let notFound = UserFacingError(status: .notFound, message: "That doesn't exist.")
}
