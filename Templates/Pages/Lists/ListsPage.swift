import PantrixCore

/// /lists: the signed-in user's lists, and a form for a new one.
package struct ListsPage: Sendable {
    package struct ListView: Sendable {
        package let href: String
        package let name: String
        package let visibility: String
        package let count: String
    }

    package let layout: LayoutModel
    package let lists: [ListView]
    package let name: FormField

    package init(layout: LayoutModel, lists: [RecipeListSummary], name: FormField = FormField(id: "list-name")) {
        self.layout = layout
        self.lists = lists.map {
            ListView(href: SiteURL.list(.value($0.id)).path, name: $0.name, visibility: $0.isPublic ? "Public" : "Private",
                     count: $0.recipeCount == 1 ? "1 recipe" : "\($0.recipeCount) recipes")
        }
        self.name = name
    }
}
