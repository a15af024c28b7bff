extension LineParser {
    /// "3 garlic cloves", "2 celery stalks": a count unit written after the food.
    mutating func moveTrailingUnit() {
        guard result.unit == nil, result.quantity != nil else { return }
        let nameIndices = tokens.indices.filter { labels[$0] == .name }
        guard nameIndices.count >= 2, let last = nameIndices.last,
              ["clove", "cloves", "sprig", "sprigs", "stalk", "stalks", "bulb", "bulbs", "stick", "sticks", "sheet", "sheets",
               "loaf", "loaves", "head", "heads", "spear", "spears", "branch", "branches", "slice", "slices"].contains(lower(last))
                // Ribs are a unit of celery; "pork ribs" and "short ribs" are the meat.
                || ["rib", "ribs"].contains(lower(last)) && lower(last - 1) == "celery",
              labels[last - 1] == .name, !Lexicon.connectives.contains(lower(last - 1)),
              // "4 whole cloves" is the spice: "whole" names no food the cloves could be of.
              !nameIndices.dropLast().allSatisfy({ lower($0) == "whole" }),
              let unit = UnitLexicon.unit(forWord: tokens[last].text) else { return }
        label(last, .unit)
        result.unit = unit.name
    }

    /// "4 cloves", "2 cans": when no name is left, the count unit was the food.
    mutating func restoreEmptyName() {
        guard !labels.contains(.name) else { return }
        if let unitIndex = labels.lastIndex(of: .unit), tokens[unitIndex].isWord,
           let unit = result.unit.flatMap(Unit.named), unit.kind == .count, lower(unitIndex) != "of" {
            label(unitIndex, .name)
            result.unit = nil
            // "2 large cloves" keeps "large" as a size of the food.
        } else if let sizeIndex = labels.lastIndex(of: .size) {
            label(sizeIndex, .name)
        }
    }
}
