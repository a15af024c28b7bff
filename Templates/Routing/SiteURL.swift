import PantrixCore

/// Every page and form action of the site, in one place: the router registers each route from
/// its `pattern` (`/recipes/{id}`), and every link, form action and redirect is its `path`
/// (`/recipes/42`). A case with `.key` parameters names the route; with `.value`s, one URL.
package enum SiteURL: Hashable, Sendable {
    case home
    case healthz
    case metrics
    case search
    /// What the search box suggests as one types (JSON).
    case searchSuggest
    case foods
    case food(_ id: Parameter<String>)
    case nutrition
    case nutritionAPI
    case uploads(_ name: Parameter<String>)

    case register
    case login
    case logout
    case settings
    case settingsTaste
    case settingsPrivacy
    case settingsDisplay
    case settingsPassword
    case settingsDelete

    case recipeRandom
    case recipeNew
    case recipeImport
    /// "From a link": the server fetches a recipe page and imports it like a file.
    case recipeImportLink
    case recipe(_ id: Parameter<Int64>)
    /// The recipe as schema.org JSON-LD, a download.
    case recipeExport(_ id: Parameter<Int64>)
    /// The drawn picture of a recipe without a photo (DishArt).
    case recipeArt(_ id: Parameter<Int64>)
    case recipeEdit(_ id: Parameter<Int64>)
    /// Cook mode: one step at a time, with its ingredients and timers.
    case recipeCook(_ id: Parameter<Int64>)
    case recipeDelete(_ id: Parameter<Int64>)
    case recipeFoods(_ id: Parameter<Int64>)
    case recipeCooked(_ id: Parameter<Int64>)
    case recipePhotos(_ id: Parameter<Int64>)
    case recipeFavourite(_ id: Parameter<Int64>)
    case recipeRating(_ id: Parameter<Int64>)
    case recipeComments(_ id: Parameter<Int64>)
    case commentDelete(_ id: Parameter<Int64>)
    case photoDelete(_ id: Parameter<Int64>)

    case pantry
    case pantryItems
    case pantryItem(_ id: Parameter<Int64>)
    case pantryItemDelete(_ id: Parameter<Int64>)
    case pantryStaples
    /// The kitchen-basics checklist's answer: take the ticked ones as staples, or "not now".
    case pantryBasics
    case cook
    case groceries
    case groceryCheck(_ id: Parameter<Int64>)
    case groceryDelete(_ id: Parameter<Int64>)
    case groceriesClearChecked
    case groceriesToPantry
    case groceriesAddMissing
    /// Check-offs made offline, sent in one JSON batch when the phone is back online.
    case groceriesSync

    case favourites
    case lists
    case listsAddRecipe
    case list(_ id: Parameter<Int64>)
    case listDelete(_ id: Parameter<Int64>)
    case listOrder(_ id: Parameter<Int64>)
    case listItemDelete(_ listID: Parameter<Int64>, _ recipeID: Parameter<Int64>)
    case listItemMove(_ listID: Parameter<Int64>, _ recipeID: Parameter<Int64>)

    case profile(_ username: Parameter<String>)
    case follow(_ username: Parameter<String>)
    case unfollow(_ username: Parameter<String>)
    case following
    case leaderboard
    case points
    case cookingDelete(_ id: Parameter<Int64>)

    case invites
    case inviteRevoke(_ id: Parameter<Int64>)
    case admin
    case adminPeople
    case adminPerson(_ id: Parameter<Int64>)
    case adminPersonDisable(_ id: Parameter<Int64>)
    case adminPersonEnable(_ id: Parameter<Int64>)
    case adminPersonDelete(_ id: Parameter<Int64>)
    case adminSettings
    case adminAudit

    /// Getting back in: "Forgot your password?", the link it mails, a new email address's
    /// confirmation, and the reset link an admin makes to pass on.
    case forgotPassword
    case resetPassword(_ token: Parameter<String>)
    case settingsEmail
    case confirmEmail(_ token: Parameter<String>)
    case adminPersonResetLink(_ id: Parameter<Int64>)
    /// A signed-in person reports an item (the menu next to it).
    case report(_ kind: Parameter<ReportKind>, _ id: Parameter<Int64>)
    /// The admins' queue of reported items, and what they do with one.
    case adminReports
    case adminReportDismiss(_ kind: Parameter<ReportKind>, _ id: Parameter<Int64>)
    case adminReportHide(_ kind: Parameter<ReportKind>, _ id: Parameter<Int64>)
    case adminReportDelete(_ kind: Parameter<ReportKind>, _ id: Parameter<Int64>)
    /// One person's cooking entries, each of which an admin can void.
    case adminCookingLog(_ userID: Parameter<Int64>)
    case adminCookingVoid(_ id: Parameter<Int64>)
    /// The meal plan: a week (`?week=2026-W48`), adding (the form at `planAdd`, `?recipe=ID`),
    /// moving and removing entries, shopping for the week, and the private calendar link.
    case plan
    case planAdd
    case planEntries
    case planEntryMove(_ id: Parameter<Int64>)
    case planEntryDelete(_ id: Parameter<Int64>)
    case planShop
    case planFeedNew
    case planFeedDelete
    case planFeed(_ token: Parameter<String>)
    /// Households: the page (and creating one), renaming, join links, leaving, removing a member,
    /// and the page a join link opens.
    case household
    case householdName
    case householdInvites
    case householdInviteRevoke(_ id: Parameter<Int64>)
    case householdLeave
    case householdMemberRemove(_ id: Parameter<Int64>)
    case householdJoin(_ token: Parameter<String>)
    /// The installable web app: its manifest, and the service worker at the root so that its
    /// scope covers `/groceries` and `/plan`.
    case webManifest
    case serviceWorker
    /// The JSON API, for personal tokens: its OpenAPI description, the token's owner, recipes,
    /// the pantry, the grocery list and the meal plan.
    case apiDescription
    case apiMe
    case apiRecipes
    case apiRecipe(_ id: Parameter<Int64>)
    case apiPantry
    case apiPantryItem(_ id: Parameter<Int64>)
    case apiGroceries
    case apiGrocery(_ id: Parameter<Int64>)
    case apiPlan
    case apiPlanEntry(_ id: Parameter<Int64>)
    /// Settings → API tokens: make, list and revoke them.
    case settingsTokens
    case settingsTokenRevoke(_ id: Parameter<Int64>)
    /// Barcodes: a scanned or typed number on the pantry page, describing a product nobody has
    /// yet, a product's page (labels, editing, its changes) and undoing a change.
    case pantryScan
    case productNew
    case product(_ barcode: Parameter<String>)
    case productEditUndo(_ id: Parameter<Int64>)
    case stores
    case store(_ id: Parameter<Int64>)
    case storeDelete(_ id: Parameter<Int64>)
    case storePrices
    case storePriceDelete(_ id: Parameter<Int64>)
}

