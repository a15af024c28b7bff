import Foundation
import Hummingbird
import PantrixCore
import Templates

/// The admin's people pages: finding an account, and disabling, enabling or deleting it (each
/// with its reason in the audit log).
extension AdminController {
    /// GET /admin/people: everyone, or those matching a search, a page at a time.
    @Sendable func listPeople(request: Request, context: AdminContext) async throws -> Response {
        let query = String((request.queryFields.get("q") ?? "").trimmingCharacters(in: .whitespaces).prefix(100))
        let offset = max(0, request.queryFields.get("offset").flatMap { Int($0) } ?? 0)
        let found = try await services.database.people(matching: query, limit: Self.pageSize + 1, offset: offset)
        let next = found.count > Self.pageSize
            ? SiteURL.adminPeople.href(["q": query.isEmpty ? nil : query, "offset": String(offset + Self.pageSize)]) : nil
        let page = AdminPeoplePage(
            layout: layout(context, "People"), query: query, people: found.prefix(Self.pageSize).map(PersonRow.init), nextPage: next)
        return services.renderer.html(page)
    }

    /// GET /admin/people/{id}: one person's account and what can be done with it.
    @Sendable func showPerson(request: Request, context: AdminContext) async throws -> Response {
        services.renderer.html(try await personPage(context))
    }

    /// POST /admin/people/{id}/disable: disables an account, with the reason recorded.
    @Sendable func disablePerson(request: Request, context: AdminContext) async throws -> Response {
        let form = try await request.decodeForm(ReasonForm.self, context: context)
        var page = try await personPage(context)
        let reason = Self.reason(form.reason, into: &page.disableReason)
        if page.isSelf { page.disableReason.error = "You can't disable your own account." }
        guard page.disableReason.error == nil else { return services.renderer.html(page, status: .unprocessableContent) }
        let revoked = try await services.database.disableUser(id: page.person.id, reason: reason, by: context.actor)
        services.pages.flash(context, .success, "\(page.person.username) is disabled and signed out everywhere; \(revoked.apiTokens == 1 ? "1 API token was" : "\(revoked.apiTokens) API tokens were") revoked.")
        return SafeRedirect.seeOther(.adminPerson(.value(page.person.id)))
    }

    /// POST /admin/people/{id}/enable: enables a disabled account again.
    @Sendable func enablePerson(request: Request, context: AdminContext) async throws -> Response {
        let id = try Self.personID(context)
        do {
            try await services.database.enableUser(id: id, by: context.actor)
        } catch AdminError.noSuchUser {
            throw AdminContext.notFound
        }
        services.pages.flash(context, .success, "The account is enabled again: they can log in.")
        return SafeRedirect.seeOther(.adminPerson(.value(id)))
    }

    /// POST /admin/people/{id}/delete: deletes an account, with the reason recorded.
    @Sendable func deletePerson(request: Request, context: AdminContext) async throws -> Response {
        let form = try await request.decodeForm(ReasonForm.self, context: context)
        var page = try await personPage(context)
        let reason = Self.reason(form.reason, into: &page.deleteReason)
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

    /// The reason as typed, kept in its field with a message when it is missing or too long.
    private static func reason(_ text: String?, into field: inout FormField) -> String {
        let reason = text.trimmed
        field.value = reason
        if reason.isEmpty {
            field.error = "Say why: it goes into the audit log."
        } else if reason.count > maxReason {
            field.error = "At most \(maxReason) characters."
        } else {
            field.error = nil
        }
        return reason
    }
}
