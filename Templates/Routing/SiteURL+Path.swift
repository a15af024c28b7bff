import Foundation

extension SiteURL {
    /// One piece of a path between slashes.
    package enum Segment: Hashable, Sendable, ExpressibleByStringLiteral {
        case literal(String)
        /// `{name}` then `suffix` (`{id}.json`); `value` is nil in a route's key form.
        case parameter(name: String, value: String?, suffix: String)

        package init(stringLiteral value: String) { self = .literal(value) }
    }

    package var segments: [Segment] {
        switch self {
        case .home: []
        case .healthz: ["healthz"]
        case .metrics: ["metrics"]
        case .search: ["search"]
        case .searchSuggest: ["search", "suggest"]
        case .foods: ["foods"]
        case .food(let id): ["foods", id.segment("id")]
        case .nutrition: ["nutrition"]
        case .nutritionAPI: ["api", "nutrition"]
        case .uploads(let name): ["uploads", name.segment("name")]
        case .register: ["register"]
        case .login: ["login"]
        case .logout: ["logout"]
        case .settings: ["settings"]
        case .settingsTaste: ["settings", "taste"]
        case .settingsPrivacy: ["settings", "privacy"]
        case .settingsDisplay: ["settings", "display"]
        case .settingsPassword: ["settings", "password"]
        case .settingsDelete: ["settings", "delete"]
        case .recipeRandom: ["recipes", "random"]
        case .recipeNew: ["recipes", "new"]
        case .recipeImport: ["recipes", "import"]
        case .recipeImportLink: ["recipes", "import", "link"]
        case .recipe(let id): ["recipes", id.segment("id")]
        case .recipeExport(let id): ["recipes", id.segment("id", suffix: ".json")]
        case .recipeArt(let id): ["recipes", id.segment("id"), "art.svg"]
        case .recipeEdit(let id): ["recipes", id.segment("id"), "edit"]
        case .recipeCook(let id): ["recipes", id.segment("id"), "cook"]
        case .recipeDelete(let id): ["recipes", id.segment("id"), "delete"]
        case .recipeFoods(let id): ["recipes", id.segment("id"), "foods"]
        case .recipeCooked(let id): ["recipes", id.segment("id"), "cooked"]
        case .recipePhotos(let id): ["recipes", id.segment("id"), "photos"]
        case .recipeFavourite(let id): ["recipes", id.segment("id"), "favourite"]
        case .recipeRating(let id): ["recipes", id.segment("id"), "rating"]
        case .recipeComments(let id): ["recipes", id.segment("id"), "comments"]
        case .commentDelete(let id): ["comments", id.segment("id"), "delete"]
        case .photoDelete(let id): ["photos", id.segment("id"), "delete"]
        case .pantry: ["pantry"]
        case .pantryItems: ["pantry", "items"]
        case .pantryItem(let id): ["pantry", "items", id.segment("id")]
        case .pantryItemDelete(let id): ["pantry", "items", id.segment("id"), "delete"]
        case .pantryStaples: ["pantry", "staples"]
        case .pantryBasics: ["pantry", "basics"]
        case .cook: ["cook"]
        case .groceries: ["groceries"]
        case .groceryCheck(let id): ["groceries", id.segment("id"), "check"]
        case .groceryDelete(let id): ["groceries", id.segment("id"), "delete"]
        case .groceriesClearChecked: ["groceries", "clear-checked"]
        case .groceriesToPantry: ["groceries", "to-pantry"]
        case .groceriesAddMissing: ["groceries", "add-missing"]
        case .groceriesSync: ["groceries", "sync"]
        case .plan: ["plan"]
        case .planAdd: ["plan", "add"]
        case .planEntries: ["plan", "entries"]
        case .planEntryMove(let id): ["plan", "entries", id.segment("id"), "move"]
        case .planEntryDelete(let id): ["plan", "entries", id.segment("id"), "delete"]
        case .planShop: ["plan", "shop"]
        case .planFeedNew: ["plan", "feed"]
        case .planFeedDelete: ["plan", "feed", "delete"]
        case .planFeed(let token): ["plan", token.segment("token", suffix: ".ics")]
        case .household: ["household"]
        case .householdName: ["household", "name"]
        case .householdInvites: ["household", "invites"]
        case .householdInviteRevoke(let id): ["household", "invites", id.segment("id"), "revoke"]
        case .householdLeave: ["household", "leave"]
        case .householdMemberRemove(let id): ["household", "members", id.segment("id"), "remove"]
        case .householdJoin(let token): ["household", "join", token.segment("token")]
        case .webManifest: ["manifest.webmanifest"]
        case .serviceWorker: ["sw.js"]
        case .apiDescription: ["api", "openapi.yaml"]
        case .apiMe: ["api", "v1", "me"]
        case .apiRecipes: ["api", "v1", "recipes"]
        case .apiRecipe(let id): ["api", "v1", "recipes", id.segment("id")]
        case .apiPantry: ["api", "v1", "pantry"]
        case .apiPantryItem(let id): ["api", "v1", "pantry", id.segment("id")]
        case .apiGroceries: ["api", "v1", "groceries"]
        case .apiGrocery(let id): ["api", "v1", "groceries", id.segment("id")]
        case .apiPlan: ["api", "v1", "plan"]
        case .apiPlanEntry(let id): ["api", "v1", "plan", id.segment("id")]
        case .settingsTokens: ["settings", "tokens"]
        case .settingsTokenRevoke(let id): ["settings", "tokens", id.segment("id"), "revoke"]
        case .pantryScan: ["pantry", "scan"]
        case .productNew: ["products", "new"]
        case .product(let barcode): ["products", barcode.segment("barcode")]
        case .productEditUndo(let id): ["products", "edits", id.segment("id"), "undo"]
        case .stores: ["stores"]
        case .store(let id): ["stores", id.segment("id")]
        case .storeDelete(let id): ["stores", id.segment("id"), "delete"]
        case .storePrices: ["stores", "prices"]
        case .storePriceDelete(let id): ["stores", "prices", id.segment("id"), "delete"]
        case .favourites: ["favourites"]
        case .lists: ["lists"]
        case .listsAddRecipe: ["lists", "add-recipe"]
        case .list(let id): ["lists", id.segment("id")]
        case .listDelete(let id): ["lists", id.segment("id"), "delete"]
        case .listOrder(let id): ["lists", id.segment("id"), "order"]
        case .listItemDelete(let list, let recipe): ["lists", list.segment("id"), "items", recipe.segment("recipeId"), "delete"]
        case .listItemMove(let list, let recipe): ["lists", list.segment("id"), "items", recipe.segment("recipeId"), "move"]
        case .profile(let name): ["u", name.segment("username")]
        case .follow(let name): ["u", name.segment("username"), "follow"]
        case .unfollow(let name): ["u", name.segment("username"), "unfollow"]
        case .following: ["following"]
        case .leaderboard: ["leaderboard"]
        case .points: ["points"]
        case .cookingDelete(let id): ["cooking", id.segment("id"), "delete"]
        case .invites: ["invites"]
        case .inviteRevoke(let id): ["invites", id.segment("id"), "revoke"]
        case .admin: ["admin"]
        case .adminPeople: ["admin", "people"]
        case .adminPerson(let id): ["admin", "people", id.segment("id")]
        case .adminPersonDisable(let id): ["admin", "people", id.segment("id"), "disable"]
        case .adminPersonEnable(let id): ["admin", "people", id.segment("id"), "enable"]
        case .adminPersonDelete(let id): ["admin", "people", id.segment("id"), "delete"]
        case .adminSettings: ["admin", "settings"]
        case .adminAudit: ["admin", "audit"]
        case .forgotPassword: ["forgot-password"]
        case .resetPassword(let token): ["reset-password", token.segment("token")]
        case .settingsEmail: ["settings", "email"]
        case .confirmEmail(let token): ["confirm-email", token.segment("token")]
        case .adminPersonResetLink(let id): ["admin", "people", id.segment("id"), "reset-link"]
        case .report(let kind, let id): ["report", kind.segment("kind"), id.segment("id")]
        case .adminReports: ["admin", "reports"]
        case .adminReportDismiss(let kind, let id): ["admin", "reports", kind.segment("kind"), id.segment("id"), "dismiss"]
        case .adminReportHide(let kind, let id): ["admin", "reports", kind.segment("kind"), id.segment("id"), "hide"]
        case .adminReportDelete(let kind, let id): ["admin", "reports", kind.segment("kind"), id.segment("id"), "delete"]
        case .adminCookingLog(let id): ["admin", "reports", "cooks", id.segment("id")]
        case .adminCookingVoid(let id): ["admin", "reports", "cooking", id.segment("id"), "void"]
        }
    }

