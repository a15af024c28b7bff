import PantrixTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

@Suite struct RecipeEditorTests {
    static let soup: [String: String] = [
        "title": "Weeknight Lentil Soup",
        "description": "Red lentils, cumin and lemon.",
        "category": "soup",
        "cuisine": "Turkish",
        "servings": "4",
        "prep": "10",
        "cook": "25",
        "ingredients": "1 cup red lentils\n1 onion, chopped\n2 cloves garlic\n1 tsp ground cumin\n4 cups vegetable broth\n1 lemon",
        "steps": "1. Soften the onion and garlic in a pot.\n2. Add lentils, cumin and broth; simmer 20 minutes.\n3. Blend, then add lemon juice.",
        "tags": "weeknight, one-pot",
        "visibility": "public",
        "action": "save",
    ]

    @Test func authorPublishesARecipeThatIsSearchableAndOnTheirProfile() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            let signedOut = try await browser.get("/recipes/new")
            #expect(signedOut.status == .seeOther, "writing a recipe needs an account")
            try await browser.register("lentilfan")
            let saved = try await browser.post("/recipes/new", Self.soup, csrfFrom: "/recipes/new")
            #expect(saved.status == .seeOther)
            let landing = try #require(saved.location)
            let location = try #require(saved.recipePath)
            #expect(landing == "/favourites?new=\(location.dropFirst("/recipes/".count))#recipe-\(location.dropFirst("/recipes/".count))",
                    "a new recipe lands in favourites, highlighted")
            let favourites = try await browser.get(landing)
            #expect(favourites.contains("“Weeknight Lentil Soup” is published and in your favourites."))
            #expect(favourites.contains(#"<li class="card is-new" id="recipe-\#(location.dropFirst("/recipes/".count))""#))
            #expect(favourites.contains("6 ingredients"), "cards count the ingredients")
            let page = try await browser.get(location)
            #expect(page.contains("Weeknight Lentil Soup"))
            #expect(page.contains("<li>Soften the onion and garlic in a pot.</li>") || page.contains("Soften the onion and garlic in a pot."))
            #expect(!page.contains("1. Soften"), "the typed numbering is not doubled")
            #expect(page.contains("href=\"\(location)/edit\""), "the author sees Edit")
            #expect(page.contains("vegan"), "diet tags are derived from the ingredients")
            let search = try await browser.get("/search?q=lentil+soup")
            #expect(search.contains("Weeknight Lentil Soup"), "new recipes are searchable at once")
            let profile = try await browser.get("/u/lentilfan")
            #expect(profile.contains("Weeknight Lentil Soup"))
        }
    }

    @Test func badInputComesBackWithEverythingTypedAndEachProblemSaid() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("typist")
            var form = Self.soup
            form["title"] = "   "
            form["category"] = "brunch"
            form["servings"] = "0"
            form["steps"] = ""
            let page = try await browser.post("/recipes/new", form, csrfFrom: "/recipes/new")
            #expect(page.status == .unprocessableContent)
            #expect(page.contains("Give the recipe a title."))
            #expect(page.contains("Choose a category."))
            #expect(page.contains("Servings must be a whole number from 1 to 100."))
            #expect(page.contains("Add at least one step"))
            #expect(page.contains("4 things need fixing before saving"))
            #expect(page.contains("1 cup red lentils\n1 onion, chopped"), "the ingredient lines are kept")
            #expect(page.contains("value=\"Turkish\""), "the cuisine is kept")
            #expect(page.contains("value=\"weeknight, one-pot\""), "the tags are kept")
        }
    }

    @Test func unmatchedLinesAreShownWithSuggestionsBeforePublishing() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("careful")
            var form = Self.soup
            form["ingredients"] = "1 cup red lentils\n2 tbsp zzqx flurble\n1 cup chiken stock"
            let first = try await browser.post("/recipes/new", form, csrfFrom: "/recipes/new")
            #expect(first.status == .unprocessableContent, "nothing is saved while lines are unmatched and unseen")
            #expect(first.contains("ingredient lines matched no food") || first.contains("ingredient line matched no food"))
            #expect(first.contains("Line 2: <q>2 tbsp zzqx flurble</q>"))
            #expect(try await db.recipeCount() == 0)
            let reviewed = try #require(first.text.firstMatch(of: /name="reviewed" value="([0-9a-f]+)"/)?.1)
            form["reviewed"] = String(reviewed)
            let second = try await browser.post("/recipes/new", form, csrf: first.csrf)
            #expect(second.status == .seeOther, "publishing again keeps the lines as written")
            #expect(try await db.recipeCount() == 1)
        }
    }

    @Test func checkButtonShowsTheAnalysisWithoutSaving() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("checker")
            var form = Self.soup
            form["action"] = "check"
            let page = try await browser.post("/recipes/new", form, csrfFrom: "/recipes/new")
            #expect(page.status == .ok)
            #expect(page.contains("6 of 6 ingredient lines matched a food."))
            #expect(page.contains("kcal</strong>"))
            #expect(try await db.recipeCount() == 0)
        }
    }

    @Test func onlyTheAuthorCanEditOrDeleteAndOthersSeeNotFound() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var author = Browser(client)
            try await author.register("author1")
            let saved = try await author.post("/recipes/new", Self.soup, csrfFrom: "/recipes/new")
            let path = try #require(saved.recipePath)

            var other = Browser(client)
            try await other.register("intruder")
            #expect(try await other.get(path + "/edit").status == .notFound)
            var hijack = Self.soup
            hijack["title"] = "Hijacked"
            let edit = try await other.post(path + "/edit", hijack, csrfFrom: "/recipes/new")
            #expect(edit.status == .notFound)
            let delete = try await other.post(path + "/delete", [:], csrfFrom: "/recipes/new")
            #expect(delete.status == .notFound)
            #expect(try await other.get(path).contains("Weeknight Lentil Soup"), "nothing changed")
            #expect(!(try await other.get(path).contains("/edit\"")), "no Edit link for others")

            var changed = Self.soup
            changed["title"] = "Lemony Lentil Soup"
            changed["ingredients"] = "1 cup red lentils\n4 cups water"
            let update = try await author.post(path + "/edit", changed, csrfFrom: path + "/edit")
            #expect(update.status == .seeOther)
            let page = try await author.get(path)
            #expect(page.contains("Lemony Lentil Soup"))
            #expect(!page.contains("vegetable broth"), "old lines are replaced")
            let search = try await author.get("/search?q=lemony")
            #expect(search.contains("Lemony Lentil Soup"))

            let confirm = try await author.get(path + "/delete")
            #expect(confirm.contains("Delete “Lemony Lentil Soup”?"))
            let gone = try await author.post(path + "/delete", [:], csrf: confirm.csrf)
            #expect(gone.status == .seeOther)
            #expect(try await author.get(path).status == .notFound)
            #expect(!(try await author.get("/search?q=lemony").contains("Lemony Lentil Soup")), "deleted recipes leave search")
            #expect(try await db.recipeCount() == 0)
        }
    }

    @Test func unfavouritingYourOwnRecipeAsksBeforeDeletingItAndOthersJustUnfavourite() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var author = Browser(client)
            try await author.register("cook1")
            let path = try #require(try await author.post("/recipes/new", Self.soup, csrfFrom: "/recipes/new").recipePath)
            let favourites = try await author.get("/favourites")
            #expect(favourites.contains("Weeknight Lentil Soup"), "a new recipe is a favourite")
            let removed = try await author.post(path + "/favourite", ["favourite": "no", "back": "/favourites"], csrf: favourites.csrf)
            let ask = try #require(removed.location)
            #expect(ask.hasPrefix(path + "/delete?unfavourited=1&back="))
            let page = try await author.get(ask)
            #expect(page.contains("Removed “Weeknight Lentil Soup” from favourites."))
            #expect(page.contains("Delete the recipe too?"))
            #expect(page.contains(#"href="/favourites">Keep it</a>"#))
            #expect(try await db.recipeCount() == 1, "nothing is deleted without the confirmation")
            #expect(!(try await author.get("/favourites").contains("Weeknight Lentil Soup")))

            var other = Browser(client)
            try await other.register("fan")
            let recipe = try await other.get(path)
            _ = try await other.post(path + "/favourite", ["favourite": "yes", "back": path], csrf: recipe.csrf)
            let theirs = try await other.post(path + "/favourite", ["favourite": "no", "back": path], csrf: recipe.csrf)
            #expect(theirs.location == path, "someone else's recipe just leaves their favourites")

            let deleted = try await author.post(path + "/delete", [:], csrf: page.csrf)
            #expect(deleted.status == .seeOther)
            #expect(try await db.recipeCount() == 0)
        }
    }

    @Test func theSearchBoxSuggestsTitlesAndIngredients() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var author = Browser(client)
            try await author.register("suggester")
            _ = try await author.post("/recipes/new", Self.soup, csrfFrom: "/recipes/new")
            let answer = try await author.get("/search/suggest?q=weeknight+len")
            #expect(answer.headers[.contentType]?.hasPrefix("application/json") == true)
            #expect(answer.contains(#"{"href":"/recipes/1","title":"Weeknight Lentil Soup"}"#))
            #expect(answer.contains(#""ingredients":["#))
            #expect(try await author.get("/search/suggest?q=" + String(repeating: "a", count: 61)).status == .badRequest)
            #expect(try await author.get("/search/suggest?q=w").text == #"{"ingredients":[],"recipes":[]}"#, "one letter suggests nothing")
            var visitor = Browser(client)
            #expect(try await visitor.get("/search").contains(#"data-suggest="/search/suggest""#), "the box works as a plain form without JavaScript")
        }
    }

    @Test func privateRecipesAreInvisibleToOthers() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var author = Browser(client)
            try await author.register("secretive")
            var form = Self.soup
            form["visibility"] = "private"
            form["title"] = "Grandma's Secret Soup"
            let saved = try await author.post("/recipes/new", form, csrfFrom: "/recipes/new")
            let path = try #require(saved.recipePath)
            #expect(try await author.get(path).contains("<span class=\"badge\">Private</span>"))
            #expect(try await author.get("/u/secretive").contains("Secret Soup"), "the author sees their private recipe on their profile")

            var other = Browser(client)
            #expect(try await other.get(path).status == .notFound)
            #expect(!(try await other.get("/u/secretive").contains("Grandma")))
            #expect(!(try await other.get("/search?q=grandma").contains("Grandma")))
        }
    }

    @Test func editKeepsAFoodPickedForALine() async throws {
        let db = try AppDatabase.inMemory()
        let user = try await db.createUser(username: "picker", email: nil, passwordHash: "x")
        let draft = RecipeDraft(title: "Toast", category: "breakfast", servings: 1, ingredients: ["1 slice zzqx loaf"], steps: ["Toast it."])
        let id = try await db.addRecipe(PreparedRecipe(draft, foodChoices: [0: "18069"]), origin: .user, authorID: user.id)
        let editable = try await db.editableRecipe(id: id, authorID: user.id!)
        #expect(editable.foodsByLine["1 slice zzqx loaf"] == "18069")
        await #expect(throws: RecipeError.notFound) { try await db.editableRecipe(id: id, authorID: user.id! + 1) }
    }

    @Test func stepsSplitByLineOrByParagraph() {
        #expect(RecipeFormInput.steps(from: "Chop.\nFry.\n\n") == ["Chop.", "Fry."])
        #expect(RecipeFormInput.steps(from: "Chop the onion\nfinely.\n\nFry it\nslowly.") == ["Chop the onion finely.", "Fry it slowly."])
        #expect(RecipeFormInput.steps(from: "Step 1: Chop.\n2) Fry.\n3. Serve 2 plates.") == ["Chop.", "Fry.", "Serve 2 plates."])
        #expect(RecipeFormInput.steps(from: "  \n ") == [])
    }
}

