/// Reads ingredient lines from `recipeIngredient`, or the older `ingredients` property.
enum RecipeIngredients {
    /// Fields of an ingredient object, best first. Mealie's `display` is the rendered line and
    /// stays current after edits; `originalText` is what was first imported.
    private static let objectTextKeys = ["display", "originalText", "note", "text", "name"]

    static func lines(in node: [String: JSONLDValue]) -> [String] {
        let current = lines(from: node["recipeIngredient"])
        return current.isEmpty ? lines(from: node["ingredients"]) : current
    }

    private static func lines(from value: JSONLDValue?) -> [String] {
        // A single string is a whole list typed into one field; split it into lines.
        if case .string(let text)? = value {
            return HTMLTextCleaner.lines(text)
        }
        return (value?.elements ?? []).flatMap { element -> [String] in
            switch element {
            case .string(let text):
                // In an array each entry is one ingredient, even if it wraps over lines.
                let line = HTMLTextCleaner.line(text)
                return line.isEmpty ? [] : [line]
            case .number:
                return element.firstLine.map { [$0] } ?? []
            case .object(let members):
                for key in objectTextKeys {
                    if let line = members[key]?.firstLine { return [line] }
                }
                return []
            default:
                return []
            }
        }
    }
}
