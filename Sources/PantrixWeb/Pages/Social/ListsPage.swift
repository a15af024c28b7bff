import PantrixCore

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
