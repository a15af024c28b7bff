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
        for element in node["image"]?.elements ?? [] {
            let image = references.resolve(element)
            let candidates = image.object.map { [$0["url"], $0["contentUrl"]].compactMap { $0 } } ?? [image]
            for candidate in candidates {
                for text in candidate.elements.compactMap(\.scalarText) {
                    if let address = WebAddress.web(HTMLTextCleaner.line(text)) { return address }
                }
            }
        }
        return nil
    }
}
