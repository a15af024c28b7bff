import Foundation
import Hummingbird
import Testing
@testable import PantrixWeb

/// Every sample page still renders, so the render benchmarks and view tests built on them measure
/// and check real pages.
@Suite struct PageSamplesTests {
    static let renderer = Task { try await PageRenderer(templatesPath: TestApp.repositoryRoot + "/Templates") }

    @Test func everyTemplateButTheLayoutHasASample() {
        let covered = Set(PageSamples.all.map(\.template))
        #expect(covered == Set(Template.allCases).subtracting([.layout]))
        #expect(Set(PageSamples.all.map(\.name)).count == PageSamples.all.count)
    }

    @Test(arguments: PageSamples.all.map(\.name))
    func sampleRendersItsPageWithItsHeading(_ name: String) async throws {
        let sample = try #require(PageSamples.named(name))
        let renderer = try await Self.renderer.value
        let response = try sample.response(with: renderer)
        #expect(response.status == sample.status)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        let html = try sample.html(with: renderer)
        #expect(try sample.render(with: renderer) == html.utf8.count)
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains("<h1>\(HTMLEscaping().escapeText(sample.heading))</h1>"), "\(name) shows “\(sample.heading)”")
        #expect(html.hasSuffix("</html>\n"))
    }

    @Test func samplesAreSizedLikeRealPages() {
        let recipe = PageSamples.recipe
        #expect(recipe.ingredients.count >= 12)
        #expect(recipe.ingredients.contains { $0.heading })
        #expect(recipe.ingredients.contains { $0.unrecognised })
        #expect(recipe.ingredients.contains { $0.pantryNote != nil })
        #expect(recipe.steps.count == 8)
        #expect(recipe.related.count == 6 && recipe.photos.items.count == 3 && recipe.jsonLD != nil)
        #expect(recipe.layout.signedIn && !PageSamples.recipeSignedOut.layout.signedIn && !PageSamples.homeSignedOut.layout.signedIn)
        #expect(PageSamples.search.cards.count == 24 && PageSamples.search.hasChips)
        #expect(PageSamples.cook.cards.count == 24 && PageSamples.cook.cards.contains { $0.missing != nil })
        #expect(PageSamples.pantry.items.count == 30)
        #expect(PageSamples.groceries.sections.map(\.items.count).reduce(0, +) == 15)
        #expect(PageSamples.leaderboard.rows.count == 50 && PageSamples.leaderboard.viewerOutsideTop)
        #expect(PageSamples.cooked.hasUses)
        #expect(PageSamples.recipeFoods.hasLines)
    }
}
