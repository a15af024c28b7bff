import FoodKit
import Templates
import Foundation
import Hummingbird
import PantrixCore

/// /settings: change password (renews the account's credentials) and delete the account; the email form is
/// EmailController's.
struct SettingsController {
    let services: AppServices
    let sessions: SessionControl

    struct PasswordForm: Decodable {
        var currentPassword: String?
        var newPassword: String?
        var newPasswordConfirm: String?
    }

    struct DeleteForm: Decodable {
        var password: String?
        var confirm: String?
    }

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.get(.settings, use: showSettings)
        routes.get(.settingsTaste, use: showTastes)
        routes.post(.settingsTaste, body: .form, use: saveTaste)
        routes.post(.settingsPrivacy, body: .form, use: savePrivacy)
        routes.post(.settingsDisplay, body: .form, use: saveDisplay)
        routes.post(.settingsPassword, body: .form, use: changePassword)
        routes.post(.settingsDelete, body: .form, use: deleteAccount)
    }

    /// GET /settings: your account's settings.
    @Sendable func showSettings(request: Request, context: SignedInContext) async throws -> Response {
        services.renderer.html(try await page(context))
    }

    /// GET /settings/taste: the cuisines and foods you like or avoid.
    @Sendable func showTastes(request: Request, context: SignedInContext) async throws -> Response {
        let taste = try await services.database.tastePreferences(userID: context.userID)
        let page = TastePage(
            layout: services.pages.layout(context, title: "Your tastes", section: .account, hasForm: true), taste: taste,
            welcome: request.queryFields.get("welcome") == "1", cuisineNames: try await services.cuisines.names(services.database))
        return services.renderer.html(page)
    }

    /// POST /settings/privacy: shows or hides your cooking history on your profile.
    @Sendable func savePrivacy(request: Request, context: SignedInContext) async throws -> Response {
        let isPublic = try await request.formFields(context: context)["historyPublic"] == "yes"
        try await services.database.setHistoryPublic(isPublic, userID: context.userID)
        services.pages.flash(context, .success, isPublic ? "Your cooking history is now shown on your profile." : "Your cooking history is now private.")
        return SafeRedirect.seeOther(.settings)
    }

    /// The settings page for the signed-in user, which each form here re-renders with its errors.
    func page(_ context: SignedInContext, rejected: SettingsPage.Rejected? = nil) async throws -> SettingsPage {
        SettingsPage(
            layout: services.pages.layout(context, title: "Settings", section: .account), user: context.user,
            historyPublic: try await services.database.isHistoryPublic(userID: context.userID), mayInvite: try await services.mayInvite(context.user),
            mailEnabled: services.mail != nil, pendingEmail: try await services.database.pendingEmail(userID: context.userID), rejected: rejected)
    }

    /// POST /settings/display: saves the theme and the measures recipes open in.
    /// Theme and measures; an unknown value keeps what was chosen before.
    @Sendable func saveDisplay(request: Request, context: SignedInContext) async throws -> Response {
        let fields = try await request.formFields(context: context)
        let theme = fields["theme"].flatMap(DisplayTheme.init(rawValue:)) ?? context.user.displayTheme
        let measures = fields["units"].flatMap(MeasureSystem.init(rawValue:)) ?? context.user.preferredMeasures
        try await services.database.setDisplayPreferences(userID: context.userID, theme: theme, measures: measures)
        services.pages.flash(context, .success, "Saved: \(theme == .system ? "the theme follows your device" : "\(theme.rawValue) theme"), recipes open \(measures == .original ? "as written" : "in \(measures == .us ? "US" : "metric") measures").")
        return SafeRedirect.seeOther(SiteURL.settings.href(fragment: "display-heading"))
    }

    /// POST /settings/taste: saves the cuisines and foods you like or avoid.
    @Sendable func saveTaste(request: Request, context: SignedInContext) async throws -> Response {
        var request = request
        let body = String(buffer: try await request.collectBody(upTo: context.maxUploadSize))
        let pairs: [(String, String)] = FormFields.pairs(in: body)
        func all(_ name: String) -> [String] { pairs.filter { $0.0 == name }.map { $0.1 } }
        let fields: [String: String] = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
        let categories = all("category").filter { RecipeCategory(rawValue: $0) != nil }
        let diets = all("diet").filter { value in TastePage.dietChoices.contains { $0.0 == value } }
        let cuisines = TastePage.list(fields["cuisines"]), excluded = TastePage.list(fields["excluded"])
        let welcome = fields["welcome"] == "1"
        guard let cuisines, let excluded else {
            let page = TastePage(
                layout: services.pages.layout(context, title: "Your tastes", section: .account, hasForm: true),
                taste: TastePreferences(categories: categories, diets: diets), welcome: welcome,
                cuisineNames: try await services.cuisines.names(services.database), typed: (fields["cuisines"] ?? "", fields["excluded"] ?? ""))
            return services.renderer.html(page, status: .unprocessableContent)
        }
        try await services.database.saveTastePreferences(
            TastePreferences(categories: categories, cuisines: cuisines, diets: diets, excluded: excluded), userID: context.userID)
        services.pages.flash(context, .success, welcome ? "Thanks! Your suggestions are on the home page." : "Saved your tastes.")
        return SafeRedirect.seeOther(welcome ? .home : .settings)
    }

    /// POST /settings/password: changes your password.
    @Sendable func changePassword(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(PasswordForm.self, context: context)
        let newPassword = form.newPassword ?? ""
        let currentError = try await services.passwords.verify(form.currentPassword ?? "", against: context.user.passwordHash)
            ? nil : "That isn't your current password."
        let newError = services.passwordPolicy.problem(with: newPassword, username: context.user.username)
        let confirmError = newError == nil && newPassword != form.newPasswordConfirm ? "The two passwords don't match." : nil
        guard currentError == nil, newError == nil, confirmError == nil else {
            let page = try await page(context, rejected: .password(current: currentError, new: newError, confirm: confirmError))
            return services.renderer.html(page, status: .unprocessableContent)
        }
        let hash = try await services.passwords.hash(newPassword)
        let changed = try await services.database.changePassword(
            userID: context.userID, newHash: hash, keepingSession: sessions.currentSessionID(request))
        try await sessions.renew(changed.user, request: request, context: context)
        services.pages.flash(context, .success, "Password changed. \(changed.revoked.sentence)")
        return SafeRedirect.seeOther(.settings)
    }

    /// POST /settings/delete: deletes your account, once your password confirms it.
    @Sendable func deleteAccount(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(DeleteForm.self, context: context)
        let passwordError = try await services.passwords.verify(form.password ?? "", against: context.user.passwordHash) ? nil : "That isn't your password."
        let confirmError = form.confirm == "yes" ? nil : "Tick the box to confirm you want to delete everything."
        guard passwordError == nil, confirmError == nil else {
            let page = try await page(context, rejected: .delete(passwordError: passwordError, confirmError: confirmError))
            return services.renderer.html(page, status: .unprocessableContent)
        }
        try await services.removeAccount(userID: context.userID)
        try await sessions.signOut(request: request, context: context, message: "Your account and everything in it have been deleted.")
        return SafeRedirect.seeOther(.home)
    }
}
