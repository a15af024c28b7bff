import Foundation
import Hummingbird
import PantrixCore
import Templates

/// Joining a household by its link: the invitation (opened signed out, it says what joining
/// means and how to log in or sign up first) and the join itself.
extension HouseholdController {
    /// GET /household/join/{token}: what joining the link's household means, or to log in first.
    @Sendable func showJoinPage(request: Request, context: AppRequestContext) async throws -> Response {
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

    /// POST /household/join/{token}: joins the household a join link names.
    @Sendable func joinHousehold(request: Request, context: SignedInContext) async throws -> Response {
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
