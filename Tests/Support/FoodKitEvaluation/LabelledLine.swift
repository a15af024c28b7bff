import FoodKit
/// One hand-labelled row of an ingredient-line data set (columns as in bbc-labelled.csv).
public struct LabelledLine: Sendable, Hashable {
    public var input: String
    public var name: String
    public var quantity: String
    public var unit: String
    public var size: String
    public var preparation: String
    public var comment: String

    /// Reads rows by header name, so column order does not matter.
    public static func parseCSV(_ text: String) -> [LabelledLine] {
        let rows = CSVReader.rows(text)
        guard let header = rows.first else { return [] }
        func column(_ name: String) -> Int? { header.firstIndex(of: name) }
        guard let inputColumn = column("input") else { return [] }
        let columns = ["name", "quantity", "unit", "size", "preparation", "comment"].map(column)
        return rows.dropFirst().compactMap { row in
            guard row.count > inputColumn else { return nil }
            func value(_ index: Int?) -> String { index.flatMap { $0 < row.count ? row[$0] : nil } ?? "" }
            return LabelledLine(input: row[inputColumn], name: value(columns[0]), quantity: value(columns[1]),
                                unit: value(columns[2]), size: value(columns[3]), preparation: value(columns[4]),
                                comment: value(columns[5]))
        }
    }

    /// The first amount, skipping multiplier marks ("2x") and reading "5#1$2" as 5½.
    public var firstQuantity: Double? {
        for part in quantity.split(separator: " ") where !part.hasSuffix("x") {
            let first = part.split(separator: "-").first.map(String.init) ?? String(part)
            let pieces = first.split(separator: "#")
            var value = Double(pieces.first ?? "") ?? 0
            if pieces.count == 2 {
                let fraction = pieces[1].split(separator: "$")
                if fraction.count == 2, let num = Double(fraction[0]), let den = Double(fraction[1]), den != 0 {
                    value += num / den
                }
            }
            return pieces.first.flatMap { Double($0) } == nil ? nil : value
        }
        return nil
    }

    /// The first unit in canonical form, skipping qualifiers such as "heaped" or "large".
    public var firstUnit: String? {
        let words = unit.split(separator: " ")
        var index = 0
        while index < words.count {
            if words[index].lowercased() == "fl", index + 1 < words.count, words[index + 1].lowercased().hasPrefix("oz") {
                return "fl oz"
            }
            if let found = UnitLexicon.unit(forWord: words[index]) { return found.name }
            index += 1
        }
        return nil
    }
}
