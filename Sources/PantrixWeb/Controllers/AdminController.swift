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
        routes.get(.admin) { _, context in
            let counts = try await services.database.peopleCounts()
            var page = AdminHomePage(
                layout: layout(context, "Admin"), people: counts.people, disabled: counts.disabled,
                registration: try await services.registrationMode().label,
                activeInvites: try await services.database.activeInviteCount())
            page.mailConfigured = services.mail != nil
            page.openReports = try await services.database.openReportCount()
            page.mailFailures = try await services.database.mailFailures(since: Date().addingTimeInterval(-86_400))
            return services.renderer.html(page)
        }
        routes.get(.adminPeople) { request, context in
            let query = String((request.queryFields.get("q") ?? "").trimmingCharacters(in: .whitespaces).prefix(100))
            let offset = max(0, request.queryFields.get("offset").flatMap { Int($0) } ?? 0)
            let found = try await services.database.people(matching: query, limit: Self.pageSize + 1, offset: offset)
            let next = found.count > Self.pageSize
                ? SiteURL.adminPeople.href(["q": query.isEmpty ? nil : query, "offset": String(offset + Self.pageSize)]) : nil
            let page = AdminPeoplePage(
                layout: layout(context, "People"), query: query, people: found.prefix(Self.pageSize).map(PersonRow.init), nextPage: next)
            return services.renderer.html(page)
        }
        routes.get(.adminPerson(.key)) { _, context in
            services.renderer.html(try await personPage(context))
        }
        routes.post(.adminPersonDisable(.key), body: .form, use: disable)
        routes.post(.adminPersonEnable(.key), body: .form) { _, context -> Response in
            let id = try Self.personID(context)
            do {
                try await services.database.enableUser(id: id, by: context.actor)
            } catch AdminError.noSuchUser {
                throw AdminContext.notFound
            }
            services.pages.flash(context, .success, "The account is enabled again: they can log in.")
            return SafeRedirect.seeOther(.adminPerson(.value(id)))
        }
        routes.post(.adminPersonDelete(.key), body: .form, use: delete)
        routes.get(.adminSettings) { _, context in
            services.renderer.html(try await settingsPage(context))
        }
        routes.post(.adminSettings, body: .form) { request, context -> Response in
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
        routes.get(.adminAudit) { request, context in
            let offset = max(0, request.queryFields.get("offset").flatMap { Int($0) } ?? 0)
            let entries = try await services.database.auditLog(limit: Self.pageSize + 1, offset: offset)
            let next = entries.count > Self.pageSize ? SiteURL.adminAudit.href(["offset": String(offset + Self.pageSize)]) : nil
            let page = AdminAuditPage(
                layout: layout(context, "Audit log"), rows: entries.prefix(Self.pageSize).map(AdminAuditPage.Row.init), nextPage: next)
            return services.renderer.html(page)
        }
    }

    private func layout(_ context: AdminContext, _ title: String) -> LayoutModel {
        services.pages.layout(context, title: title, section: .admin, hasForm: true)
    }

    private static func personID(_ context: AdminContext) throws -> Int64 {
        let id = try context.parameters.id(otherwise: AdminContext.notFound)
        return id
    }

    private func personPage(_ context: AdminContext) async throws -> AdminPersonPage {
        let id = try Self.personID(context)
        guard let person = try await services.database.person(id: id) else { throw AdminContext.notFound }
        let layout = layout(context, person.username)
        var page = AdminPersonPage(layout: layout, person: PersonRow(person), isSelf: id == context.userID)
        if !person.isDisabled { page.extraActions.append(Partials.adminResetLinkForm(personID: id, layout: layout)) }
        return page
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

    /// The reason as typed, or a message for the field when it is missing or too long.
    private static func reason(_ text: String?) -> (String, error: String?) {
        let reason = text.trimmed
        if reason.isEmpty { return (reason, "Say why: it goes into the audit log.") }
        if reason.count > maxReason { return (reason, "At most \(maxReason) characters.") }
        return (reason, nil)
    }

    @Sendable func disable(request: Request, context: AdminContext) async throws -> Response {
        let form = try await request.decodeForm(ReasonForm.self, context: context)
        var page = try await personPage(context)
        let (reason, error) = Self.reason(form.reason)
        page.disableReason.value = reason
        page.disableReason.error = error
        if page.isSelf { page.disableReason.error = "You can't disable your own account." }
        guard page.disableReason.error == nil else { return services.renderer.html(page, status: .unprocessableContent) }
        let revoked = try await services.database.disableUser(id: page.person.id, reason: reason, by: context.actor)
        services.pages.flash(context, .success, "\(page.person.username) is disabled and signed out everywhere; \(revoked.apiTokens == 1 ? "1 API token was" : "\(revoked.apiTokens) API tokens were") revoked.")
        return SafeRedirect.seeOther(.adminPerson(.value(page.person.id)))
    }

    @Sendable func delete(request: Request, context: AdminContext) async throws -> Response {
        let form = try await request.decodeForm(ReasonForm.self, context: context)
        var page = try await personPage(context)
        let (reason, error) = Self.reason(form.reason)
        page.deleteReason.value = reason
        page.deleteReason.error = error
        if form.confirm != "yes" { page.deleteConfirm.error = "Tick the box to confirm." }
        if page.isSelf { page.deleteReason.error = "You can't delete your own account here; use your settings." }
        guard page.deleteReason.error == nil, page.deleteConfirm.error == nil else {
            return services.renderer.html(page, status: .unprocessableContent)
        }
        let person = page.person
        let recipes = try await services.removeAccount(userID: person.id)
        try await services.database.recordAudit(
            actor: context.actor, action: "deleted account",
            target: "user \(person.username) (\(recipes) recipe\(recipes == 1 ? "" : "s"))", reason: reason)
        services.pages.flash(context, .success, "\(person.username)'s account and everything in it are deleted.")
        return SafeRedirect.seeOther(.adminPeople)
    }
}
