import TemplateSamples
import PantrixTestSupport
import FoodKit
import Foundation
@testable import PantrixCore
import RecipeLD
import Testing
@testable import Templates
@testable import TemplateSamples

/// Every page built from its sample model (`PageSamples`) and read the way a person would: the
/// heading, the things on it, and no markup that came out as text.
@Suite struct PageViewTests {
    /// Every type the code declares a page (`extension X: Page` in Templates/Pages/), with the file
    /// that says so, read from the sources so that a new page cannot be left without a sample.
    static func declaredPageTypes() throws -> [String: URL] {
        let pages = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Templates/Pages").standardized
        let files = FileManager.default.enumerator(at: pages, includingPropertiesForKeys: nil)?.allObjects.compactMap { $0 as? URL } ?? []
        var types: [String: URL] = [:]
        for file in files where file.pathExtension == "swift" {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where line.hasPrefix("extension ") {
                let words = line.dropFirst("extension ".count).split(separator: ":", maxSplits: 1)
                let conformances = words.count == 2 ? words[1].replacingOccurrences(of: "{", with: "").split(separator: ",") : []
                guard conformances.contains(where: { $0.trimmingCharacters(in: .whitespaces) == "Page" }) else { continue }
                types[String(words[0])] = file
            }
        }
        return types
    }

    @Test func everyPageTypeHasASample() throws {
        let declared = Set(try Self.declaredPageTypes().keys)
        #expect(declared.count > 40, "the page types were found in the sources: \(declared.sorted())")
        let sampled = Set(PageSamples.all.map { String(describing: type(of: $0.page)) })
        #expect(declared.subtracting(sampled).isEmpty, "pages without a sample: \(declared.subtracting(sampled).sorted())")
        #expect(Set(PageSamples.all.map(\.name)).count == PageSamples.all.count, "sample names are unique")
    }

    /// A page's model, view and samples sit side by side in its folder: `Pages/<Folder>/X.swift`,
    /// `X+View.swift` (which makes it a `Page`) and `X+Sample.swift`.
    @Test func everyPageKeepsItsModelViewAndSampleInOneFolder() throws {
        for (type, view) in try Self.declaredPageTypes().sorted(by: { $0.key < $1.key }) {
            #expect(view.lastPathComponent == "\(type)+View.swift", "\(type) is a Page in \(view.lastPathComponent)")
            let folder = view.deletingLastPathComponent()
            for file in ["\(type).swift", "\(type)+Sample.swift"] {
                #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(folder.lastPathComponent)/ has \(file)")
            }
        }
    }

    @Test(arguments: PageSamples.all.map(\.name))
    func sampleRendersItsPageWithItsHeading(_ name: String) throws {
        let sample = try #require(PageSamples.named(name))
        let html = sample.html()
        #expect(html.hasPrefix("<!doctype html>"))
        let heading = "<h1>\(HTML.escaped(sample.heading))"
        #expect(html.contains(heading + "</h1>") || html.contains(heading + " "), "\(name) shows “\(sample.heading)”")
        #expect(html.hasSuffix("</html>"))
        // The samples hold no markup in their text: an escaped tag means a view wrote markup as text.
        #expect(!html.contains("&lt;"), "\(name) shows markup as text")
        #expect(html.contains("<title>\(HTML.escaped(sample.page.layout.fullTitle))</title>"))
    }

    @Test func recipePageShowsWhatTheCookNeeds() throws {
        let page = PageSamples.recipe
        let html = page.document().text
        #expect(html.contains(#"<h1>\#(HTML.escaped(page.title))</h1>"#))
        for line in page.ingredients where !line.heading {
            #expect(html.contains("<summary>\(HTML.escaped(line.text))</summary>") || html.contains("<span>\(HTML.escaped(line.text))</span>"))
        }
        #expect(html.contains(#"<span class="ingredient-unknown">not recognised</span>"#))
        #expect(html.contains(#"have · using your"#))
        #expect(html.components(separatedBy: #"<span class="step-number""#).count - 1 == page.steps.count)
        #expect(html.components(separatedBy: #"<li class="card">"#).count - 1 == page.related.count)
        #expect(html.contains("Add missing to grocery list") && html.contains("I cooked this"))
        #expect(html.contains(#"<script type="application/ld+json">{"#))
        #expect(html.contains(#"name="_csrf""#))
        // Signed out: no forms that need an account, an invitation to log in instead.
        let out = PageSamples.recipeSignedOut.document().text
        #expect(!out.contains("I cooked this") && !out.contains(#"name="_csrf""#))
        #expect(out.contains(#"<a href="/login?next=/recipes/\#(page.id)">Log in</a> to rate"#))
        #expect(out.contains(#"<span class="favourite-static">"#))
    }

