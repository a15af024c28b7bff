import Foundation
import Testing
import RecipeLD

@Suite struct InputLimitTests {
    @Test func refusesFilesOverFiveMegabytesUnread() {
        #expect(RecipeLDImport.maxBytes == 5 * 1024 * 1024)
        // Invalid JSON: had it been parsed, the problem would be a syntax error instead.
        let data = Data(repeating: UInt8(ascii: "{"), count: RecipeLDImport.maxBytes + 1)
        #expect(messages(RecipeLDImport.recipes(from: data, filename: "big.json")) == ["The file is larger than 5 MB."])
    }

    @Test func acceptsFileOfExactlyTheLimit() throws {
        var text = #"{"@type": "Recipe", "name": "Padded", "recipeIngredient": ["x"]}"#
        text += String(repeating: " ", count: RecipeLDImport.maxBytes - text.utf8.count)
        let result = RecipeLDImport.recipes(from: Data(text.utf8), filename: nil)
        #expect(result.recipes.map(\.name) == ["Padded"])
    }

    @Test func emptyOrBlankFileIsReported() {
        #expect(messages(RecipeLDImport.recipes(from: Data(), filename: "a.json")) == ["The file is empty."])
        #expect(messages(importText(" \n\t ")) == ["The file is empty."])
    }

    @Test func invalidUTF8BecomesReplacementCharacters() throws {
        var bytes = Array(#"{"@type": "Recipe", "name": "Cr"#.utf8)
        bytes += [0xE8, 0x6D, 0x65]
        bytes += Array(#"", "recipeIngredient": ["x"]}"#.utf8)
        let recipe = try #require(RecipeLDImport.recipes(from: Data(bytes), filename: nil).recipes.first)
        #expect(recipe.name == "Cr\u{FFFD}me")

        // In a page the bad bytes sit in the markup and in the recipe's own text alike.
        let page: [UInt8] = Array("<html><p>Cr".utf8) + [0xE8, 0xFF, 0xC0] + Array("me</p>".utf8)
            + Array(#"<script type="application/ld+json">{"@type": "Recipe", "name": "Cr"#.utf8) + [0xE8, 0xFF]
            + Array(#"me", "recipeIngredient": ["x"]}</script></html>"#.utf8)
        let fromPage = RecipeLDImport.recipes(from: Data(page), filename: nil)
        #expect(fromPage.recipes.map(\.name) == ["Cr\u{FFFD}\u{FFFD}me"])
        #expect(fromPage.problems.isEmpty)
    }

    @Test func readsByteOrderMarkedUTF8AndUTF16() throws {
        let json = #"{"@type": "Recipe", "name": "Crème brûlée", "recipeIngredient": ["cream"]}"#
        let utf8 = Data([0xEF, 0xBB, 0xBF]) + Data(json.utf8)
        #expect(RecipeLDImport.recipes(from: utf8, filename: nil).recipes.map(\.name) == ["Crème brûlée"])

        let utf16 = try #require(json.data(using: .utf16))
        #expect(RecipeLDImport.recipes(from: utf16, filename: nil).recipes.map(\.name) == ["Crème brûlée"])
    }

    @Test func contentDecidesTheFormatAndFilenameBreaksTies() {
        let json = #"{"@type": "Recipe", "name": "Named", "recipeIngredient": ["x"]}"#
        #expect(importText(json, filename: "page.html").recipes.map(\.name) == ["Named"])
        #expect(messages(importText("Just some notes", filename: "notes.HTML")) == [
            "No schema.org Recipe was found in the page.",
        ])
        #expect(messages(importText("Just some notes", filename: "notes.json")) == ["The file is not valid JSON (line 1)."])
        #expect(messages(importText("Just some notes", filename: nil)) == ["The file is not valid JSON (line 1)."])
    }

    @Test func deeplyNestedInputIsAProblemNotACrash() {
        let depth = 100_000
        let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(messages(importText(nested)) == ["The file is not valid JSON (line 1)."])
        let page = #"<script type="application/ld+json">"# + String(repeating: #"{"a":"#, count: depth) + "</script>"
        #expect(messages(importText(page)) == [
            "Structured data block 1 in the page is not valid JSON (line 1).",
            "No schema.org Recipe was found in the page.",
        ])
    }
}

@Suite struct LargeInputTests {
    /// Hostile text near the size cap still imports (entity decoding was once quadratic on it;
    /// speed itself is for benchmarks, not for a timed test).
    @Test func largeHostileInputsStillImport() {
        let filler = String(repeating: "<a<b&amp;&#x &lt;p&gt;1. ", count: 35_000)
        let json = #"{"@type":"Recipe","name":"Big","recipeIngredient":["x"],"description":""# + filler
            + #"","recipeInstructions":""# + filler + #""}"#
        let page = "<html>" + String(repeating: "<div><!-- c --><script>var a = 1 < 2;</script>&amp;</div>\n", count: 20_000)
            + "<script type=\"application/ld+json\">" + json + "</script>"
        let result = importText(page)
        #expect(result.recipes.map(\.name) == ["Big"])
    }
}
