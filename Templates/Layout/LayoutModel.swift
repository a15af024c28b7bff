import Foundation

/// A link among choices (navigation, tabs, servings, units, tags); `current` marks the one shown.
package struct NavLink: Sendable {
    package let label: String
    package let href: String
    package let current: Bool

    package init(label: String, href: String, current: Bool) {
        self.label = label
        self.href = href
        self.current = current
    }
}

/// What the shared layout shows around every page: navigation, the user, flash messages.
package struct LayoutModel: Sendable {
    package typealias NavItem = NavLink

    package struct FlashView: Sendable {
        package let kind: String
        package let message: String

        package init(kind: String, message: String) {
            self.kind = kind
            self.message = message
        }
    }

    package let pageTitle: String
    /// "Settings · Pantrix", or just "Pantrix" on the home page.
    package let fullTitle: String
    package let username: String?
    package let signedIn: Bool
    package let csrf: String?
    package let flashes: [FlashView]
    package let nav: [NavItem]
    /// Content-hashed URLs of the stylesheet and scripts (StaticAssets).
    package let stylesheet: String
    package let script: String
    package let recipeFormScript: String
    package let cookModeScript: String
    /// The offline grocery list: the service worker's registration and the queued check-offs.
    package let offlineScript: String
    /// The dark theme's stylesheet, and when it applies: as the device says, always, or never.
    package let darkStylesheet: String
    package let darkMedia: String
    /// When the page is made: what "today" is for its forms (the plan's days). Samples fix it.
    package let now: Date
    /// For a visitor: where the header's "Log in" and "Sign up" bring them back to (a household's
    /// join link); nil for where logging in usually lands.
    package var returnTo: String?

    package init(now: Date, pageTitle: String, fullTitle: String, username: String? = nil, signedIn: Bool, csrf: String? = nil, flashes: [FlashView], nav: [NavItem], stylesheet: String, script: String, recipeFormScript: String, cookModeScript: String = "/static/js/cook-mode.js", offlineScript: String = "/static/js/offline.js", darkStylesheet: String = "/static/css/dark.css", darkMedia: String = LayoutModel.followDevice) {
        self.pageTitle = pageTitle
        self.fullTitle = fullTitle
        self.username = username
        self.signedIn = signedIn
        self.csrf = csrf
        self.flashes = flashes
        self.nav = nav
        self.stylesheet = stylesheet
        self.script = script
        self.recipeFormScript = recipeFormScript
        self.cookModeScript = cookModeScript
        self.offlineScript = offlineScript
        self.darkStylesheet = darkStylesheet
        self.darkMedia = darkMedia
        self.now = now
    }

    /// `darkMedia` values: the device's setting decides, the person chose dark, or light.
    package static let followDevice = "(prefers-color-scheme: dark)"
    package static let alwaysDark = "all"
    package static let neverDark = "not all"
}

/// Top-level sections of the site, in navigation order.
package enum NavSection: String, CaseIterable, Sendable {
    case home, search, cook, pantry, groceries, plan, favourites, leaderboard, account
    /// Only in an admin's navigation.
    case admin

    package var label: String {
        switch self {
        case .home: "Home"
        case .search: "Search"
        case .cook: "Cook now"
        case .pantry: "Pantry"
        case .groceries: "Groceries"
        case .plan: "Plan"
        case .favourites: "Favourites"
        case .leaderboard: "Leaderboard"
        case .account: "Account"
        case .admin: "Admin"
        }
    }

    package func href(signedIn: Bool) -> String {
        let url: SiteURL = switch self {
        case .home: .home
        case .search: .search
        case .cook: .cook
        case .pantry: .pantry
        case .groceries: .groceries
        case .plan: .plan
        case .favourites: .favourites
        case .leaderboard: .leaderboard
        case .account: signedIn ? .settings : .login
        case .admin: .admin
        }
        return url.path
    }
}
