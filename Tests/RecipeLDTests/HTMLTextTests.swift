import Testing
@testable import RecipeLD

@Suite struct HTMLTextTests {
    @Test func decodesEntities() {
        let text = HTMLTextCleaner.line("Fish &amp; chips, Grandma&#39;s &frac12; cup, it&#x2019;s 180&deg;C,&nbsp;hot")
        #expect(text == "Fish & chips, Grandma's ½ cup, it’s 180°C, hot")
    }

    @Test func leavesUnknownOrIncompleteEntitiesAlone() {
        #expect(HTMLTextCleaner.line("salt & pepper; &bogus; &#xZZ; &") == "salt & pepper; &bogus; &#xZZ; &")
        #expect(HTMLTextCleaner.line("&#0; &#xD800;") == "\u{FFFD} \u{FFFD}")
    }

    @Test func stripsTagsAndKeepsLiteralAngleBrackets() {
        #expect(HTMLTextCleaner.line("<p>Mix</p>") == "Mix")
        #expect(HTMLTextCleaner.line("<p>Mix <strong>well</strong></p><p>then rest</p>") == "Mix well then rest")
        #expect(HTMLTextCleaner.line("cook < 5 min, 3 > 2, <3") == "cook < 5 min, 3 > 2, <3")
        #expect(HTMLTextCleaner.line("unclosed <b tag") == "unclosed <b tag")
    }

    @Test func decodesDoubleEscapedMarkupBeforeStripping() {
        #expect(HTMLTextCleaner.line("&lt;p&gt;Whisk&lt;/p&gt;") == "Whisk")
        #expect(HTMLTextCleaner.line("Grandma&amp;#8217;s &amp;amp; more") == "Grandma’s & more")
    }

    @Test func splitsLinesAtBreaksAndBlockTags() {
        let lines = HTMLTextCleaner.lines("Mix<br>Bake<br/>\n\n<li>Cool</li>  \r\n Serve  now ")
        #expect(lines == ["Mix", "Bake", "Cool", "Serve now"])
        #expect(HTMLTextCleaner.paragraphs("<p>First.</p>\n<p>Second   one.</p>") == "First.\nSecond one.")
    }
}
