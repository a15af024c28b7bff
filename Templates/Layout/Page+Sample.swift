#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import PantrixTestSupport
import Templates

/// One realistic model per page the app renders, built the way the controllers build them from
/// records `SampleRecords` makes in code (no database): for the render benchmarks, and for view
/// tests that render a page from a known model. Each page's samples sit beside it
/// (`Pages/<Page>/<Name>+Sample.swift`); `all` lists them.
package enum PageSamples {
    /// Every template but the layout, plus the signed-out recipe and home pages.
    package static let all: [PageSample] = [
        PageSample("home", home, heading: "Cook with what you have."),
        PageSample("homeSignedOut", homeSignedOut, heading: "Cook with what you have."),
        PageSample("login", login, heading: "Log in"),
        PageSample("register", register, heading: "Create your account"),
        PageSample("settings", settings, heading: "Settings"),
        PageSample("error", error, heading: error.heading, status: 404),
        PageSample("nutrition", nutrition, heading: "Nutrition calculator"),
        PageSample("foods", foods, heading: "Foods"),
        PageSample("food", food, heading: food.description),
        PageSample("search", search, heading: "Search recipes"),
        PageSample("recipe", recipe, heading: recipe.title),
        PageSample("recipeSignedOut", recipeSignedOut, heading: recipeSignedOut.title),
        PageSample("cookMode", cookMode, heading: cookMode.title),
        PageSample("importRecipes", importRecipes, heading: "Import recipes"),
        PageSample("pantry", pantry, heading: "Your pantry"),
        PageSample("cook", cook, heading: "Cook now"),
        PageSample("groceries", groceries, heading: "Grocery list"),
        PageSample("household", household, heading: "Household"),
        PageSample("householdJoin", householdJoin, heading: "Join The flat on Elm Street?"),
        PageSample("householdInvitation", householdInvitation, heading: "marta invited you to join The flat on Elm Street"),
        PageSample("apiTokens", apiTokens, heading: "API tokens"),
        PageSample("product", product, heading: "Basmati rice"),
        PageSample("productNew", productNew, heading: "New product"),
        PageSample("stores", stores, heading: "Your stores"),
        PageSample("recipeForm", recipeForm, heading: recipeForm.heading),
        PageSample("recipeFormHeldPhoto", recipeFormHeldPhoto, heading: "New recipe"),
        PageSample("recipeDelete", recipeDelete, heading: "Delete “\(recipeDelete.title)”?"),
        PageSample("recipeFoods", recipeFoods, heading: "Pick the foods for “\(recipeFoods.title)”"),
        PageSample("profile", profile, heading: profile.username),
        PageSample("following", following, heading: "Following"),
        PageSample("cooked", cooked, heading: "I cooked \(cooked.recipeTitle)"),
        PageSample("leaderboard", leaderboard, heading: "Leaderboard"),
        PageSample("points", points, heading: "How points work"),
        PageSample("taste", taste, heading: "Your tastes"),
        PageSample("favourites", favourites, heading: "Favourites"),
        PageSample("lists", lists, heading: "Your lists"),
        PageSample("list", list, heading: list.name),
        PageSample("forgotPassword", forgotPassword, heading: "Forgot your password?"),
        PageSample("resetPassword", resetPassword, heading: "Choose a new password"),
        PageSample("linkNotValid", linkNotValid, heading: LinkNotValidPage.heading, status: 410),
        PageSample("joinLinkNotValid", joinLinkNotValid, heading: LinkNotValidPage.joinHeading, status: 410),
        PageSample("confirmEmail", confirmEmail, heading: "Confirm your new email address"),
        PageSample("resetLinkMade", resetLinkMade, heading: "Reset link for \(resetLinkMade.username)"),
        PageSample("reports", reports, heading: "Reports"),
        PageSample("cookingLog", cookingLog, heading: "Cooking entries of tomasz"),
        PageSample("reportForm", reportForm, heading: "Report this recipe"),
        PageSample("adminHome", adminHome, heading: "Running this Pantrix"),
        PageSample("adminPeople", adminPeople, heading: "People"),
        PageSample("adminPerson", adminPerson, heading: "spamcook"),
        PageSample("adminSettings", adminSettings, heading: "Site settings"),
        PageSample("adminAudit", adminAudit, heading: "Audit log"),
        PageSample("invites", invites, heading: "Invites"),
        PageSample("plan", plan, heading: "Meal plan"),
        PageSample("planAdd", planAdd, heading: "Add to your meal plan"),
    ]

    package static func named(_ name: String) -> PageSample? { all.first { $0.name == name } }
}

/// A sample page: its model (which its view renders) and the status it is sent with.
package struct PageSample: Sendable {
    package let name: String
    /// The page's `<h1>` text as a reader sees it (before HTML escaping).
    package let heading: String
    package let status: Int
    package let page: any Page

    init(_ name: String, _ page: any Page, heading: String, status: Int = 200) {
        self.name = name
        self.page = page
        self.heading = heading
        self.status = status
    }

    /// The whole document, as the view writes it.
    package func html() -> String {
        page.document().text
    }
}
