import Foundation
import RecipeLD
import Testing
@testable import Templates

@Suite struct HTMLTests {
    static let hostile = #"Tom & Jerry's <script>alert("x")</script> 🍮 > 2€"#
    static let escaped = "Tom &amp; Jerry&#39;s &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; 🍮 &gt; 2€"

    @Test func interpolatedTextIsEscapedInTextAndAttributes() {
        let value = Self.hostile
        let html: HTML = "<p title=\"\(value)\">\(value)</p>"
        #expect(html.text == "<p title=\"\(Self.escaped)\">\(Self.escaped)</p>")
        #expect(!html.text.contains("<script>"))
    }

    @Test func anAttributeValueCannotBeClosedFromInside() {
        let value = #"x" onmouseover="alert(1)"#
        let html: HTML = "<a href=\"/u/\(value)\">me</a>"
        #expect(html.text == #"<a href="/u/x&quot; onmouseover=&quot;alert(1)">me</a>"#)
        let single = "x' onfocus='alert(1)"
        #expect(!("<input value='\(single)'>" as HTML).text.contains("'alert"))
    }

    @Test func everyStringEscapesAsReplacingEachCharacterWould() {
        let pieces = ["&", "<", ">", "\"", "'", "a", "é", "🍮", " ", "eggs", "€", "\u{0}"]
        var random = SystemRandomNumberGenerator()
        var values = ["", "&", "plain", "ends with &", "& starts", "Short'", String(repeating: "x", count: 40) + "<"]
        for _ in 0..<2_000 { values.append((0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()) }
        for value in values {
            let expected = value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")
            var out = Array("before:".utf8)
            HTML.escape(value, into: &out)
            #expect(String(decoding: out, as: UTF8.self) == "before:" + expected, "\(value.debugDescription)")
        }
    }

    /// Numbers are written digit by digit: they read as Swift's own description would.
    @Test func numbersComeOutAsTheirDecimalDigits() {
        let ints: [Int] = [0, 7, -7, 10, 42, 1_000_000, Int.max, Int.min, Int(Int32.max) + 1]
        for value in ints {
            let html: HTML = "<b>\(value)</b>"
            #expect(html.text == "<b>\(String(value))</b>")
        }
        let small: HTML = "\(UInt8(255)) \(Int16(-300)) \(UInt64.max)"
        #expect(small.text == "255 -300 \(UInt64.max)")
    }

    @Test func plainTextComesOutUnchanged() {
        let html: HTML = "<b>\("Crème brûlée, 2 eggs")</b> \(42)"
        #expect(html.text == "<b>Crème brûlée, 2 eggs</b> 42")
    }

    @Test func nestedMarkupIsKeptAndOptionalMarkupMayBeAbsent() {
        let inner: HTML = "<i>\("a<b")</i>"
        let none: HTML? = nil
        let html: HTML = "<p>\(inner)\(none)\(if: true, "<br>")\(if: false, "<hr>")</p>"
        #expect(html.text == "<p><i>a&lt;b</i><br></p>")
        #expect(HTML(each: ["<", ">"]) { "<li>\($0)</li>" }.text == "<li>&lt;</li><li>&gt;</li>")
    }

    @Test func rawMarkupOnlyWhenAskedFor() {
        let html: HTML = "\(raw: "<svg></svg>")"
        #expect(html.text == "<svg></svg>")
    }

    @Test func jsonLDCannotCloseItsScriptElement() throws {
        let recipe = LDRecipe(name: "</script><script>alert(1)</script>", ingredients: ["1 egg & <b>milk</b>"], steps: ["Mix\u{2028}well"])
        let html: HTML = "<script type=\"application/ld+json\">\(jsonLD: recipe)</script>"
        let body = html.text.dropFirst("<script type=\"application/ld+json\">".count).dropLast("</script>".count)
        #expect(!body.contains("<"), "no tag can start inside the script element")
        #expect(!body.contains("\u{2028}"))
        // The JSON reads back as the same recipe.
        let object = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        #expect(object?["name"] as? String == recipe.name)
    }

    /// Escaping is only safe inside double-quoted attributes: no view may write `attr=\(value)`
    /// or `attr='\(value)'`.
    @Test func everyViewQuotesItsAttributeValues() throws {
        let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Templates").standardized
        let files = FileManager.default.enumerator(at: templates, includingPropertiesForKeys: nil)?.allObjects.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" } ?? []
        #expect(files.filter { $0.lastPathComponent.hasSuffix("+View.swift") }.count >= 40, "the views were found")
        let unquoted = try Regex(#"\s[a-zA-Z-]+=(\\\(|'\\\()"#)
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains(unquoted) {
                Issue.record("\(file.lastPathComponent):\(number + 1) writes an attribute value without double quotes: \(line)")
            }
        }
    }
}
