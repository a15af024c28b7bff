import Foundation
import Hummingbird
import PantrixCore
import Templates

/// /admin: people (find, disable, enable, delete), site settings and the audit log. Admins
/// only: to anyone else every route here is a 404 (AdminContext). Every action writes an audit
/// line with the admin's name and reason in the same transaction.
struct AdminController {
    let services: AppServices

    struct ReasonForm: Decodable {
        var reason: String?
        var confirm: String?
    }

    struct SettingsForm: Decodable {
        var registration: String?
        var membersMayInvite: String?
    }

    static let pageSize = 50
    static let maxReason = 300

    func addRoutes(to routes: SiteRoutes<AdminContext>) {
        routes.get(.admin, use: showAdminHome)
        routes.get(.adminPeople, use: listPeople)
        routes.get(.adminPerson(.key), use: showPerson)
        routes.post(.adminPersonDisable(.key), body: .form, use: disablePerson)
        routes.post(.adminPersonEnable(.key), body: .form, use: enablePerson)
        routes.post(.adminPersonDelete(.key), body: .form, use: deletePerson)
        routes.get(.adminSettings, use: showSiteSettings)
        routes.post(.adminSettings, body: .form, use: saveSiteSettings)
        routes.get(.adminAudit, use: showAuditLog)
    }

    /// GET /admin: how many people, who may sign up, and mail that failed in the last day.
    @Sendable func showAdminHome(request: Request, context: AdminContext) async throws -> Response {
        let counts = try await services.database.peopleCounts()
        let page = AdminHomePage(
            layout: layout(context, "Admin"), people: counts.people, disabled: counts.disabled,
            registration: try await services.registrationMode().label,
            activeInvites: try await services.database.activeInviteCount(), openReports: try await services.database.openReportCount(),
            mailConfigured: services.mail != nil, mailFailures: try await services.database.mailFailures(since: Date().addingTimeInterval(-86_400)))
        return services.renderer.html(page)
    }

    /// GET /admin/settings: who may sign up.
    @Sendable func showSiteSettings(request: Request, context: AdminContext) async throws -> Response {
        services.renderer.html(try await settingsPage(context))
    }

    /// POST /admin/settings: saves who may sign up.
    @Sendable func saveSiteSettings(request: Request, context: AdminContext) async throws -> Response {
        let form = try await request.decodeForm(SettingsForm.self, context: context)
        let registration = RegistrationMode(rawValue: form.registration ?? "")
        guard registration != nil || form.registration == "default" else {
            throw UserFacingError(status: .unprocessableContent, message: "Choose who may sign up from the list.")
        }
        try await services.database.saveSiteSettings(
            SiteSettings(registration: registration, membersMayInvite: form.membersMayInvite == "yes"), by: context.actor)
        services.pages.flash(context, .success, "Settings saved.")
        return SafeRedirect.seeOther(.adminSettings)
    }

    /// GET /admin/audit: the audit log, newest first, a page at a time.
    @Sendable func showAuditLog(request: Request, context: AdminContext) async throws -> Response {
        let offset = max(0, request.queryFields.get("offset").flatMap { Int($0) } ?? 0)
        let entries = try await services.database.auditLog(limit: Self.pageSize + 1, offset: offset)
        let next = entries.count > Self.pageSize ? SiteURL.adminAudit.href(["offset": String(offset + Self.pageSize)]) : nil
        let page = AdminAuditPage(
            layout: layout(context, "Audit log"), rows: entries.prefix(Self.pageSize).map(AdminAuditPage.Row.init), nextPage: next)
        return services.renderer.html(page)
    }

    func layout(_ context: AdminContext, _ title: String) -> LayoutModel {
        services.pages.layout(context, title: title, section: .admin, hasForm: true)
    }

    private func settingsPage(_ context: AdminContext) async throws -> AdminSettingsPage {
        let settings = try await services.database.siteSettings()
        let serverDefault = services.config.defaultRegistration
        var options = [FormOption(value: "default", label: "Server default (\(serverDefault.rawValue))", selected: settings.registration == nil)]
        options += RegistrationMode.allCases.map { FormOption(value: $0.rawValue, label: $0.label, selected: settings.registration == $0) }
        return AdminSettingsPage(
            layout: layout(context, "Site settings"), registrationOptions: options, serverDefault: serverDefault.rawValue,
            membersMayInvite: settings.membersMayInvite)
    }
}
