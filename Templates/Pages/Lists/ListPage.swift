import PantrixCore

/// /lists/{id}: a list's recipes in order; its owner can rename, reorder, remove and delete.
package struct ListPage: Sendable {
    package struct Entry: Sendable {
        package let card: RecipeCardView
        package let recipeID: Int64
        package let position: Int
        package let isFirst: Bool
        package let isLast: Bool
    }

    package let layout: LayoutModel
    package let id: Int64
    package let name: String
    package let ownerName: String
    package let isPublic: Bool
    package let visibility: String
    package let isOwner: Bool
    package let entries: [Entry]
    package let count: String
    package let backPath: String
    package let nameField: FormField
    /// For the owner of a list a moderator hid.
    package let hiddenNotice: String?
    /// For signed-in people other than the owner.
    package let reportMenu: ReportMenu?

    package init(layout: LayoutModel, detail: RecipeListDetail, marks: Set<Int64>, nameField: FormField? = nil) {
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
        count = detail.cards.count == 1 ? "1 recipe" : "\(detail.cards.count) recipes"
        backPath = SiteURL.list(.value(id)).path
        self.nameField = nameField ?? FormField(id: "list-rename", value: detail.list.name)
        hiddenNotice = ModerationNotice.text("list", hiddenAt: detail.list.hiddenAt, reason: detail.list.hiddenReason)
        reportMenu = layout.signedIn && !detail.isOwner ? ReportMenu(kind: .list, id: id, back: backPath) : nil
    }
}
