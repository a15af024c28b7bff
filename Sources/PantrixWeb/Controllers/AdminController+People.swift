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
        services.renderer.html(personPage(context, try await person(context)))
    }

    /// POST /admin/people/{id}/disable: disables an account, with the reason recorded.
    @Sendable func disablePerson(request: Request, context: AdminContext) async throws -> Response {
        let form = try await request.decodeForm(ReasonForm.self, context: context)
        let person = try await person(context)
        let reason = form.reason.trimmed
        let error = person.id == context.userID ? "You can't disable your own account." : Self.reasonProblem(reason)
        guard error == nil else {
            return services.renderer.html(personPage(context, person, rejected: .disable(reason: reason, error: error)), status: .unprocessableContent)
        }
        let revoked = try await services.database.disableUser(id: person.id, reason: reason, by: context.actor)
        services.pages.flash(context, .success, "\(person.username) is disabled and signed out everywhere; \(revoked.apiTokens == 1 ? "1 API token was" : "\(revoked.apiTokens) API tokens were") revoked.")
        return SafeRedirect.seeOther(.adminPerson(.value(person.id)))
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
        let person = try await person(context)
        let reason = form.reason.trimmed
        let reasonError = person.id == context.userID ? "You can't delete your own account here; use your settings." : Self.reasonProblem(reason)
        let confirmError = form.confirm == "yes" ? nil : "Tick the box to confirm."
        guard reasonError == nil, confirmError == nil else {
            let page = personPage(context, person, rejected: .delete(reason: reason, reasonError: reasonError, confirmError: confirmError))
            return services.renderer.html(page, status: .unprocessableContent)
        }
        let recipes = try await services.removeAccount(userID: person.id)
        try await services.database.recordAudit(
            actor: context.actor, action: "deleted account",
            target: "user \(person.username) (\(recipes) recipe\(recipes == 1 ? "" : "s"))", reason: reason)
        services.pages.flash(context, .success, "\(person.username)'s account and everything in it are deleted.")
        return SafeRedirect.seeOther(.adminPeople)
    }

    private static func personID(_ context: AdminContext) throws -> Int64 { try context.parameters.id(otherwise: AdminContext.notFound) }

    /// The person in the path, or the admin area's not-found page.
    private func person(_ context: AdminContext) async throws -> PersonSummary {
        guard let person = try await services.database.person(id: try Self.personID(context)) else { throw AdminContext.notFound }
        return person
    }

    private func personPage(_ context: AdminContext, _ person: PersonSummary, rejected: AdminPersonPage.Rejected? = nil) -> AdminPersonPage {
        let layout = layout(context, person.username)
        return AdminPersonPage(
            layout: layout, person: PersonRow(person), isSelf: person.id == context.userID,
            extraActions: person.isDisabled ? [] : [Partials.adminResetLinkForm(personID: person.id, layout: layout)], rejected: rejected)
    }

    /// What is wrong with a reason as typed: it is missing or too long.
    private static func reasonProblem(_ reason: String) -> String? {
        if reason.isEmpty { return "Say why: it goes into the audit log." }
        return reason.count > maxReason ? "At most \(maxReason) characters." : nil
    }
}
