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
        publicRoutes.get(.householdJoin(.key), use: joinPage)
        routes.get(.household) { _, context in try await render(context) }
        routes.post(.household, body: .form) { request, context -> Response in
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
        routes.post(.householdName, body: .form) { request, context -> Response in
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
        routes.post(.householdInvites, body: .form) { request, context -> Response in
            do {
                let token = try await services.database.createHouseholdInvite(userID: context.userID, now: now())
                // The page with the new link, shown once (not a redirect: only the link carries the token).
                return try await render(context, status: .created) {
                    $0.newLink = services.absoluteURL(SiteURL.householdJoin(.value(token)).path, request: request)
                }
            } catch HouseholdError.tooManyInvites {
                services.pages.flash(context, .error, "Your household has \(AppDatabase.householdLimits.openInvites) open join links. Withdraw one first.")
            } catch HouseholdError.notInHousehold {
                services.pages.flash(context, .error, "Start a household first.")
            }
            return SafeRedirect.seeOther(.household)
        }
        routes.post(.householdInviteRevoke(.key), body: .form) { _, context -> Response in
            do {
                try await services.database.revokeHouseholdInvite(id: try Self.id(context), userID: context.userID)
            } catch HouseholdError.inviteNotValid {
                throw Self.notFound
            }
            services.pages.flash(context, .success, "The join link is withdrawn.")
            return SafeRedirect.seeOther(.household)
        }
        routes.post(.householdLeave, body: .form) { request, context -> Response in
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
        routes.post(.householdMemberRemove(.key), body: .form) { _, context -> Response in
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
        routes.post(.householdJoin(.key), body: .form) { request, context -> Response in
            let form = try await request.decodeForm(CheckForm.self, context: context)
            guard let token = Self.token(context) else { return linkNotValid(context) }
            do {
                let household = try await services.database.joinHousehold(
                    token: token, userID: context.userID, bringPantry: form.bring == "yes", now: now())
                services.pages.flash(context, .success, "Welcome to \(household.name): this pantry, grocery list and plan are shared now.")
                return SafeRedirect.seeOther(.pantry)
            } catch HouseholdError.inviteNotValid {
                return linkNotValid(context)
            } catch HouseholdError.alreadyInHousehold {
                services.pages.flash(context, .error, "Leave your household first, then open the join link again.")
                return SafeRedirect.seeOther(.household)
            }
        }
    }

    @Sendable func joinPage(request: Request, context: AppRequestContext) async throws -> Response {
        guard let token = Self.token(context), let preview = try await services.database.householdInvite(token: token, now: now()) else {
            return linkNotValid(context)
        }
        let path = SiteURL.householdJoin(.value(token)).path
        guard let userID = context.user?.id else {
            let page = HouseholdInvitationPage(
                layout: services.pages.layout(context, title: "Join \(preview.name)", section: .account), preview: preview, joinPath: path,
                signUpOpen: try await services.registrationMode() == .open)
            return RecoveryController.secret(services.renderer.html(page))
        }
        let current = try await services.database.household(userID: userID)
        if current?.id == preview.householdID {
            services.pages.flash(context, .info, "You are in \(preview.name) already.")
            return SafeRedirect.seeOther(.household)
        }
        return services.renderer.html(HouseholdJoinPage(
            layout: services.pages.layout(context, title: "Join \(preview.name)", section: .account, hasForm: true),
            preview: preview, action: path, currentHousehold: current?.name))
    }

    private func render(_ context: SignedInContext, status: HTTPResponse.Status = .ok, edit: (inout HouseholdPage) -> Void = { _ in }) async throws -> Response {
        var page = HouseholdPage(
            layout: services.pages.layout(context, title: "Household", section: .account, hasForm: true),
            household: try await services.database.household(userID: context.userID, now: now()), viewerID: context.userID)
        edit(&page)
        return services.renderer.html(page, status: status)
    }

    /// The form again with what was typed and what is wrong with it.
    private func nameProblem(_ context: SignedInContext, typed: String) async throws -> Response {
        try await render(context, status: .unprocessableContent) {
            $0.nameField.value = typed
            $0.nameField.error = "A name of 1 to \(AppDatabase.householdLimits.nameLength) characters, on one line."
        }
    }

    private static func id(_ context: SignedInContext) throws -> Int64 {
        let id = try context.parameters.id(otherwise: notFound)
        return id
    }

    private static func token(_ context: some RequestContext) -> String? {
        context.parameters.get("token").flatMap { (20...100).contains($0.count) ? $0 : nil }
    }

    /// A used, expired, withdrawn or unknown join link: one honest page for all, 410.
    private func linkNotValid(_ context: some PageContext) -> Response {
        let page = LinkNotValidPage(
            layout: services.pages.layout(context, title: LinkNotValidPage.joinHeading, section: .account), kind: .householdJoin,
            mailEnabled: services.mail != nil)
        return services.renderer.html(page, status: .gone)
    }
}
