import PantrixCore

/// /favourites: the signed-in user's favourites, newest first.
struct FavouritesPage: Sendable {
    let layout: LayoutModel
    let cards: [RecipeCardView]
    let hasCards: Bool
    let previousHref: String?
    let nextHref: String?
    let backPath: String

    init(layout: LayoutModel, cards: [RecipeCardView], page: Int, hasMore: Bool) {
        self.layout = layout
        self.cards = cards
        hasCards = !cards.isEmpty
        previousHref = page > 1 ? "/favourites?page=\(page - 1)" : nil
        nextHref = hasMore ? "/favourites?page=\(page + 1)" : nil
        backPath = page > 1 ? "/favourites?page=\(page)" : "/favourites"
    }
}

/// /lists: the signed-in user's lists, and a form for a new one.
struct ListsPage: Sendable {
    struct ListView: Sendable {
        let href: String
        let name: String
        let visibility: String
        let count: String
    }

    let layout: LayoutModel
    let lists: [ListView]
    let hasLists: Bool
    var name: FormField

    init(layout: LayoutModel, lists: [RecipeListSummary], name: FormField = FormField(id: "list-name")) {
        self.layout = layout
        self.lists = lists.map {
            ListView(href: "/lists/\($0.id)", name: $0.name, visibility: $0.isPublic ? "Public" : "Private",
                     count: $0.recipeCount == 1 ? "1 recipe" : "\($0.recipeCount) recipes")
        }
        hasLists = !lists.isEmpty
        self.name = name
    }
}

/// /lists/{id}: a list's recipes in order; its owner can rename, reorder, remove and delete.
struct ListPage: Sendable {
    struct Entry: Sendable {
        let card: RecipeCardView
        let recipeID: Int64
        let position: Int
        let isFirst: Bool
        let isLast: Bool
    }

    let layout: LayoutModel
    let id: Int64
    let name: String
    let ownerName: String
    let isPublic: Bool
    let visibility: String
    let isOwner: Bool
    let entries: [Entry]
    let hasEntries: Bool
    let count: String
    let action: String
    let backPath: String
    var nameField: FormField

    init(layout: LayoutModel, detail: RecipeListDetail, marks: Set<Int64>, nameField: FormField? = nil) {
        let id = detail.list.id ?? 0
        self.layout = layout
        self.id = id
        name = detail.list.name
        ownerName = detail.ownerName
        isPublic = detail.list.isPublic
        visibility = detail.list.isPublic ? "Public — anyone with the link can see it" : "Private — only you can see it"
        isOwner = detail.isOwner
        let last = detail.cards.count - 1
        entries = detail.cards.enumerated().map { index, card in
            Entry(card: RecipeCardView(card, marks: marks), recipeID: card.id, position: index + 1, isFirst: index == 0, isLast: index == last)
        }
        hasEntries = !entries.isEmpty
        count = detail.cards.count == 1 ? "1 recipe" : "\(detail.cards.count) recipes"
        action = "/lists/\(id)"
        backPath = "/lists/\(id)"
        self.nameField = nameField ?? FormField(id: "list-rename", value: detail.list.name)
    }
}