    /// The router's pattern: `/recipes/{id}`, `/recipes/{id}.json`.
    package var pattern: String { written(keys: true) }

    /// The path of one page: `/recipes/42`, `/u/ana`; parameters are percent-encoded.
    package var path: String { written(keys: false) }

    /// Every link on a page is one of these: written straight into one string.
    private func written(keys: Bool) -> String {
        let segments = self.segments
        guard !segments.isEmpty else { return "/" }
        var out = ""
        for segment in segments {
            out.append("/")
            switch segment {
            case .literal(let text):
                out.append(text)
            case .parameter(let name, let value, let suffix):
                if !keys, let value { Self.appendPercentEncoded(value, keeping: Self.isUnreserved, to: &out) } else { out.append("{\(name)}") }
                out.append(suffix)
            }
        }
        return out
    }

    /// The path with a query (pairs whose value is nil are left out) and a fragment.
    package func href(_ query: KeyValuePairs<String, String?> = [:], fragment: String? = nil) -> String {
        var out = path
        var first = true
        for (name, value) in query {
            guard let value else { continue }
            Self.appendQueryItem(name: name, value: value, first: first, to: &out)
            first = false
        }
        return Self.appending(fragment: fragment, to: out)
    }

    /// The path with a query of these items (an item without a value is written as its name) and a fragment.
    package func href(query items: [URLQueryItem], fragment: String? = nil) -> String {
        var out = path
        for (index, item) in items.enumerated() {
            Self.appendQueryItem(name: item.name, value: item.value, first: index == 0, to: &out)
        }
        return Self.appending(fragment: fragment, to: out)
    }

