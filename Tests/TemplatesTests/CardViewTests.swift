import TemplateSamples
import Testing
@testable import Templates
@testable import TemplateSamples

/// Recipe cards: a phone shows the meta line's short forms on one line ("9 ingr", "$0.45"), and a
/// screen reader still hears the full words.
@Suite struct CardViewTests {
    @Test func metaLineHasShortFormsAndKeepsTheFullWords() throws {
        let card = try #require(PageSamples.home.popular.first { $0.ingredients != nil && $0.cost != nil })
        let html = Partials.cardMeta(card).text
        let full = try #require(card.ingredients), cost = try #require(card.cost)
        #expect(html.contains(#"<span class="meta-full">\#(full)</span><span class="meta-short" aria-hidden="true">\#(card.ingredientCount) ingr</span>"#))
        #expect(html.contains(#"\#(cost)<span class="meta-unit">/serving</span>"#))
    }

    @Test func cookCardsKeepWhatIsMissingApartAndTheLongLabelForScreenReaders() {
        let html = PageSamples.cook.document().text
        #expect(html.contains(#"<span class="cook-missing"> — missing: "#))
        // One span inside the button, so the hidden part doesn't become a second flex column.
        #expect(html.contains(#"<span>Add missing<span class="label-more"> to grocery list</span></span>"#))
        #expect(html.contains(#"<span>Add<span class="visually-hidden"> "#) && html.contains("</span> to plan</span></a>"))
    }
}
