import Foundation
import GrowthTiming
import Testing
import RecipeLD

/// The hostile shapes that once took seconds of CPU for a few hundred kilobytes: each must take
/// time that grows no faster than its size.
@Suite(.serialized) struct LinearTimeTests {
    private func recipeJSON(_ members: String) -> Data {
        Data((#"{"@type":"Recipe","name":"T","recipeIngredient":["x"],"# + members + "}").utf8)
    }

    private func expectLinear(_ make: (Int) -> Data, base: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let ratio = GrowthTiming.ratio(make, base: base) { _ = RecipeLDImport.recipes(from: $0) }
        #expect(ratio < GrowthTiming.bound, "16× the input took \(ratio)× as long", sourceLocation: sourceLocation)
    }

    /// "<x<x<x…>": every `<` looked for the one `>` at the end again.
    @Test func openTagsInADescription() {
        expectLinear({ recipeJSON(#""description":""# + String(repeating: "<x", count: $0) + #">""#) }, base: 2_500)
        let recipe = RecipeLDImport.recipes(from: recipeJSON(#""description":"<x<b>bold</b>""#)).recipes.first
        #expect(recipe?.description == "<xbold")
    }

    /// Every broken block counted the page's lines from the top for its line number.
    @Test func manyBrokenScriptBlocks() {
        let block = "<script type=\"application/ld+json\">{</script>\n"
        expectLinear({ Data(("<html>\n" + String(repeating: block, count: $0)).utf8) }, base: 1_500)
        let result = RecipeLDImport.recipes(from: Data(("<html>\n" + String(repeating: block, count: 3)).utf8))
        #expect(result.problems.first?.message == "Structured data block 1 in the page is not valid JSON (line 2).")
        #expect(result.problems.dropFirst(2).first?.message == "Structured data block 3 in the page is not valid JSON (line 4).")
    }

    /// Each author was looked for in the list of names so far.
    @Test func manyAuthors() {
        func authors(_ count: Int) -> Data {
            recipeJSON(#""author":["# + (0..<count).map { #"{"@type":"Person","name":"Cook \#($0)"}"# }.joined(separator: ",") + "]")
        }
        expectLinear(authors, base: 5_000)
        #expect(RecipeLDImport.recipes(from: authors(3)).recipes.first?.author == "Cook 0, Cook 1, Cook 2")
    }

    /// Inline numbering with ")" was looked for as "N. " to the end of the text first.
    @Test func inlineNumberedSteps() {
        func steps(_ count: Int) -> Data {
            recipeJSON(#""recipeInstructions":"1) Stir."# + (2...count).map { " \($0)) Stir." }.joined() + #"""#)
        }
        expectLinear(steps, base: 1_000)
        #expect(RecipeLDImport.recipes(from: steps(3)).recipes.first?.steps == ["Stir.", "Stir.", "Stir."])
    }

    /// Ingredient elements nested in each other: each one's text holds all the ones inside it.
    @Test func nestedMicrodataIngredients() {
        func page(_ scale: Int) -> Data {
            let depth = 25 * scale
            let open = String(repeating: #"<li itemprop="recipeIngredient">"#, count: depth)
            let text = String(repeating: "flour ", count: 1_300 * scale)
            return Data((#"<html><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Nest</h1>"#
                + open + text + String(repeating: "</li>", count: depth) + "</div></html>").utf8)
        }
        expectLinear(page, base: 1)
        let result = RecipeLDImport.recipes(from: page(16))
        let total = result.recipes.first.map { $0.ingredients.reduce(0) { $0 + $1.utf8.count } } ?? 0
        #expect(total <= 1024 * 1024, "the repeated text is read up to the page's allowance")
        #expect(result.problems.map(\.message) == ["The page's recipe markup repeats more than 1 MB of text; the rest was not read."])
    }

    @Test func graphOfManyRecipesKeepsTheFirstFifty() {
        let recipes = (1...2_000).map { #"{"@type":"Recipe","name":"R\#($0)","recipeIngredient":["x"]}"# }
        let result = RecipeLDImport.recipes(from: Data((#"{"@graph":["# + recipes.joined(separator: ",") + "]}").utf8))
        #expect(result.recipes.count == 50)
        #expect(result.recipes.last?.name == "R50")
        #expect(result.problems.map(\.message) == ["The file holds 2000 recipes; the first 50 were read, 1950 skipped."])
    }

    @Test func brokenBlocksPastTheBudgetAreCountedNotListed() {
        let block = "<script type=\"application/ld+json\">{</script>\n"
        let result = RecipeLDImport.recipes(from: Data(("<html>\n" + String(repeating: block, count: 500)).utf8))
        let messages = result.problems.map(\.message)
        #expect(messages.count == 23)
        #expect(messages.first == "The page has 400 more structured data blocks than the 100 read; they were skipped.")
        #expect(messages.contains("No schema.org Recipe was found in the page."))
        #expect(messages.last == "80 more problems not listed.")
    }
}
