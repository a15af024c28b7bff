/// Turns the HTML fragments that sites put into JSON-LD text fields into plain text.
///
/// Entities are decoded before tags are removed because some sites escape their markup
/// (`&lt;p&gt;Mix&lt;/p&gt;`); a lone `<` that does not start a tag ("cook < 5 min") is kept.
enum HTMLTextCleaner {
    /// One line: every run of whitespace, line breaks and block tags becomes a single space.
    static func line(_ raw: String) -> String {
        collapse(plain(raw)[...])
    }

    /// Non-empty lines, split at line breaks and block-level tags (`<p>`, `<br>`, `<li>` …).
    static func lines(_ raw: String) -> [String] {
        plain(raw)
            .split(whereSeparator: \.isNewline)
            .map(collapse)
            .filter { !$0.isEmpty }
    }

    /// Lines joined by single newlines, keeping paragraph structure for descriptions.
    static func paragraphs(_ raw: String) -> String {
        lines(raw).joined(separator: "\n")
    }

    /// Rounds of decoding and stripping before giving up on reaching a stable text.
    private static let maxRounds = 4

    /// Decodes and strips until nothing changes, so text escaped twice ("&amp;#8217;", which
    /// WordPress emits) comes out clean, and cleaning already-clean text is a no-op, which is
    /// what makes export-then-import give back the same recipe.
    private static func plain(_ raw: String) -> String {
        var text = raw
        for _ in 0..<maxRounds {
            let next = HTMLTagStripper.strip(HTMLEntityDecoder.decode(text))
            if next == text { break }
            text = next
        }
        return text
    }

    private static func collapse(_ text: Substring) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
