/// Reads schema.org Recipe microdata (`itemscope itemtype="https://schema.org/Recipe"` with
/// `itemprop` children), for pages that carry no JSON-LD. Cheap on purpose: the recipe's own
/// properties become a JSON-LD node for the same mapping; nested items (an author, a rating)
/// are skipped, a nested item's element text is kept when it is itself a property (a HowToStep).
enum MicrodataReader {
    private struct Tag {
        let name: String
        let closing: Bool
        let attributes: [String: String]
        let start: Int
        let end: Int
    }

    private static let voidTags: Set<String> = ["meta", "link", "img", "br", "hr", "input", "source", "area", "wbr"]
    private static let listProperties: Set<String> = ["recipeIngredient", "ingredients", "recipeInstructions"]
    private static let textProperties: Set<String> = [
        "name", "description", "recipeYield", "prepTime", "cookTime", "totalTime", "recipeCategory", "recipeCuisine", "keywords",
    ]

    /// Bounds the output on hostile pages.
    private static let maxRecipes = 20
    private static let maxProperties = 500

    /// The recipes' nodes, and whether property values were cut at `ImportBudget.maxMicrodataBytes`.
    static func recipeNodes(in bytes: [UInt8]) -> (nodes: [[String: JSONLDValue]], trimmed: Bool) {
        let page = bytes[...]
        guard ASCIIBytes.firstIndex(of: "itemscope", in: page, from: page.startIndex) != nil else { return ([], false) }
        let tags = scan(page)
        let ends = elementEnds(tags)
        var nodes: [[String: JSONLDValue]] = []
        // A property's value holds the text of the properties nested in it, so nesting repeats
        // text: the values are paid for from one allowance per page.
        var remainingBytes = ImportBudget.maxMicrodataBytes
        var trimmed = false
        for (index, tag) in tags.enumerated() where !tag.closing && isRecipe(tag) && nodes.count < maxRecipes {
            var properties = 0
            var node: [String: JSONLDValue] = ["@type": .string("Recipe")]
            var lists: [String: [JSONLDValue]] = [:]
            var inner = index + 1
            while inner < ends[index] {
                let tag = tags[inner]
                var next = inner + 1
                if !tag.closing {
                    for property in (tag.attributes["itemprop"] ?? "").split(separator: " ").map(String.init) {
                        properties += 1
                        guard properties <= maxProperties else { break }
                        let raw = self.value(of: inner, in: tags, ends: ends, page: page)
                        if raw.count > remainingBytes { trimmed = true }
                        let kept = raw.prefix(remainingBytes)
                        remainingBytes -= kept.count
                        let value = JSONLDValue.string(String(decoding: kept, as: UTF8.self))
                        if listProperties.contains(property) {
                            lists[property, default: []].append(value)
                        } else if textProperties.contains(property), node[property] == nil {
                            node[property] = value
                        }
                    }
                    // A nested item's properties are its own (an author's name is not the recipe's).
                    if tag.attributes["itemscope"] != nil { next = max(next, ends[inner]) }
                }
                inner = next
            }
            lists.forEach { node[$0.key] = .array($0.value) }
            nodes.append(node)
        }
        return (nodes, trimmed)
    }

    private static func isRecipe(_ tag: Tag) -> Bool {
        guard tag.attributes["itemscope"] != nil, let type = tag.attributes["itemtype"]?.lowercased() else { return false }
        return type.split(separator: " ").contains { $0.hasSuffix("schema.org/recipe") }
    }

    /// A property's value: `content` (meta), `datetime` (time), else the element's inner HTML,
    /// as bytes not yet decoded so that only the part kept is.
    private static func value(of index: Int, in tags: [Tag], ends: [Int], page: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let tag = tags[index]
        if let content = tag.attributes["content"] { return ArraySlice(content.utf8) }
        if let dateTime = tag.attributes["datetime"] { return ArraySlice(dateTime.utf8) }
        guard !voidTags.contains(tag.name) else { return [] }
        let end = ends[index] < tags.count ? tags[ends[index]].start : page.endIndex
        return page[tag.end..<max(tag.end, end)]
    }

    /// For each start tag, the index of the tag that ends its element: its end tag (nesting
    /// counted), or for an element left unclosed (`<li>` after `<li>`) the next tag of that name,
    /// or past the end. A void element ends where it starts. Two passes, so any page is linear.
    private static func elementEnds(_ tags: [Tag]) -> [Int] {
        var ends = Array(repeating: tags.count, count: tags.count)
        var closed = Array(repeating: false, count: tags.count)
        var open: [String: [Int]] = [:]
        for (index, tag) in tags.enumerated() where !voidTags.contains(tag.name) {
            if !tag.closing {
                open[tag.name, default: []].append(index)
            } else if let start = open[tag.name]?.popLast() {
                ends[start] = index
                closed[start] = true
            }
        }
        var nextOfName: [String: Int] = [:]
        for index in tags.indices.reversed() {
            let tag = tags[index]
            if voidTags.contains(tag.name) {
                ends[index] = index
            } else if !tag.closing, !closed[index] {
                ends[index] = nextOfName[tag.name] ?? tags.count
            }
            nextOfName[tag.name] = index
        }
        return ends
    }

    /// Every start and end tag, with comments and script and style contents skipped.
    private static func scan(_ page: ArraySlice<UInt8>) -> [Tag] {
        var tags: [Tag] = []
        var index = page.startIndex
        while let open = page[index...].firstIndex(of: UInt8(ascii: "<")) {
            if ASCIIBytes.matches("<!--", in: page, at: open) {
                index = ASCIIBytes.firstIndex(of: "-->", in: page, from: open + 4).map { $0 + 3 } ?? page.endIndex
                continue
            }
            let closing = open + 1 < page.endIndex && page[open + 1] == UInt8(ascii: "/")
            var nameEnd = open + (closing ? 2 : 1)
            let nameStart = nameEnd
            while nameEnd < page.endIndex, isNameByte(page[nameEnd]) { nameEnd += 1 }
            guard nameEnd > nameStart else {
                index = open + 1
                continue
            }
            let name = String(decoding: page[nameStart..<nameEnd].map(ASCIIBytes.lowercased), as: UTF8.self)
            let (attributes, end) = LDScriptAttributes.parse(page, from: nameEnd)
            // Only microdata tags keep their attributes: a page of plain markup costs no dictionaries.
            let isMicrodata = attributes["itemprop"] != nil || attributes["itemscope"] != nil
            tags.append(Tag(name: name, closing: closing, attributes: closing || !isMicrodata ? [:] : attributes, start: open, end: end))
            index = end
            if !closing, name == "script" || name == "style" {
                index = ASCIIBytes.firstIndex(of: "</\(name)", in: page, from: end) ?? page.endIndex
            }
        }
        return tags
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