@Suite struct ProfileTests {
    @Test func followingShowsNewRecipesFromFollowedCooks() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var cook = Browser(client)
            try await cook.register("chefanna")
            _ = try await cook.post("/recipes/new", RecipeEditorTests.soup, csrfFrom: "/recipes/new")

            var fan = Browser(client)
            try await fan.register("hungryben")
            let empty = try await fan.get("/following")
            #expect(empty.contains("You don't follow anyone yet."))
            let profile = try await fan.get("/u/chefanna")
            #expect(profile.contains("<strong>0</strong> followers"))
            let follow = try await fan.post("/u/chefanna/follow", [:], csrf: profile.csrf)
            #expect(follow.status == .seeOther)
            let after = try await fan.get("/u/ChefAnna")
            #expect(after.contains("<strong>1</strong> followers"))
            #expect(after.contains("Following ✓"))
            let feed = try await fan.get("/following")
            #expect(feed.contains("Weeknight Lentil Soup"))
            _ = try await fan.post("/u/chefanna/unfollow", [:], csrf: after.csrf)
            #expect(try await fan.get("/following").contains("You don't follow anyone yet."))

            let selfFollow = try await cook.post("/u/chefanna/follow", [:], csrfFrom: "/u/chefanna")
            #expect(selfFollow.status == .seeOther)
            #expect(try await cook.get("/u/chefanna").contains("<strong>0</strong> followers"))
            #expect(try await fan.get("/u/nobody-here").status == .notFound)
            #expect(try await fan.get("/u/..%2Fetc").status == .notFound)
        }
    }
}

