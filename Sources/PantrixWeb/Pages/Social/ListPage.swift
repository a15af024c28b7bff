import PantrixCore

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
