import Templates
import Foundation
import Hummingbird
import PantrixCore

/// POST /report/{kind}/{id}: a signed-in person reports a recipe, photo, comment, list or
/// profile from the menu next to it. The answer never says anything about whose it is.
struct ReportsController {
    let services: AppServices

    struct ReportForm: Decodable {
        var reason: String?
        var note: String?
        var back: String?
    }

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.post(.report(.key, .key), body: .form, use: report)
    }

    /// POST /report/{kind}/{id}: reports something to the admins, within the rate limit.
    @Sendable func report(request: Request, context: SignedInContext) async throws -> Response {
        let item = try context.parameters.reportedItem(otherwise: Self.notFound)
        if let wait = await services.limits.admit("user:\(context.userID)", by: services.limits.reportsPerUser) {
            throw RetryWait(wait).error { "You've sent a lot of reports in a short time. Please wait \($0) and try again." }
        }
        let form = try await request.decodeForm(ReportForm.self, context: context)
        let back = SafeRedirect.localPath(form.back, fallback: Self.fallback(item))
        let reason = form.reason.flatMap(ReportReason.init(rawValue:))
        // The form again, as sent, with what is wrong with it.
        func menu(reasonError: String? = nil, noteError: String? = nil) -> ReportMenu {
            ReportMenu(kind: item.kind, id: item.id, back: back, reason: reason, note: form.note ?? "", reasonError: reasonError, noteError: noteError)
        }
        guard let reason else { return try await refuse(menu(reasonError: "Choose what is wrong with it."), context) }
        do {
            try await services.database.report(item, reason: reason, note: form.note ?? "", by: context.user)
            services.pages.flash(context, .success, Self.thanks)
        } catch ReportError.alreadyReported {
            services.pages.flash(context, .info, Self.alreadyReported)
        } catch ReportError.ownItem {
            services.pages.flash(context, .error, "That is yours, so there is nothing to report: you can edit or delete it yourself.")
        } catch ReportError.noteTooLong {
            return try await refuse(menu(noteError: "Keep the note to \(AppDatabase.maxReportNoteLength) characters (it has \(form.note.trimmed.count))."), context)
        } catch ReportError.accountDisabled {
            throw UserFacingError(status: .forbidden, message: "This account is disabled, so it can't send reports.")
        } catch ReportError.notFound {
            throw Self.notFound
        }
        return SafeRedirect.seeOther(back)
    }

    /// The form again on a page of its own, with what was typed and what to change.
    private func refuse(_ menu: ReportMenu, _ context: SignedInContext) async throws -> Response {
        let page = ReportFormPage(layout: services.pages.layout(context, title: menu.title, section: nil), menu: menu)
        return services.renderer.html(page, status: .unprocessableContent)
    }

    /// Where a report returns to when its form named nowhere (or somewhere off the site).
    static func fallback(_ item: ReportedItem) -> SiteURL {
        switch item.kind {
        case .recipe: .recipe(.value(item.id))
        case .list: .list(.value(item.id))
        case .photo, .comment, .profile: .home
        }
    }

    /// The confirmation: the same words whatever was reported, and nothing about whose it is.
    static let thanks = "Thanks for your report. A moderator will look at it; nobody else is told who sent it."
    static let alreadyReported = "You already reported this. A moderator will look at it."

    static let notFound = UserFacingError(status: .notFound, message: "That doesn't exist, or you can't see it.")
}
