import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import Testing
@testable import PantrixWeb

/// /recipes/{id}/cook: the steps with anchors, each with its ingredients scaled to the servings
/// asked for and its durations as timers; linked from the recipe page.
@Suite struct CookModePagesTests {
    @Test func cookModeListsTheStepsWithAnchorsIngredientsAndTimers() async throws {
        let db = try await RecipePagesTests.seeded()
        let id = try await RecipePagesTests.recipeID(db, titled: "Baked Eggs with Leeks and Gruyère")
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            let page = try await browser.get("/recipes/\(id)/cook")
            #expect(page.status == .ok)
            #expect(page.contains("<h1>Baked Eggs with Leeks and Gruyère</h1>"))
            #expect(page.contains(#"id="step-1""#) && page.contains(#"id="step-2""#))
            #expect(page.contains(##"<a class="button" href="#step-2">Next step</a>"##))
            #expect(page.contains(##"<a href="#step-1">Previous step</a>"##))
            #expect(page.contains("Step 1 of "))
            #expect(page.contains("<li>2 medium leeks, white and pale green parts, thinly sliced</li>"), "the step that adds the leeks lists them")
            #expect(page.contains("Timer: about 10 minutes") || page.contains("Timer: 10 minutes"))
            #expect(page.contains(#"data-timer-seconds="600""#))
            #expect(page.contains(#"<a href="/recipes/\#(id)">Back to the recipe</a>"#))
            #expect(page.contains(#"src="/static/js/cook-mode."#))

            let doubled = try await browser.get("/recipes/\(id)/cook?servings=8")
            #expect(doubled.contains("<li>4 medium leeks"), "quantities follow the servings asked for")
            #expect(doubled.contains("Quantities scaled from 4 to 8 servings."))
            #expect(doubled.contains(#"<a href="/recipes/\#(id)?servings=8">Back to the recipe</a>"#))

            let recipe = try await browser.get("/recipes/\(id)?servings=8&units=metric")
            #expect(recipe.contains(#"href="/recipes/\#(id)/cook?servings=8&amp;units=metric">Cook mode</a>"#))

            let missing = try await browser.get("/recipes/999999/cook")
            #expect(missing.status == .notFound)
        }
    }
}
