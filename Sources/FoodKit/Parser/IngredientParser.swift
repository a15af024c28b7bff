/// Parses free-text ingredient lines ("2 1/2 cups all-purpose flour, sifted").
public enum IngredientParser {
    /// Never fails: any text comes back with every word in some field.
    public static func parse(_ line: String) -> ParsedIngredient {
        var parser = LineParser(line)
        return parser.run()
    }

    public static func parse(lines: [String]) -> [ParsedIngredient] {
        lines.map(parse)
    }
}
