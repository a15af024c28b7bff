import Templates
import Foundation
import PantrixCore

/// The recipe editor's fields → a draft, or each field's problem in words. The page keeps
/// whatever was typed either way.
struct RecipeFormInput: Sendable {
    static let maxTitle = 120
    static let maxDescription = 1_000
    static let maxCuisine = 40
    static let servingsRange = 1...100
    static let maxMinutes = 2_880
    static let maxSteps = 60
    static let maxStepCharacters = 2_000
    static let maxTags = 20

    let fields: [String: String]

    func value(_ name: String) -> String { fields[name] ?? "" }

    var isPrivate: Bool { fields["visibility"] == "private" }

    /// Copies what was typed into the page, then checks it. Returns the draft when nothing is wrong.
    func read(into page: inout RecipeFormPage) -> RecipeDraft? {
        page.title.value = value("title")
        page.description.value = value("description")
        page.selectCategory(value("category"))
        page.cuisine.value = value("cuisine")
        page.servings.value = value("servings")
        page.prepMinutes.value = value("prep")
        page.cookMinutes.value = value("cook")
        page.ingredients.value = value("ingredients")
        page.steps.value = value("steps")
        page.tags.value = value("tags")
        page.caption.value = value("caption")
        page.isPrivate = isPrivate

        let (draft, problems) = check()
        page.title.error = problems["title"]
        page.description.error = problems["description"]
        page.category.error = problems["category"]
        page.cuisine.error = problems["cuisine"]
        page.servings.error = problems["servings"]
        page.prepMinutes.error = problems["prep"]
        page.cookMinutes.error = problems["cook"]
        page.ingredients.error = problems["ingredients"]
        page.steps.error = problems["steps"]
        page.tags.error = problems["tags"]
        guard let draft else {
            page.problem = problems.count == 1 ? "One thing needs fixing before saving; see below."
                : "\(problems.count) things need fixing before saving; see below."
            return nil
        }
        return draft
    }

    /// The draft, or each field's problem in words keyed by the form field's name (the editor
    /// shows them under the fields, the API returns them by name).
    func check() -> (draft: RecipeDraft?, problems: [String: String]) {
        var problems: [String: String] = [:]
        let title = trimmed("title")
        if title.isEmpty { problems["title"] = "Give the recipe a title." }
        else if title.count > Self.maxTitle { problems["title"] = "Keep the title to \(Self.maxTitle) characters (it has \(title.count))." }
        let description = trimmed("description")
        if description.count > Self.maxDescription {
            problems["description"] = "Keep the description to \(Self.maxDescription) characters (it has \(description.count))."
        }
        let category = RecipeCategory(rawValue: value("category"))
        if category == nil { problems["category"] = "Choose a category." }
        let cuisine = trimmed("cuisine")
        if cuisine.count > Self.maxCuisine { problems["cuisine"] = "Keep the cuisine to \(Self.maxCuisine) characters." }
        let servings = Int(trimmed("servings"))
        if servings.map(Self.servingsRange.contains) != true {
            problems["servings"] = "Servings must be a whole number from \(Self.servingsRange.lowerBound) to \(Self.servingsRange.upperBound)."
        }
        let prep = minutes("prep", &problems), cook = minutes("cook", &problems)
        var lines: [String] = []
        switch AnalysisLimits.check(value("ingredients").components(separatedBy: .newlines)) {
        case .failure(let problem): problems["ingredients"] = problem.message
        case .success(let kept): lines = kept
        }
        let steps = Self.steps(from: value("steps"))
        if steps.isEmpty { problems["steps"] = "Add at least one step: one per line, or paragraphs separated by a blank line." }
        else if steps.count > Self.maxSteps { problems["steps"] = "That is \(steps.count) steps; at most \(Self.maxSteps)." }
        else if let long = steps.firstIndex(where: { $0.count > Self.maxStepCharacters }) {
            problems["steps"] = "Step \(long + 1) is longer than \(Self.maxStepCharacters) characters; split it in two."
        }
        let tags = value("tags").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if tags.count > Self.maxTags { problems["tags"] = "At most \(Self.maxTags) tags." }
        else if tags.contains(where: { $0.count > 40 }) { problems["tags"] = "Each tag can be at most 40 characters." }

        guard problems.isEmpty, let category, let servings else { return (nil, problems) }
        return (RecipeDraft(
            title: title, description: description, category: category.rawValue, cuisine: cuisine.isEmpty ? nil : cuisine,
            servings: servings, prepMinutes: prep, cookMinutes: cook, tags: tags, ingredients: lines, steps: steps), [:])
    }

    private func trimmed(_ name: String) -> String { value(name).trimmingCharacters(in: .whitespacesAndNewlines) }

    private func minutes(_ name: String, _ problems: inout [String: String]) -> Int? {
        let text = trimmed(name)
        guard !text.isEmpty else { return nil }
        guard let minutes = Int(text), (0...Self.maxMinutes).contains(minutes) else {
            problems[name] = "Minutes must be a whole number from 0 to \(Self.maxMinutes), or left empty."
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