    /// The path with a query that is already encoded (one passed on from a request).
    package func href(percentEncodedQuery query: String?, fragment: String? = nil) -> String {
        var out = path
        if let query {
            out.append("?")
            out.append(query)
        }
        return Self.appending(fragment: fragment, to: out)
    }

    private static func appending(fragment: String?, to href: String) -> String {
        guard let fragment else { return href }
        return href + "#" + fragment
    }

    /// `?name=value` or `&name=value`, encoded as URLComponents encodes a query item, except that
    /// "+" is written "%2B" so that it doesn't read back as a space.
    private static func appendQueryItem(name: String, value: String?, first: Bool, to out: inout String) {
        out.append(first ? "?" : "&")
        appendPercentEncoded(name, keeping: isQueryCharacter, to: &out)
        guard let value else { return }
        out.append("=")
        appendPercentEncoded(value, keeping: isQueryCharacter, to: &out)
    }

    /// `text` with every UTF-8 byte that `keeping` refuses written as `%XX`. Ids, names and most
    /// query values need nothing and are appended as they are.
    private static func appendPercentEncoded(_ text: String, keeping: (UInt8) -> Bool, to out: inout String) {
        guard !text.utf8.allSatisfy(keeping) else {
            out.append(text)
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if keeping(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        out.append(String(decoding: bytes, as: UTF8.self))
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// A path parameter keeps these and percent-encodes everything else, "/" included.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }

    /// What URLComponents leaves as it is in a query item's name or value (a path passed on, such
    /// as where to go back to after signing in, stays readable), "+" apart.
    private static func isQueryCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
             UInt8(ascii: ","), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "?"), UInt8(ascii: "@"): true
        default: isUnreserved(byte)
        }
    }
}

extension Parameter {
    func segment(_ name: String, suffix: String = "") -> SiteURL.Segment {
        switch self {
        case .key: .parameter(name: name, value: nil, suffix: suffix)
        case .value(let value): .parameter(name: name, value: value.description, suffix: suffix)
        }
    }
}
