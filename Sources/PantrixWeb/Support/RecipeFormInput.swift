import Templates
import Foundation
import PantrixCore

/// The recipe editor's fields → a draft, or each field's problem in words. The page keeps
/// whatever was typed either way (`RecipeFormPage(values:problems:)`).
/// The numbers are `RecipeLimits`, the ones imports cut to.
struct RecipeFormInput: Sendable {
    private typealias Limits = RecipeLimits

    let fields: [String: String]

    func value(_ name: String) -> String { fields[name] ?? "" }

    var isPrivate: Bool { fields["visibility"] == "private" }

    /// The draft, or each field's problem in words keyed by the form field's name (the editor
    /// shows them under the fields, the API returns them by name).
    func check() -> (draft: RecipeDraft?, problems: [String: String]) {
        var problems: [String: String] = [:]
        let title = trimmed("title")
        if title.isEmpty { problems["title"] = "Give the recipe a title." }
        else if title.count > Limits.titleCharacters { problems["title"] = "Keep the title to \(Limits.titleCharacters) characters (it has \(title.count))." }
        let description = trimmed("description")
        if description.count > Limits.descriptionCharacters {
            problems["description"] = "Keep the description to \(Limits.descriptionCharacters) characters (it has \(description.count))."
        }
        let category = RecipeCategory(rawValue: value("category"))
        if category == nil { problems["category"] = "Choose a category." }
        let cuisine = trimmed("cuisine")
        if cuisine.count > Limits.cuisineCharacters { problems["cuisine"] = "Keep the cuisine to \(Limits.cuisineCharacters) characters." }
        let servings = Int(trimmed("servings"))
        if servings.map(Limits.servings.contains) != true {
            problems["servings"] = "Servings must be a whole number from \(Limits.servings.lowerBound) to \(Limits.servings.upperBound)."
        }
        let prep = minutes("prep", &problems), cook = minutes("cook", &problems)
        var lines: [String] = []
        switch AnalysisLimits.check(value("ingredients").components(separatedBy: .newlines)) {
        case .failure(let problem): problems["ingredients"] = problem.message
        case .success(let kept): lines = kept
        }
        let steps = Self.steps(from: value("steps"))
        if steps.isEmpty { problems["steps"] = "Add at least one step: one per line, or paragraphs separated by a blank line." }
        else if steps.count > Limits.steps { problems["steps"] = "That is \(steps.count) steps; at most \(Limits.steps)." }
        else if let long = steps.firstIndex(where: { $0.count > Limits.stepCharacters }) {
            problems["steps"] = "Step \(long + 1) is longer than \(Limits.stepCharacters) characters; split it in two."
        }
        let tags = value("tags").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if tags.count > Limits.tags { problems["tags"] = "At most \(Limits.tags) tags." }
        else if tags.contains(where: { $0.count > Limits.tagCharacters }) { problems["tags"] = "Each tag can be at most \(Limits.tagCharacters) characters." }

        guard problems.isEmpty, let category, let servings else { return (nil, problems) }
        return (RecipeDraft(
            title: title, description: description, category: category.rawValue, cuisine: cuisine.isEmpty ? nil : cuisine,
            servings: servings, prepMinutes: prep, cookMinutes: cook, tags: tags, ingredients: lines, steps: steps), [:])
    }

    private func trimmed(_ name: String) -> String { value(name).trimmingCharacters(in: .whitespacesAndNewlines) }

    private func minutes(_ name: String, _ problems: inout [String: String]) -> Int? {
        let text = trimmed(name)
        guard !text.isEmpty else { return nil }
        guard let minutes = Int(text), Limits.minutes.contains(minutes) else {
            problems[name] = "Minutes must be a whole number from \(Limits.minutes.lowerBound) to \(Limits.minutes.upperBound), or left empty."
            return nil
        }
        return minutes
    }

    /// Paragraphs when the text has blank lines between them (a step may then wrap over several
    /// lines), otherwise one step per line. Leading "1." or "Step 2:" numbering is dropped.
    static func steps(from text: String) -> [String] {
        let normalised = text.replacingOccurrences(of: "\r\n", with: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        let lines = normalised.components(separatedBy: "\n")
        // After trimming, any blank line separates two written lines.
        let hasBlankLines = lines.contains { $0.trimmingCharacters(in: .whitespaces).isEmpty }
        let chunks: [String]
        if hasBlankLines {
            chunks = lines.split { $0.trimmingCharacters(in: .whitespaces).isEmpty }
                .map { $0.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
        } else {
            chunks = lines
        }
        return chunks.map { stripNumber($0.trimmingCharacters(in: .whitespacesAndNewlines)) }.filter { !$0.isEmpty }
    }

    private static func stripNumber(_ step: String) -> String {
        guard let match = step.range(of: #"^(?:step\s*)?\d{1,2}\s*[.):]\s+"#, options: [.regularExpression, .caseInsensitive]) else {
            return step
        }
        return String(step[match.upperBound...])
    }
}
