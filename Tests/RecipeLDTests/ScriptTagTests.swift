import Foundation
import Testing
import RecipeLD

@Suite struct ScriptTagTests {
    static let hostile = LDRecipe(
        name: "</script><script>alert('x')</script>",
        description: "Tom & Jerry's <!-- favourite --> pie\u{2028}with a line separator\u{2029}",
        ingredients: ["1 < 2 > 0 & done", "</SCRIPT >"], steps: ["Close ]]> CDATA"]
    )

    @Test func escapesEverythingThatCouldEndTheElement() throws {
        let tag = RecipeLDExport.scriptTag(Self.hostile, url: nil)
        #expect(tag.hasPrefix("<script type=\"application/ld+json\">\n"))
        #expect(tag.hasSuffix("\n</script>"))
        let body = tag.dropFirst("<script type=\"application/ld+json\">".count).dropLast("</script>".count)
        for forbidden in ["<", ">", "&", "\u{2028}", "\u{2029}"] {
            #expect(!body.contains(forbidden), "found \(forbidden.debugDescription)")
        }
        #expect(body.contains(#"\u003c/script\u003e"#))
        #expect(body.contains(#"Tom \u0026 Jerry's"#))
        #expect(body.contains(#"\u2028"#) && body.contains(#"\u2029"#))
    }

    @Test func embeddedTagImportsBackFromAPage() throws {
        let recipe = LDRecipe(
            name: "Pie </script> & \"quotes\"", description: "Line one\nLine two",
            ingredients: ["a < b"], steps: ["Bake."], tags: ["pie"]
        )
        let page = "<html><head>\(RecipeLDExport.scriptTag(recipe, url: "https://p.test/pie"))</head><body></body></html>"
        let result = importText(page)
        var expected = recipe
        expected.sourceURL = "https://p.test/pie"
        // Had the tag ended the element, the block would be cut short and fail to parse. It
        // arrives intact; the importer then strips it like any markup in a text field.
        expected.name = "Pie & \"quotes\""
        #expect(result.recipes == [expected])
        #expect(result.problems.isEmpty)
    }

    @Test func plainExportStaysReadableButValid() throws {
        let text = try #require(String(data: RecipeLDExport.jsonLD(Self.hostile, url: nil), encoding: .utf8))
        #expect(text.contains("Tom & Jerry's"))
        #expect(text.contains(#"\u2028"#))
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
    }
}
