/// What the shared layout shows around every page: navigation, the user, flash messages.
struct LayoutModel: Sendable {
    struct NavItem: Sendable {
        let label: String
        let href: String
        let current: Bool
    }

    struct FlashView: Sendable {
        let kind: String
        let message: String
    }

    let pageTitle: String
    /// "Settings · Pantrix", or just "Pantrix" on the home page.
    let fullTitle: String
    let username: String?
    let signedIn: Bool
    let csrf: String?
    let flashes: [FlashView]
    let hasFlashes: Bool
    let nav: [NavItem]
    /// Content-hashed URLs of the stylesheet and scripts (StaticAssets).
    let stylesheet: String
    let script: String
    let recipeFormScript: String
}

/// Top-level sections of the site, in navigation order.
enum NavSection: String, CaseIterable, Sendable {
    case home, search, cook, pantry, groceries, favourites, leaderboard, account

    var label: String {
        switch self {
        case .home: "Home"
        case .search: "Search"
        case .cook: "Cook now"
        case .pantry: "Pantry"
        case .groceries: "Groceries"
        case .favourites: "Favourites"
        case .leaderboard: "Leaderboard"
        case .account: "Account"
        }
    }

    func href(signedIn: Bool) -> String {
        switch self {
        case .home: "/"
        case .account: signedIn ? "/settings" : "/login"
        default: "/" + rawValue
        }
    }
}
