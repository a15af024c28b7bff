/// Removes tags from a text fragment, turning block-level tags into line breaks. Only real HTML
/// tag names count, so text such as "Crème <for> Two" survives an export and re-import.
enum HTMLTagStripper {
    private static let inlineTags: Set<String> = [
        "a", "abbr", "b", "bdi", "bdo", "big", "cite", "code", "del", "dfn", "em", "figcaption", "figure", "font",
        "i", "img", "ins", "kbd", "label", "mark", "picture", "q", "s", "small", "source", "span", "strike",
        "strong", "sub", "sup", "time", "u", "var", "wbr", "center", "main", "nav", "aside", "caption",
        "tbody", "thead", "tfoot", "pre", "script", "style", "noscript", "svg", "path", "button", "input",
    ]

    private static let blockTags: Set<String> = [
        "address", "article", "blockquote", "br", "dd", "div", "dl", "dt", "footer", "h1", "h2", "h3",
        "h4", "h5", "h6", "header", "hr", "li", "ol", "p", "section", "table", "td", "th", "tr", "ul",
    ]

    static func strip(_ text: String) -> String {
        guard text.contains("<") else { return text }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        // The next `>` is remembered, not searched for again from each `<`: "<x<x<x…>" would
        // otherwise rescan the same run once per `<`, quadratic in its length.
        var nextClose: Int? = -1
        while index < scalars.count {
            let scalar = scalars[index]
            guard nextClose != nil, scalar == "<", startsTag(scalars, at: index + 1) else {
                output.append(scalar)
                index += 1
                continue
            }
            if let close = nextClose, close <= index {
                nextClose = scalars[(index + 1)...].firstIndex(of: ">")
            }
            guard let end = nextClose else { continue }
            let tag = scalars[(index + 1)..<end]
            guard tag.first == "!" || isKnownTag(tag) else {
                output.append(scalar)
                index += 1
                continue
            }
            if isBlockTag(tag) {
                output.append("\n")
            }
            index = end + 1
        }
        return String(output)
    }

    private static func startsTag(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index < scalars.count else { return false }
        let next = scalars[index]
        if next == "!" || isASCIILetter(next) { return true }
        return next == "/" && index + 1 < scalars.count && isASCIILetter(scalars[index + 1])
    }

    private static func isBlockTag(_ tag: ArraySlice<Unicode.Scalar>) -> Bool {
        blockTags.contains(tagName(tag))
    }

    private static func isKnownTag(_ tag: ArraySlice<Unicode.Scalar>) -> Bool {
        let name = tagName(tag)
        return blockTags.contains(name) || inlineTags.contains(name)
    }

    private static func tagName(_ tag: ArraySlice<Unicode.Scalar>) -> String {
        let body = tag.first == "/" ? tag.dropFirst() : tag
        let name = body.prefix { isASCIILetter($0) || ("0"..."9").contains($0) }
        return String(String.UnicodeScalarView(name)).lowercased()
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