    @Test func datesReadTheSameForEveryViewerInUTC() {
        let recipe = PageSamples.recipe.document().text
        #expect(recipe.contains(#"<time datetime="2026-11-23T07:12:00Z">23 Nov 2026, 07:12</time>"#), "a comment's time")
        let profile = PageSamples.profile.document().text
        #expect(profile.contains("Cooking on Pantrix since October 2025"))
        #expect(profile.contains(#"<span class="muted small">23 Nov 2026"#), "a cooking entry's day")
    }

    @Test func formsKeepWhatWasTypedAndSayWhatIsWrong() {
        var typed = RegisterPage.Typed(username: "pip")
        typed.usernameError = "That username is taken. Try another."
        let page = RegisterPage(layout: PageSamples.layout("Create your account", section: .account, user: nil, hasForm: true), typed: typed)
        let html = page.document().text
        #expect(html.contains(#"value="pip""#))
        #expect(html.contains(#"<div class="field has-error">"#))
        #expect(html.contains(#"aria-describedby="username-hint username-error" aria-invalid="true""#))
        #expect(html.contains(#"<p class="field-error" id="username-error">That username is taken. Try another.</p>"#))
        #expect(!html.contains(#"id="email-error""#), "fields without an error have no message")
    }

    @Test func aBouncedRecipeFormShowsItsHeldPhotoToKeepOrReplace() {
        let held = PageSamples.recipeFormHeldPhoto.document().text
        #expect(held.contains(#"<input type="hidden" name="heldPhoto" value="q7Xr2mS0c9Kd">"#))
        #expect(held.contains(#"<img src="/uploads/0123456789abcdef0123456789abcdef.jpg" alt="The cover photo you chose" width="400" height="300">"#))
        #expect(held.contains(#"<input type="radio" name="cover" value="keep" checked> Keep this photo"#))
        #expect(held.contains(#"<input type="radio" name="cover" value="remove"> No cover photo"#))
        #expect(held.contains(#"<label for="photo">Choose another</label>"#), "the file field stays, to replace it")
        let fresh = PageSamples.recipeForm.document().text
        #expect(!fresh.contains("heldPhoto") && fresh.contains("Cover photo <span class=\"muted\">(optional)</span>"))
    }

    // MARK: hostile text

    static let attack = #"<script>alert(1)</script>" onmouseover="alert(2)" x='"#
    static let attackEscaped = "&lt;script&gt;alert(1)&lt;/script&gt;&quot; onmouseover=&quot;alert(2)&quot; x=&#39;"