/// A path parameter: `.key` where a route is registered, `.value` in a link to one page.
package enum Parameter<Value: LosslessStringConvertible & Hashable & Sendable>: Hashable, Sendable {
    case key
    case value(Value)
}

extension SiteURL {
    /// Every route, with its parameters as keys: what the router registers and what a
    /// redirect target may be (`SiteURL(path:)`). `/healthz` is not among them: HealthCheckMiddleware
    /// answers it ahead of the router.
    package static let routes: [SiteURL] = [
        .home, .metrics, .search, .searchSuggest, .foods, .food(.key), .nutrition, .nutritionAPI, .uploads(.key),
        .register, .login, .logout, .settings, .settingsTaste, .settingsPrivacy, .settingsDisplay, .settingsPassword, .settingsDelete,
        .recipeRandom, .recipeNew, .recipeImport, .recipeImportLink, .recipe(.key), .recipeExport(.key), .recipeArt(.key), .recipeEdit(.key), .recipeCook(.key), .recipeDelete(.key),
        .recipeFoods(.key), .recipeCooked(.key), .recipePhotos(.key), .recipeFavourite(.key), .recipeRating(.key),
        .recipeComments(.key), .commentDelete(.key), .photoDelete(.key),
        .pantry, .pantryItems, .pantryItem(.key), .pantryItemDelete(.key), .pantryStaples, .pantryBasics, .cook,
        .groceries, .groceryCheck(.key), .groceryDelete(.key), .groceriesClearChecked, .groceriesToPantry, .groceriesAddMissing, .groceriesSync,
        .favourites, .lists, .listsAddRecipe, .list(.key), .listDelete(.key), .listOrder(.key),
        .listItemDelete(.key, .key), .listItemMove(.key, .key),
        .profile(.key), .follow(.key), .unfollow(.key), .following, .leaderboard, .points, .cookingDelete(.key),
        .invites, .inviteRevoke(.key),
        .admin, .adminPeople, .adminPerson(.key), .adminPersonDisable(.key), .adminPersonEnable(.key), .adminPersonDelete(.key),
        .adminSettings, .adminAudit,
        .forgotPassword, .resetPassword(.key), .settingsEmail, .confirmEmail(.key), .adminPersonResetLink(.key),
        .report(.key, .key), .adminReports, .adminReportDismiss(.key, .key), .adminReportHide(.key, .key), .adminReportDelete(.key, .key),
        .adminCookingLog(.key), .adminCookingVoid(.key),
        .plan, .planAdd, .planEntries, .planEntryMove(.key), .planEntryDelete(.key), .planShop, .planFeedNew, .planFeedDelete, .planFeed(.key),
        .household, .householdName, .householdInvites, .householdInviteRevoke(.key), .householdLeave, .householdMemberRemove(.key),
        .householdJoin(.key),
        .webManifest, .serviceWorker,
        .apiDescription, .apiMe, .apiRecipes, .apiRecipe(.key), .apiPantry, .apiPantryItem(.key), .apiGroceries, .apiGrocery(.key),
        .apiPlan, .apiPlanEntry(.key), .settingsTokens, .settingsTokenRevoke(.key),
        .pantryScan, .productNew, .product(.key), .productEditUndo(.key),
        .stores, .store(.key), .storeDelete(.key), .storePrices, .storePriceDelete(.key),
    ]

    /// Paths whose last segment is a secret (a reset or confirmation token, a calendar link, a
    /// household's join link): the request log writes them without it. The calendar's "/plan/"
    /// hides the plan's form actions too.
    package static let secretPathPrefixes: [String] = [
        SiteURL.resetPassword(.key), .confirmEmail(.key), .planFeed(.key), .householdJoin(.key),
    ].map {
        String($0.pattern.prefix { $0 != "{" })
    }
}
