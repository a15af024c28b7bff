/// Finds the Recipe nodes in a parsed JSON-LD document.
enum RecipeNodeFinder {
    /// Properties through which pages nest a recipe inside another node: WordPress `@graph`,
    /// `mainEntity` on a WebPage, and ItemList carousels of recipes.
    private static let containerKeys = ["@graph", "mainEntity", "mainEntityOfPage", "itemListElement", "item"]

    static func recipeNodes(in root: JSONLDValue) -> [[String: JSONLDValue]] {
        var found: [[String: JSONLDValue]] = []
        collect(root, into: &found)
        return found
    }

    private static func collect(_ value: JSONLDValue, into found: inout [[String: JSONLDValue]]) {
        switch value {
        case .array(let items):
            items.forEach { collect($0, into: &found) }
        case .object(let members):
            if isRecipe(members) {
                // Recipes do not contain recipes; HowToSection's itemListElement is not a container.
                found.append(members)
                return
            }
            for key in containerKeys {
                if let child = members[key] { collect(child, into: &found) }
            }
        default:
            break
        }
    }

    /// `@type` may be a string or an array, and may be a full IRI ("http://schema.org/Recipe").
    /// Untyped objects with recipe properties are accepted too: Mealie exports omit `@type`.
    static func isRecipe(_ members: [String: JSONLDValue]) -> Bool {
        guard let type = members["@type"] else {
            return members["recipeIngredient"] != nil
        }
        return type.elements.contains { element in
            guard case .string(let name) = element else { return false }
            let local = name.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "#" }).last ?? ""
            return local.lowercased() == "recipe"
        }
    }
}
