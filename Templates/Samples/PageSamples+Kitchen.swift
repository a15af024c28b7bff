import PantrixTestSupport
import Templates
import FoodKit
import PantrixCore

/// Home, cook now, the pantry, groceries, "I cooked this", favourites and lists.
extension PageSamples {
    /// Signed in with a pantry: cook-now picks and suggestions besides popular and new recipes.
    package static let home: HomePage = {
        let cookNow = SampleRecords.cookNowCards.prefix(4).map { CookPage.cardView($0, marks: marks(SampleRecords.cookNowCards.map(\.card))) }
        var page = HomePage(
            layout: layout("Pantrix", section: .home), popular: cardViews(SampleRecords.cards(8)),
            recent: cardViews(SampleRecords.cards(8, from: 150)), cookNow: Array(cookNow))
        page.forYou = cardViews(SampleRecords.cards(4, from: 70))
        return page
    }()

    package static let homeSignedOut = HomePage(
        layout: layout("Pantrix", section: .home, user: nil), popular: cardViews(SampleRecords.cards(8), signedIn: false),
        recent: cardViews(SampleRecords.cards(8, from: 150), signedIn: false), cookNow: [])

    /// /cook: the first 24 of 86 recipes for a 30-item pantry.
    package static let cook: CookPage = {
        let cards = SampleRecords.cookNowCards, favourites = marks(cards.map(\.card))
        return CookPage(
            layout: layout("Cook now", section: .cook, hasForm: true),
            cards: cards.map { CookPage.cardView($0, marks: favourites) }, pantryIsEmpty: false, summary: "86 recipes",
            onlyNow: false,
            missingOptions: [1, 2, 3, 5].map { .init(value: String($0), label: "at most \($0)", selected: false) },
            filters: RecipeFilterFields(RecipeSearch(), cuisines: SampleRecords.cuisines), nextHref: SiteURL.cook.href(percentEncodedQuery: "&page=2"), previousHref: nil, backPath: SiteURL.cook.path)
    }()

    /// Thirty items, two past their use-by date, right after adding one.
    package static let pantry = PantryPage(
        layout: layout("Your pantry", section: .pantry, hasForm: true, flashes: [.init(kind: "success", message: "Added dukkah.")]),
        items: SampleRecords.pantryItems, staples: SampleRecords.staples, vocabulary: SampleRecords.vocabulary)

    package static let groceries = GroceriesPage(layout: layout("Grocery list", section: .groceries, hasForm: true), list: SampleRecords.groceryList)

    /// A household of three seen by its manager, right after making a join link, with one open link.
    package static let household: HouseholdPage = {
        let now = SampleRecords.now
        let members = [(SampleRecords.viewer.id ?? 1, SampleRecords.viewer.username), (41, "marta"), (42, "joe")].enumerated().map {
            Household.Member(id: $1.0, username: $1.1, joinedAt: now.addingTimeInterval(Double($0 - 40) * 86_400))
        }
        let household = Household(
            id: 900, name: "The flat on Elm Street", managerID: SampleRecords.viewer.id, members: members,
            invites: [Household.Invite(id: 7, createdBy: "marta", createdAt: now, expiresAt: now.addingTimeInterval(7 * 86_400))])
        var page = HouseholdPage(layout: layout("Household", section: .account, hasForm: true), household: household, viewerID: SampleRecords.viewer.id ?? 1)
        page.newLink = "https://pantrix.example/household/join/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4"
        return page
    }()

