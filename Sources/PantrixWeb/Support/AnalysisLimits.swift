import Templates
import HTTPTypes
import PantrixCore

/// What one nutrition request may hold; shared by the /nutrition form and POST /api/nutrition
/// so both refuse the same input with the same words.
enum AnalysisLimits {
    /// A recipe's ingredient list is what gets analysed, so its limits are the recipe's.
    static let maxLines = RecipeLimits.ingredientLines
    static let maxLineCharacters = RecipeLimits.ingredientLineCharacters
    static let servings = 1...1000

    struct Problem: Error, Sendable {
        let status: HTTPResponse.Status
        let message: String
    }

    /// The non-blank lines, or the reason they can't be analysed.
    static func check(_ lines: [String]) -> Result<[String], Problem> {
        let kept = lines.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        if kept.isEmpty {
            return .failure(Problem(status: .unprocessableContent, message: "Add at least one ingredient line, one per line."))
        }
        if kept.count > maxLines {
            return .failure(Problem(
                status: .contentTooLarge,
                message: "That is \(kept.count) lines; at most \(maxLines) can be analysed at once."))
        }
        let long = kept.enumerated().filter { $0.element.count > maxLineCharacters }.map { String($0.offset + 1) }
        if !long.isEmpty {
            return .failure(Problem(
                status: .unprocessableContent,
                message: "Line\(long.count == 1 ? "" : "s") \(long.prefix(10).joined(separator: ", ")) \(long.count == 1 ? "is" : "are") longer than \(maxLineCharacters) characters. Shorten \(long.count == 1 ? "it" : "them") and try again."))
        }
        return .success(kept)
    }

    static func servingsProblem(_ servings: Int?) -> String? {
        guard let servings, self.servings.contains(servings) else {
            return "Servings must be a whole number from \(self.servings.lowerBound) to \(self.servings.upperBound)."
        }
        return nil
    }
}
