import Foundation

/// Reads tags from `keywords` ("a, b, c" or an array) and from the `tags` objects Mealie writes.
enum RecipeKeywords {
    static func tags(in node: [String: JSONLDValue]) -> [String] {
        let values = (node["keywords"]?.elements ?? []) + (node["tags"]?.elements ?? [])
        var seen = Set<String>()
        var tags: [String] = []
        for line in values.flatMap(\.allLines) {
            for piece in line.split(separator: ",") {
                let tag = piece.trimmingCharacters(in: .whitespaces).lowercased()
                if !tag.isEmpty, seen.insert(tag).inserted {
                    tags.append(tag)
                }
            }
        }
        return tags
    }
}
