import Foundation
import Hummingbird
import PantrixCore

/// /settings: change password (ends other sessions) and delete the account.
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

    func addRoutes(to group: RouterGroup<SignedInContext>) {
        group.get("/settings") { _, context in
            try services.renderer.html(.settings, try await page(context))
        }
        group.post("/settings/privacy") { request, context -> Response in
            let isPublic = try await request.formFields(maxBytes: services.config.maxFormBytes)["historyPublic"] == "yes"
            try await services.database.setHistoryPublic(isPublic, userID: context.userID)
            services.pages.flash(context, .success, isPublic ? "Your cooking history is now shown on your profile." : "Your cooking history is now private.")
            return SafeRedirect.seeOther("/settings")
        }
        group.post("/settings/password", use: changePassword)
        group.post("/settings/delete", use: deleteAccount)
    }

    private func page(_ context: SignedInContext) async throws -> SettingsPage {
        var page = SettingsPage(
            layout: services.pages.layout(context, title: "Settings", section: .account),
            username: context.user.username,
            email: context.user.email,
            memberSince: context.user.createdAt.formatted(date: .long, time: .omitted)
        )
        page.historyPublic = try await services.database.isHistoryPublic(userID: context.userID)
        return page
    }

    @Sendable func changePassword(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(PasswordForm.self, maxBytes: services.config.maxFormBytes)
        var page = try await page(context)
        let newPassword = form.newPassword ?? ""
        if try await !services.passwords.verify(form.currentPassword ?? "", against: context.user.passwordHash) {
            page.currentPassword.error = "That isn't your current password."
        }
        page.newPassword.error = services.passwordPolicy.problem(with: newPassword, username: context.user.username)
        if page.newPassword.error == nil, newPassword != form.newPasswordConfirm {
            page.newPasswordConfirm.error = "The two passwords don't match."
        }
        guard page.currentPassword.error == nil, page.newPassword.error == nil, page.newPasswordConfirm.error == nil else {
            return try services.renderer.html(.settings, page, status: .unprocessableContent)
        }
        let hash = try await services.passwords.hash(newPassword)
        try await services.database.changePassword(
            userID: context.userID, newHash: hash, keepingSession: sessions.currentSessionID(request)
        )
        services.pages.flash(context, .success, "Password changed. You've been logged out everywhere else.")
        return SafeRedirect.seeOther("/settings")
    }

    @Sendable func deleteAccount(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(DeleteForm.self, maxBytes: services.config.maxFormBytes)
        var page = try await page(context)
        if try await !services.passwords.verify(form.password ?? "", against: context.user.passwordHash) {
            page.deletePassword.error = "That isn't your password."
        }
        if form.confirm != "yes" {
            page.deleteConfirm.error = "Tick the box to confirm you want to delete everything."
        }
        guard page.deletePassword.error == nil, page.deleteConfirm.error == nil else {
            return try services.renderer.html(.settings, page, status: .unprocessableContent)
        }
        try await services.database.deleteUser(id: context.userID)
        try await sessions.signOut(request: request, context: context, message: "Your account and everything in it have been deleted.")
        return SafeRedirect.seeOther("/")
    }
}
