/// Flattens `recipeInstructions` into plain step texts, in reading order.
///
/// Accepts a single string, an array of strings, HowToStep objects, and HowToSection or
/// ItemList objects whose `itemListElement` holds further steps. Section names are dropped:
/// the app has no place for them, and a heading read as a step would be misleading.
enum RecipeInstructions {
    static func steps(from value: JSONLDValue?) -> [String] {
        guard let value else { return [] }
        switch value {
        case .string(let text):
            return stepsFromText(text)
        case .array(let items):
            return items.flatMap { steps(from: $0) }
        case .object(let members):
            return steps(fromNode: members)
        case .number:
            return value.firstLine.map { [$0] } ?? []
        case .null, .bool:
            return []
        }
    }

    private static func steps(fromNode members: [String: JSONLDValue]) -> [String] {
        if let children = members["itemListElement"] {
            return steps(from: children)
        }
        // HowToStep puts the instruction in `text`; some sites only fill `name`.
        for key in ["text", "name", "description"] {
            if let line = members[key]?.firstLine { return [line] }
        }
        return []
    }

    /// Text typed as one block: split at line breaks or inline numbering, markers removed.
    private static func stepsFromText(_ text: String) -> [String] {
        var lines = HTMLTextCleaner.lines(text)
        if lines.count == 1 {
            lines = StepMarker.splitInlineNumbers(lines[0])
        }
        return lines.map(StepMarker.strip).filter { !$0.isEmpty }
    }
}