@Suite struct RecipeCoverPhotoTests {
    @Test func aCoverPhotoBecomesTheCardPictureAndABadFileKeepsTheForm() async throws {
        let db = try AppDatabase.inMemory()
        let uploads = FileManager.default.temporaryDirectory.appendingPathComponent("pantrix-cover-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: uploads) }
        var config = TestApp.configuration()
        config.uploadsPath = uploads.path
        let app = try await TestApp.make(database: db, config: config)
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("photocook")
            let form = try await browser.get("/recipes/new")
            var fields = RecipeEditorTests.soup
            let token: String = try #require(form.csrf)
            fields["_csrf"] = token
            let text = fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }

            let html = try PhotoFixture.data("not-an-image.jpg")
            let refused = try await browser.sendMultipart("/recipes/new", fields: text, file: ("photo", "dish.jpg", "image/jpeg", html))
            #expect(refused.status == .unsupportedMediaType)
            #expect(refused.contains("Choose another photo"))
            #expect(refused.contains("1 cup red lentils"), "the recipe text is kept")
            #expect(try await db.recipeCount() == 0)

            let jpeg = try PhotoFixture.data("small.jpg")
            let saved = try await browser.sendMultipart("/recipes/new", fields: text, file: ("photo", "dish.jpg", "image/jpeg", jpeg))
            #expect(saved.status == .seeOther)
            let page = try await browser.get(try #require(saved.recipePath))
            #expect(page.contains("class=\"recipe-image\" src=\"/uploads/"), "the cover is the recipe's picture")
            #expect(page.contains("by photocook"), "and opens its gallery")
        }
    }
}
