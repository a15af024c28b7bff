import FoodKit
import Foundation

/// The learned aliases as a TSV file that people can read and edit: `#` comment lines, a
/// header `text<TAB>foodId<TAB>food`, then one alias a line. The third column names the
/// food for people and is ignored on import.
package enum LearnedAliasFile {
    package static let header = "text\tfoodId\tfood"

    package struct Row: Sendable, Equatable {
        package let line: Int
        package let text: String
        package let foodId: String
    }

    /// A line left out, with its 1-based line number and why.
    package struct Skipped: Sendable, Equatable, CustomStringConvertible {
        package let line: Int
        package let reason: String
        package var description: String { "line \(line): \(reason)" }
    }

    package static func tsv(_ aliases: [LearnedAlias], catalogue: FoodCatalogue = .shared) -> String {
        var out = "# Pantrix learned aliases: ingredient text, USDA food id, and the food's name (ignored on import)\n\(header)\n"
        for alias in aliases {
            out += "\(alias.text)\t\(alias.foodId)\t\(catalogue.food(id: alias.foodId)?.description ?? "(not in the catalogue)")\n"
        }
        return out
    }

    /// Rows whose food exists in the catalogue, and every other line that was not blank,
    /// a comment or the header, with the reason it was skipped.
    package static func read(_ text: String, catalogue: FoodCatalogue = .shared) -> (rows: [Row], skipped: [Skipped]) {
        var rows: [Row] = [], skipped: [Skipped] = []
        for (offset, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
            let fields = line.components(separatedBy: "\t")
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") || fields.prefix(2) == ["text", "foodId"] { continue }
            let number = offset + 1
            guard fields.count >= 2 else {
                skipped.append(Skipped(line: number, reason: "expected ingredient text, a tab, then a food id"))
                continue
            }
            let key = LearnedAlias.key(fields[0])
            let food = fields[1].trimmingCharacters(in: .whitespaces)
            if key.isEmpty {
                skipped.append(Skipped(line: number, reason: "no ingredient text"))
            } else if catalogue.food(id: food) == nil {
                skipped.append(Skipped(line: number, reason: "unknown food id “\(food)” for “\(key)”"))
            } else {
                rows.append(Row(line: number, text: key, foodId: food))
            }
        }
        return (rows, skipped)
    }
}
