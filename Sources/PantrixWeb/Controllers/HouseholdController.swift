import Foundation
import Hummingbird
import PantrixCore
import Templates

/// /household (signed in): start a household, invite with single-use join links, rename, leave,
/// and (its manager) remove members; /household/join/{token} joins one (opened signed out, it
/// shows the invitation). Members share one pantry, grocery list and plan: the pantry, grocery
/// and plan pages read the household's kitchen through the domain, so this controller only
/// manages who is in it.
struct HouseholdController {
    let services: AppServices
    let now: @Sendable () -> Date

    struct NameForm: Decodable { var name: String? }
    struct CheckForm: Decodable {
        var copy: String?
        var bring: String?
    }

    static let notFound = UserFacingError(status: .notFound, message: "That isn't part of your household.")

    func addRoutes(to publicRoutes: SiteRoutes<AppRequestContext>, signedIn routes: SiteRoutes<SignedInContext>) {
        // Signed out, the link shows the invitation; logging in or signing up comes back to it.
        publicRoutes.get(.householdJoin(.key), use: showJoinPage)
        routes.get(.household, use: showHousehold)
        routes.post(.household, body: .form, use: startHousehold)
        routes.post(.householdName, body: .form, use: renameHousehold)
        routes.post(.householdInvites, body: .form, use: makeJoinLink)
        routes.post(.householdInviteRevoke(.key), body: .form, use: revokeJoinLink)
        routes.post(.householdLeave, body: .form, use: leaveHousehold)
        routes.post(.householdMemberRemove(.key), body: .form, use: removeMember)
        routes.post(.householdJoin(.key), body: .form, use: joinHousehold)
    }

    /// GET /household: your household, its members and join links, or the form to start one.
    @Sendable func showHousehold(request: Request, context: SignedInContext) async throws -> Response {
        try await render(context)
    }

    /// POST /household: starts a household with a copy of your kitchen.
    @Sendable func startHousehold(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(NameForm.self, context: context)
        do {
            let household = try await services.database.createHousehold(userID: context.userID, name: form.name.trimmed, now: now())
            services.pages.flash(context, .success, "“\(household.name)” is started with a copy of your pantry, grocery list and plan. Make a join link to invite the others.")
            return SafeRedirect.seeOther(.household)
        } catch HouseholdError.badName {
            return try await nameProblem(context, typed: form.name.trimmed)
        } catch HouseholdError.alreadyInHousehold {
            services.pages.flash(context, .error, "You are in a household already.")
            return SafeRedirect.seeOther(.household)
        }
    }

    /// POST /household/name: renames your household.
    @Sendable func renameHousehold(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(NameForm.self, context: context)
        do {
            try await services.database.renameHousehold(userID: context.userID, name: form.name.trimmed)
        } catch HouseholdError.badName {
            return try await nameProblem(context, typed: form.name.trimmed)
        } catch HouseholdError.notInHousehold {
            return SafeRedirect.seeOther(.household)
        }
        services.pages.flash(context, .success, "Renamed.")
        return SafeRedirect.seeOther(.household)
    }

    /// POST /household/invites: a new join link, shown once.
    @Sendable func makeJoinLink(request: Request, context: SignedInContext) async throws -> Response {
        do {
            let token = try await services.database.createHouseholdInvite(userID: context.userID, now: now())
            // The page with the new link, shown once (not a redirect: only the link carries the token).
            return try await render(context, newLink: services.absoluteURL(SiteURL.householdJoin(.value(token)).path, request: request), status: .created)
        } catch HouseholdError.tooManyInvites {
            services.pages.flash(context, .error, "Your household has \(AppDatabase.householdLimits.openInvites) open join links. Withdraw one first.")
        } catch HouseholdError.notInHousehold {
            services.pages.flash(context, .error, "Start a household first.")
        }
        return SafeRedirect.seeOther(.household)
    }

    /// POST /household/invites/{id}/revoke: turns a join link off.
    @Sendable func revokeJoinLink(request: Request, context: SignedInContext) async throws -> Response {
        do {
            try await services.database.revokeHouseholdInvite(id: try Self.id(context), userID: context.userID)
        } catch HouseholdError.inviteNotValid {
            throw Self.notFound
        }
        services.pages.flash(context, .success, "The join link is withdrawn.")
        return SafeRedirect.seeOther(.household)
    }

    /// POST /household/leave: leaves your household, with a copy of its kitchen if asked.
    @Sendable func leaveHousehold(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(CheckForm.self, context: context)
        do {
            try await services.database.leaveHousehold(userID: context.userID, takeCopy: form.copy == "yes")
        } catch HouseholdError.notInHousehold {
            return SafeRedirect.seeOther(.household)
        }
        services.pages.flash(context, .success, form.copy == "yes"
            ? "You left the household, with a copy of its pantry and grocery list." : "You left the household: this is your own pantry again.")
        return SafeRedirect.seeOther(.pantry)
    }

    /// POST /household/members/{id}/remove: takes someone out of your household.
    @Sendable func removeMember(request: Request, context: SignedInContext) async throws -> Response {
        let memberID = try Self.id(context)
        let name = try await services.database.household(userID: context.userID)?.members.first { $0.id == memberID }?.username
        do {
            try await services.database.removeFromHousehold(memberID: memberID, by: context.userID)
        } catch HouseholdError.notManager, HouseholdError.notAMember, HouseholdError.notInHousehold, HouseholdError.cannotRemoveSelf {
            throw Self.notFound
        }
        services.pages.flash(context, .success, "\(name ?? "They") left the household.")
        return SafeRedirect.seeOther(.household)
    }

    private func render(
        _ context: SignedInContext, newLink: String? = nil, rejectedName: (typed: String, error: String)? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let page = HouseholdPage(
            layout: services.pages.layout(context, title: "Household", section: .account, hasForm: true),
            household: try await services.database.household(userID: context.userID, now: now()), viewerID: context.userID,
            newLink: newLink, rejectedName: rejectedName)
        return services.renderer.html(page, status: status)
    }

    /// The form again with what was typed and what is wrong with it.
    private func nameProblem(_ context: SignedInContext, typed: String) async throws -> Response {
        let error = "A name of 1 to \(AppDatabase.householdLimits.nameLength) characters, on one line."
        return try await render(context, rejectedName: (typed, error), status: .unprocessableContent)
    }

    private static func id(_ context: SignedInContext) throws -> Int64 {
        let id = try context.parameters.id(otherwise: notFound)
        return id
    }
}
