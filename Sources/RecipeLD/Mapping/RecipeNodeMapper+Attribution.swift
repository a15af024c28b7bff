extension RecipeNodeMapper {
    /// All author names joined by ", ": a string, a Person or Organization, an array of them,
    /// or `@id` links to Person nodes in the page's graph.
    var author: String? {
        var names: [String] = []
        for element in node["author"]?.elements ?? [] {
            if let name = references.resolve(element).firstLine, !names.contains(name) {
                names.append(name)
            }
        }
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }

    /// The first image address: a string, an array, an ImageObject (`url` or `contentUrl`), or
    /// an `@id` link to one. Values without a "/" are not addresses (Mealie stores a file key
    /// there) and are skipped rather than handed to an image loader.
    var imageURL: String? {
        for element in node["image"]?.elements ?? [] {
            let image = references.resolve(element)
            let candidates = image.object.map { [$0["url"], $0["contentUrl"]].compactMap { $0 } } ?? [image]
            for candidate in candidates {
                for text in candidate.elements.compactMap(\.scalarText) {
                    let address = HTMLTextCleaner.line(text)
                    if address.contains("/") { return address }
                }
            }
        }
        return nil
    }
}
