import Foundation
import Templates
import PantrixCore

/// Builds the layout part of every page model from the request's context.
struct PageBuilder: Sendable {
    let assets: StaticAssets

    /// `hasForm` asks for a CSRF token even for a visitor who has no session yet.
    func layout(_ context: some PageContext, title: String, section: NavSection?, hasForm: Bool = false) -> LayoutModel {
        let user = context.pageUser
        let csrf = (hasForm || user != nil) ? context.csrfToken() : context.sessions.session?.csrf
        let flashes = context.takeFlashes().map { LayoutModel.FlashView(kind: $0.kind.rawValue, message: $0.message) }
        return LayoutModel(
            now: Date(),
            pageTitle: title,
            fullTitle: title == "Pantrix" ? title : "\(title) · Pantrix",
            username: user?.username,
            signedIn: user != nil,
            csrf: csrf,
            flashes: flashes,
            nav: NavSection.allCases.compactMap {
                $0 == .admin && user?.isAdmin != true
                    ? nil : .init(label: $0.label, href: $0.href(signedIn: user != nil), current: $0 == section)
            },
            stylesheet: assets.stylesheet,
            script: assets.script,
            recipeFormScript: assets.recipeFormScript,
            cookModeScript: assets.cookModeScript,
            offlineScript: assets.offlineScript,
            darkStylesheet: assets.darkStylesheet,
            darkMedia: Self.darkMedia(user?.displayTheme ?? .system)
        )
    }

    static func darkMedia(_ theme: DisplayTheme) -> String {
        switch theme {
        case .system: LayoutModel.followDevice
        case .dark: LayoutModel.alwaysDark
        case .light: LayoutModel.neverDark
        }
    }

    func flash(_ context: some PageContext, _ kind: Flash.Kind, _ message: String) {
        context.flash(kind, message)
    }
}
