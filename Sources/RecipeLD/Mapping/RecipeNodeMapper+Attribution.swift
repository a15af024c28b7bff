extension RecipeNodeMapper {
    /// All author names joined by ", ": a string, a Person or Organization, an array of them,
    /// or `@id` links to Person nodes in the page's graph.
    var author: String? {
        var names: [String] = []
        // A set beside the list: checking the list itself is quadratic in the number of authors.
        var seen: Set<String> = []
        for element in node["author"]?.elements ?? [] {
            if let name = references.resolve(element).firstLine, seen.insert(name).inserted {
                names.append(name)
            }
        }
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }

    /// The first image address: a string, an array, an ImageObject (`url` or `contentUrl`), or
    /// an `@id` link to one. Only http(s) addresses count: Mealie stores a file key there, and
    /// a `javascript:` or `data:` value is no image to hand to a loader.
    var imageURL: String? {
        imageTexts.lazy.compactMap(WebAddress.web).first
    }

    /// The first image address without a scheme ("/img/dish.jpg", "//cdn.example.org/dish.jpg"),
    /// for the page it came from to resolve; anything with a scheme is either an absolute address
    /// (`imageURL`) or no image at all (`javascript:`, `data:`).
    var imageReference: String? {
        imageTexts.first { !$0.isEmpty && !$0.contains(":") && !$0.contains(where: \.isWhitespace) }
    }

    /// Every address the `image` property gives, in order, as single cleaned lines.
    private var imageTexts: [String] {
        var texts: [String] = []
        for element in node["image"]?.elements ?? [] {
            let image = references.resolve(element)
            let candidates = image.object.map { [$0["url"], $0["contentUrl"]].compactMap { $0 } } ?? [image]
            for candidate in candidates {
                texts += candidate.elements.compactMap(\.scalarText).map(HTMLTextCleaner.line)
            }
        }
        return texts
    }
}
