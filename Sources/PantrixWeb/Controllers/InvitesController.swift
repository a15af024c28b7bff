import Foundation
import Hummingbird
import PantrixCore
import Templates

/// /invites: invite links, made by admins (and by members when an admin allows it). A link
/// creates up to N accounts until it expires or is revoked; its token is shown once.
struct InvitesController {
    let services: AppServices

    struct InviteForm: Decodable {
        var uses: String?
        var days: String?
        var note: String?
    }

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.get(.invites, use: showInvites)
        routes.post(.invites, body: .form, use: createInvite)
        routes.post(.inviteRevoke(.key), body: .form, use: revokeInvite)
    }

    /// GET /invites: your invitations and the form to make one.
    @Sendable func showInvites(request: Request, context: SignedInContext) async throws -> Response {
        services.renderer.html(try await page(context))
    }

    /// POST /invites/{id}/revoke: turns an invitation off.
    @Sendable func revokeInvite(request: Request, context: SignedInContext) async throws -> Response {
        let id = try context.parameters.id(otherwise: AdminContext.notFound)
        do {
            try await services.database.revokeInvite(id: id, by: context.user)
        } catch InviteError.notValid, InviteError.notAllowed {
            throw AdminContext.notFound
        }
        services.pages.flash(context, .success, "Invite \(id) is revoked: its link no longer creates accounts.")
        return SafeRedirect.seeOther(.invites)
    }

    private func page(_ context: SignedInContext) async throws -> InvitesPage {
        // Someone who may not invite finds nothing here, as at any unknown address.
        guard try await services.mayInvite(context.user) else { throw AdminContext.notFound }
        let everyone = context.user.isAdmin
        let invites = try await services.database.invites(createdBy: everyone ? nil : context.userID)
        let modeNote: String? = switch try await services.registrationMode() {
        case .invite: nil
        case .open: "Sign-up is open right now, so nobody needs an invite; links you make here work once sign-up is invite-only."
        case .closed: "Sign-up is closed: invite links can't create accounts until an admin makes sign-up invite-only."
        }
        let now = Date()
        return InvitesPage(
            layout: services.pages.layout(context, title: "Invites", section: everyone ? .admin : .account, hasForm: true),
            rows: invites.map { InvitesPage.Row($0, now: now) }, showsEveryone: everyone, modeNote: modeNote)
    }

    /// POST /invites: makes an invitation.
    @Sendable func createInvite(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(InviteForm.self, context: context)
        var page = try await page(context)
        page.uses.value = form.uses.trimmed
        page.days.value = form.days.trimmed
        page.note.value = form.note.trimmed
        let limits = AppDatabase.inviteLimits
        let uses = Int(page.uses.value), days = Int(page.days.value)
        if uses == nil || !(1...limits.maxUses).contains(uses!) { page.uses.error = "A whole number from 1 to \(limits.maxUses)." }
        if days == nil || !(1...limits.maxDays).contains(days!) { page.days.error = "A whole number of days from 1 to \(limits.maxDays)." }
        if page.note.value.count > 200 { page.note.error = "At most 200 characters." }
        guard let uses, let days, page.uses.error == nil, page.days.error == nil, page.note.error == nil else {
            return services.renderer.html(page, status: .unprocessableContent)
        }
        let made = try await services.database.createInvite(
            by: context.user, maxUses: uses, expiresAt: Date().addingTimeInterval(TimeInterval(days) * 86_400), note: page.note.value)
        // The page with the new link, shown once (not a redirect: the token is nowhere to read it back from).
        var shown = try await self.page(context)
        shown.newLink = services.absoluteURL(SiteURL.register.href(["invite": made.token]), request: request)
        return services.renderer.html(shown, status: .created)
    }
}
