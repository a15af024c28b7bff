import Hummingbird
import PantrixCore

/// One realistic model per page the app renders, built the way the controllers build them from
/// records `SampleRecords` makes in code (no database): for the render benchmarks, and for view
/// tests that render a page from a known model.
package enum PageSamples {
    /// Every template but the layout, plus the signed-out recipe and home pages.
    package static let all: [PageSample] = [
        PageSample("home", .home, home, heading: "Cook with what you have."),
        PageSample("homeSignedOut", .home, homeSignedOut, heading: "Cook with what you have."),
        PageSample("login", .login, login, heading: "Log in"),
        PageSample("register", .register, register, heading: "Create your account"),
        PageSample("settings", .settings, settings, heading: "Settings"),
        PageSample("error", .error, error, heading: error.heading, status: .notFound),
        PageSample("nutrition", .nutrition, nutrition, heading: "Nutrition calculator"),
        PageSample("foods", .foods, foods, heading: "Foods"),
        PageSample("food", .food, food, heading: food.description),
        PageSample("search", .search, search, heading: "Search recipes"),
        PageSample("recipe", .recipe, recipe, heading: recipe.title),
        PageSample("recipeSignedOut", .recipe, recipeSignedOut, heading: recipeSignedOut.title),
        PageSample("importRecipes", .importRecipes, importRecipes, heading: "Import recipes"),
        PageSample("pantry", .pantry, pantry, heading: "Your pantry"),
        PageSample("cook", .cook, cook, heading: "Cook now"),
        PageSample("groceries", .groceries, groceries, heading: "Grocery list"),
        PageSample("recipeForm", .recipeForm, recipeForm, heading: recipeForm.heading),
        PageSample("recipeDelete", .recipeDelete, recipeDelete, heading: "Delete “\(recipeDelete.title)”?"),
        PageSample("recipeFoods", .recipeFoods, recipeFoods, heading: "Pick the foods for “\(recipeFoods.title)”"),
        PageSample("profile", .profile, profile, heading: profile.username),
        PageSample("following", .following, following, heading: "Following"),
        PageSample("cooked", .cooked, cooked, heading: "I cooked \(cooked.recipeTitle)"),
        PageSample("leaderboard", .leaderboard, leaderboard, heading: "Leaderboard"),
        PageSample("points", .points, points, heading: "How points work"),
        PageSample("taste", .taste, taste, heading: "Your tastes"),
        PageSample("favourites", .favourites, favourites, heading: "Favourites"),
        PageSample("lists", .lists, lists, heading: "Your lists"),
        PageSample("list", .list, list, heading: list.name),
    ]

    package static func named(_ name: String) -> PageSample? { all.first { $0.name == name } }
}

/// A sample page: its model, the template that renders it and the status it is sent with.
package struct PageSample: Sendable {
    package let name: String
    /// The page's `<h1>` text as a reader sees it (before HTML escaping).
    package let heading: String
    package let status: HTTPResponse.Status
    let template: Template
    let model: any Sendable

    init(_ name: String, _ template: Template, _ model: any Sendable, heading: String, status: HTTPResponse.Status = .ok) {
        self.name = name
        self.template = template
        self.model = model
        self.heading = heading
        self.status = status
    }

    /// The response a controller would return for it.
    package func response(with renderer: PageRenderer) throws -> Response {
        try renderer.html(template, model, status: status)
    }

    /// Renders it as a controller does and returns the size of the HTML in bytes.
    package func render(with renderer: PageRenderer) throws -> Int {
        try response(with: renderer).body.contentLength ?? 0
    }

    /// The HTML alone.
    package func html(with renderer: PageRenderer) throws -> String {
        try renderer.render(template, model)
    }
}