    /// Outside the JSON-LD script (where JSON, not HTML, escaping applies and a quote is harmless).
    func expectInert(_ page: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let html = page.replacing(#/<script type="application\/ld\+json">[^<]*<\/script>/#, with: "")
        #expect(!html.contains("<script>alert"), "\(what): a script element got through", sourceLocation: sourceLocation)
        #expect(!html.contains(#"" onmouseover=""#), "\(what): an attribute got through", sourceLocation: sourceLocation)
        #expect(!html.contains("x='"), "\(what): a quote got through", sourceLocation: sourceLocation)
        #expect(html.contains(Self.attackEscaped), "\(what): the text is shown, escaped", sourceLocation: sourceLocation)
    }

    @Test func hostileRecipeTextIsShownAsText() throws {
        let sample = SampleRecords.recipeDetail
        var recipe = sample.recipe
        recipe.title = Self.attack
        recipe.description = Self.attack
        recipe.cuisine = Self.attack
        var lines = sample.ingredients
        lines[1].text = Self.attack
        lines[2].text = Self.attack
        lines[2].foodId = nil
        let detail = RecipeDetail(recipe: recipe, ingredients: lines, steps: [Self.attack], tags: [Self.attack], authorName: Self.attack)
        let layout = PageSamples.layout(Self.attack, section: nil)
        let comment = RecipeComment(id: 1, userId: 99, author: Self.attack, body: Self.attack, createdAt: SampleRecords.now)
        let social = RecipeSocial(
            favourite: FavouriteState(isFavourite: false, count: 1), rating: RatingSummary(average: nil, count: 0, mine: nil),
            comments: CommentsPage(comments: [comment], hasMore: false), commentsPage: 1,
            lists: [ListChoice(id: 5, name: Self.attack, containsRecipe: true), ListChoice(id: 6, name: Self.attack, containsRecipe: false)],
            recipeAuthorID: 3)
        var card = SampleRecords.allCards[0]
        card.title = Self.attack
        card.cuisine = Self.attack
        let page = RecipePage(
            layout: layout, data: RecipePageData(detail: detail, social: social, related: [card]),
            options: RecipePageOptions(servings: recipe.servings, system: .original, original: recipe.servings), viewerID: 99,
            comment: FormField(id: "comment-body", value: Self.attack, error: Self.attack),
            photoForm: PhotoUploadForm(caption: FormField(id: "photo-caption", value: Self.attack, error: Self.attack)), photoLimits: "")
        let html = page.document().text
        expectInert(html, "recipe page")
        // Every place it appears: title, heading, description, cuisine, author, ingredient, step,
        // tag link, list names, comment author and body, the typed comment, the caption field.
        #expect(html.components(separatedBy: Self.attackEscaped).count - 1 >= 15)
        let script = try #require(html.range(of: #"<script type="application/ld+json">"#))
        let json = html[script.upperBound...].prefix { $0 != "<" }
        #expect(json.contains(#"\u003cscript\u003ealert(1)\u003c/script\u003e"#), "the JSON-LD keeps the text, escaped for a script element")
    }

    @Test func hostileSearchAndFormInputIsShownAsText() {
        var search = RecipeSearch()
        search.text = Self.attack
        search.cuisine = Self.attack
        search.include = [Self.attack]
        let results = SearchResults(cards: [], total: 0, totalIsAtLeast: false, hasMore: false)
        let page = SearchPage(layout: PageSamples.layout("Search", section: .search), search: search, results: results, cuisines: [Self.attack])
        expectInert(page.document().text, "search page")

        let login = LoginPage(
            layout: PageSamples.layout("Log in", section: .account, user: nil, hasForm: true), username: Self.attack, error: Self.attack, next: Self.attack)
        expectInert(login.document().text, "login page")

        for rejected: PantryPage.Rejected in [
            .add(item: Self.attack, lines: nil, useBy: Self.attack, error: Self.attack), .add(item: nil, lines: Self.attack, useBy: "", error: Self.attack),
            .barcode(typed: Self.attack, error: Self.attack),
        ] {
            let pantry = PantryPage(
                layout: PageSamples.layout("Pantry", section: .pantry), items: [], staples: [], vocabulary: [Self.attack], rejected: rejected)
            expectInert(pantry.document().text, "pantry page")
        }

        let flash = LayoutModel.FlashView(kind: "error", message: Self.attack)
        expectInert(ErrorPage(
            layout: PageSamples.layout(Self.attack, section: nil, flashes: [flash]), status: 404, heading: Self.attack, message: Self.attack,
            actionHref: "/", actionLabel: "Home").document().text, "error page")
    }
}

/// Cook mode's view: steps with anchors, their ingredients and timers, and hostile text escaped.
@Suite struct CookModeViewTests {
    @Test func stepsHaveAnchorsIngredientsAndTimers() throws {
        let page = PageSamples.cookMode
        let html = page.document().text
        #expect(!page.steps.isEmpty)
        for step in page.steps {
            #expect(html.contains(#"id="step-\#(step.number)""#))
            #expect(html.contains("Step \(step.number) of \(page.steps.count)"))
            for line in step.ingredients { #expect(html.contains("<li>\(HTML.escaped(line))</li>")) }
        }
        #expect(html.contains(##"<a class="button" href="#step-2">Next step</a>"##))
        #expect(html.contains(#"<script src="/static/js/cook-mode.js" defer></script>"#))
        #expect(html.contains(#"role="status" aria-live="polite""#))
        #expect(html.contains("Back to the recipe"))
        #expect(PageSamples.recipe.document().text.contains(#"href="/recipes/\#(page.id)/cook">Cook mode</a>"#))
    }

    @Test func hostileStepTextAndTimerLabelsAreEscaped() {
        let sample = SampleRecords.recipeDetail
        let detail = RecipeDetail(
            recipe: sample.recipe, ingredients: sample.ingredients,
            steps: [#"<img src=x onerror=alert(1)> Simmer "10 minutes" & stir"#, "Rest <b>5 min</b>."], tags: [], authorName: nil)
        let options = RecipePageOptions(servings: detail.recipe.servings, system: .original, original: detail.recipe.servings)
        let page = CookModePage(layout: PageSamples.layout("Cook", section: nil), detail: detail, options: options)
        let html = page.document().text
        #expect(!html.contains("<img src=x") && !html.contains("<b>5 min</b>"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(html.contains(#"data-timer-label="10 minutes""#))
        #expect(html.contains(#"data-timer-seconds="300""#))
        #expect(html.contains("Done: back to the recipe"))
    }
}
