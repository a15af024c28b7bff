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
        try await checkMayInvite(context)
        return services.renderer.html(try await page(context))
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

    /// Someone who may not invite finds nothing here, as at any unknown address.
    private func checkMayInvite(_ context: SignedInContext) async throws {
        guard try await services.mayInvite(context.user) else { throw AdminContext.notFound }
    }

    private func page(_ context: SignedInContext, fields: InvitesPage.Fields = .blank, newLink: String? = nil) async throws -> InvitesPage {
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
            rows: invites.map { InvitesPage.Row($0, now: now) }, showsEveryone: everyone, modeNote: modeNote, fields: fields, newLink: newLink)
    }

    /// POST /invites: makes an invitation.
    @Sendable func createInvite(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(InviteForm.self, context: context)
        try await checkMayInvite(context)
        let fields = InvitesPage.Fields(uses: form.uses.trimmed, days: form.days.trimmed, note: form.note.trimmed)
        guard let wanted = fields.invitation else {
            return services.renderer.html(try await page(context, fields: fields), status: .unprocessableContent)
        }
        let made = try await services.database.createInvite(
            by: context.user, maxUses: wanted.uses, expiresAt: Date().addingTimeInterval(TimeInterval(wanted.days) * 86_400), note: wanted.note)
        // The page with the new link, shown once (not a redirect: the token is nowhere to read it back from).
        let link = services.absoluteURL(SiteURL.register.href(["invite": made.token]), request: request)
        return services.renderer.html(try await page(context, newLink: link), status: .created)
    }
}
