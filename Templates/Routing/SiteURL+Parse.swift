import PantrixCore

extension SiteURL {
    /// The page a path names, read back through the routes: `/recipes/42` → `.recipe(.value(42))`.
    /// Nil for anything no route produces: an unknown path, an empty segment (`//evil.example`),
    /// an id that is not a number. The path alone: no query, no fragment.
    package init?(path: String) {
        guard path.first == "/" else { return nil }
        let parts = path == "/" ? [] : path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // Like the router, a literal segment wins over a parameter (`/recipes/new`).
        var best: (url: SiteURL, literals: Int)?
        for route in Self.routes {
            guard let values = route.match(parts), let url = route.filled(values) else { continue }
            let literals = route.segments.count - values.count
            if literals > best?.literals ?? -1 { best = (url, literals) }
        }
        guard let best else { return nil }
        self = best.url
    }

    /// The decoded parameter values, in order, when `parts` fit this route's segments.
    private func match(_ parts: [String]) -> [String]? {
        let segments = self.segments
        guard segments.count == parts.count else { return nil }
        var values: [String] = []
        for (segment, part) in zip(segments, parts) {
            switch segment {
            case .literal(let text):
                guard part == text else { return nil }
            case .parameter(_, _, let suffix):
                guard part.hasSuffix(suffix), let value = part.dropLast(suffix.count).removingPercentEncoding, !value.isEmpty
                else { return nil }
                values.append(value)
            }
        }
        return values
    }

    /// This route with `values` for its keys, when each has its parameter's type.
    private func filled(_ values: [String]) -> SiteURL? {
        let ids = values.map { Int64($0).map(Parameter.value) }
        let name = values.first.map(Parameter<String>.value)
        switch self {
        case .home, .healthz, .metrics, .search, .searchSuggest, .foods, .nutrition, .nutritionAPI, .register, .login, .logout, .settings,
             .settingsTaste, .settingsPrivacy, .settingsDisplay, .settingsPassword, .settingsDelete, .recipeRandom, .recipeNew, .recipeImport, .recipeImportLink,
             .pantry, .pantryItems, .pantryStaples, .pantryBasics, .cook, .groceries, .groceriesClearChecked, .groceriesToPantry,
             .groceriesAddMissing, .favourites, .lists, .listsAddRecipe, .following, .leaderboard, .points,
             .invites, .admin, .adminPeople, .adminSettings, .adminAudit, .forgotPassword, .settingsEmail, .adminReports,
             .plan, .planAdd, .planEntries, .planShop, .planFeedNew, .planFeedDelete, .household, .householdName, .householdInvites, .householdLeave,
             .groceriesSync, .webManifest, .serviceWorker, .apiDescription, .apiMe, .apiRecipes, .apiPantry, .apiGroceries,
             .apiPlan, .settingsTokens, .pantryScan, .productNew, .stores, .storePrices:
            return self
        case .food: return name.map(SiteURL.food)
        case .uploads: return name.map(SiteURL.uploads)
        case .profile: return name.map(SiteURL.profile)
        case .follow: return name.map(SiteURL.follow)
        case .unfollow: return name.map(SiteURL.unfollow)
        case .resetPassword: return name.map(SiteURL.resetPassword)
        case .confirmEmail: return name.map(SiteURL.confirmEmail)
        case .planFeed: return name.map(SiteURL.planFeed)
        case .planEntryMove: return ids[0].map(SiteURL.planEntryMove)
        case .planEntryDelete: return ids[0].map(SiteURL.planEntryDelete)
        case .householdJoin: return name.map(SiteURL.householdJoin)
        case .apiRecipe: return ids[0].map(SiteURL.apiRecipe)
        case .apiPantryItem: return ids[0].map(SiteURL.apiPantryItem)
        case .apiGrocery: return ids[0].map(SiteURL.apiGrocery)
        case .apiPlanEntry: return ids[0].map(SiteURL.apiPlanEntry)
        case .settingsTokenRevoke: return ids[0].map(SiteURL.settingsTokenRevoke)
        case .product: return name.map(SiteURL.product)
        case .productEditUndo: return ids[0].map(SiteURL.productEditUndo)
        case .store: return ids[0].map(SiteURL.store)
        case .storeDelete: return ids[0].map(SiteURL.storeDelete)
        case .storePriceDelete: return ids[0].map(SiteURL.storePriceDelete)
        case .householdInviteRevoke: return ids[0].map(SiteURL.householdInviteRevoke)
        case .householdMemberRemove: return ids[0].map(SiteURL.householdMemberRemove)
        case .recipe: return ids[0].map(SiteURL.recipe)
        case .recipeExport: return ids[0].map(SiteURL.recipeExport)
        case .recipeArt: return ids[0].map(SiteURL.recipeArt)
        case .recipeEdit: return ids[0].map(SiteURL.recipeEdit)
        case .recipeCook: return ids[0].map(SiteURL.recipeCook)
        case .recipeDelete: return ids[0].map(SiteURL.recipeDelete)
        case .recipeFoods: return ids[0].map(SiteURL.recipeFoods)
        case .recipeCooked: return ids[0].map(SiteURL.recipeCooked)
        case .recipePhotos: return ids[0].map(SiteURL.recipePhotos)
        case .recipeFavourite: return ids[0].map(SiteURL.recipeFavourite)
        case .recipeRating: return ids[0].map(SiteURL.recipeRating)
        case .recipeComments: return ids[0].map(SiteURL.recipeComments)
        case .commentDelete: return ids[0].map(SiteURL.commentDelete)
        case .photoDelete: return ids[0].map(SiteURL.photoDelete)
        case .pantryItem: return ids[0].map(SiteURL.pantryItem)
        case .pantryItemDelete: return ids[0].map(SiteURL.pantryItemDelete)
        case .groceryCheck: return ids[0].map(SiteURL.groceryCheck)
        case .groceryDelete: return ids[0].map(SiteURL.groceryDelete)
        case .list: return ids[0].map(SiteURL.list)
        case .listDelete: return ids[0].map(SiteURL.listDelete)
        case .listOrder: return ids[0].map(SiteURL.listOrder)
        case .cookingDelete: return ids[0].map(SiteURL.cookingDelete)
        case .inviteRevoke: return ids[0].map(SiteURL.inviteRevoke)
        case .adminPerson: return ids[0].map(SiteURL.adminPerson)
        case .adminPersonDisable: return ids[0].map(SiteURL.adminPersonDisable)
        case .adminPersonEnable: return ids[0].map(SiteURL.adminPersonEnable)
        case .adminPersonDelete: return ids[0].map(SiteURL.adminPersonDelete)
        case .adminPersonResetLink: return ids[0].map(SiteURL.adminPersonResetLink)
        case .adminCookingLog: return ids[0].map(SiteURL.adminCookingLog)
        case .adminCookingVoid: return ids[0].map(SiteURL.adminCookingVoid)
        case .report, .adminReportDismiss, .adminReportHide, .adminReportDelete:
            guard let kind = values.first.flatMap(ReportKind.init(rawValue:)).map(Parameter.value), let id = ids[1] else { return nil }
            switch self {
            case .adminReportDismiss: return .adminReportDismiss(kind, id)
            case .adminReportHide: return .adminReportHide(kind, id)
            case .adminReportDelete: return .adminReportDelete(kind, id)
            default: return .report(kind, id)
            }
        case .listItemDelete:
            guard let list = ids[0], let recipe = ids[1] else { return nil }
            return .listItemDelete(list, recipe)
        case .listItemMove:
            guard let list = ids[0], let recipe = ids[1] else { return nil }
            return .listItemMove(list, recipe)
        }
    }
}