    /// Settings → API tokens right after making one, with one in use and one revoked.
    package static let apiTokens: APITokensPage = {
        let now = SampleRecords.now
        let tokens = [
            APIToken(id: 3, name: "Kitchen tablet", scope: .write, createdAt: now, expiresAt: now.addingTimeInterval(90 * 86_400), lastUsedAt: nil, revokedAt: nil),
            APIToken(id: 2, name: "Shopping shortcut", scope: .read, createdAt: now.addingTimeInterval(-40 * 86_400), expiresAt: nil,
                     lastUsedAt: now.addingTimeInterval(-3_600), revokedAt: nil),
            APIToken(id: 1, name: "Old script", scope: .write, createdAt: now.addingTimeInterval(-200 * 86_400), expiresAt: nil,
                     lastUsedAt: now.addingTimeInterval(-100 * 86_400), revokedAt: now.addingTimeInterval(-90 * 86_400)),
        ]
        var page = APITokensPage(layout: layout("API tokens", section: .account, hasForm: true), tokens: tokens, now: now)
        page.newToken = "pxt_c2FtcGxlLXRva2VuLW5vdC1yZWFsLWp1c3QtZm9yLXZpZXdz"
        return page
    }()

    /// A product an import brought and a person corrected, seen by that person.
    package static let product: ProductPage = {
        let rice = FoodMatcher.shared.match(IngredientParser.parse("rice"))?.food.id
        let now = SampleRecords.now
        let details = ProductDetails(name: "Basmati rice", brand: "Field & Mill", package: "1 kg", foodID: rice)
        let product = Product(
            id: 5, barcode: "4006381333931", name: details.name, brand: details.brand, package: details.package, foodId: rice,
            ingredientKey: "rice", source: "import", createdBy: nil, createdAt: now, updatedAt: now)
        let edit = ProductEdit(
            id: 9, userID: SampleRecords.viewer.id, username: SampleRecords.viewer.username,
            before: ProductDetails(name: "Basmati", brand: nil, package: "1 kg", foodID: rice), after: details, createdAt: now, undoneAt: nil)
        return ProductPage(layout: layout("Basmati rice", section: .pantry, hasForm: true), product: product, edits: [edit], viewer: SampleRecords.viewer)
    }()

    /// A barcode nobody has described, after "Find foods" for the typed name.
    package static let productNew = ProductNewPage(
        layout: layout("New product", section: .pantry, hasForm: true), barcode: "5012345678900",
        fields: ProductFields(ProductDetails(name: "Rolled oats", brand: nil, package: "500 g", foodID: nil)))

    /// Marta's join link to the flat on Elm Street.
    package static let joinPreview = HouseholdInvitePreview(
        householdID: 900, name: "The flat on Elm Street", memberNames: ["marta", "joe"],
        expiresAt: SampleRecords.now.addingTimeInterval(6 * 86_400), invitedBy: "marta")

    /// A join link opened by someone in no household yet.
    package static let householdJoin = HouseholdJoinPage(
        layout: layout("Join The flat on Elm Street", section: .account, hasForm: true),
        preview: joinPreview, action: "/household/join/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4", currentHousehold: nil)

    /// The same link opened signed out, on a Pantrix taking new accounts.
    package static let householdInvitation = HouseholdInvitationPage(
        layout: layout("Join The flat on Elm Street", section: .account, user: nil), preview: joinPreview,
        joinPath: householdJoin.action, signUpOpen: true)

    /// "I cooked this" for the sample recipe against the sample pantry.
    package static let cooked = CookedConfirmPage(
        layout: layout("I cooked \(SampleRecords.cookingPlan.recipeTitle)", section: nil, hasForm: true), plan: SampleRecords.cookingPlan)

    /// The first page of 24 favourites, with more to come.
    package static let favourites = FavouritesPage(
        layout: layout("Favourites", section: .favourites),
        cards: SampleRecords.cards(24, from: 30).map { RecipeCardView($0, favourited: true) }, page: 1, hasMore: true)

    package static let lists = ListsPage(layout: layout("Your lists", section: .favourites, hasForm: true), lists: SampleRecords.lists)

    /// The viewer's own public list of twelve.
    package static let list = ListPage(
        layout: layout(SampleRecords.listDetail.list.name, section: .favourites), detail: SampleRecords.listDetail,
        marks: marks(SampleRecords.listDetail.cards))
}
