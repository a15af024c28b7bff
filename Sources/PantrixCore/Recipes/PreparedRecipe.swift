import FoodKit
import Foundation

/// A draft after FoodKit has read it: every line parsed, matched, weighed and priced, the
/// totals per serving, and the diet tags the ingredients support.
package struct PreparedRecipe: Sendable {
    package let draft: RecipeDraft
    package let analysis: RecipeAnalysis
    package let diet: Set<DietTag>
    package let slug: String
    /// Learned-alias key → food id for the foods a person picked for lines the matcher alone does
    /// not recognise; saving the recipe remembers them for the whole instance.
    package let newAliases: [String: String]

    /// `foodChoices` and `picks` both map a line's index to a food id; `picks` are the ones a
    /// person just chose (kept and learned choices go in `foodChoices`) and win over them.
    package init(
        _ draft: RecipeDraft, analyzer: RecipeAnalyzer = RecipeAnalyzer(), foodChoices: [Int: String] = [:], picks: [Int: String] = [:]
    ) {
        let draft = Self.normalised(draft)
        self.draft = draft
        analysis = analyzer.analyze(lines: draft.ingredients, servings: max(draft.servings, 1), foodChoices: foodChoices.merging(picks) { $1 })
        diet = DietClassifier.tags(for: analysis.lines)
        slug = draft.slug ?? Slug.make(draft.title)
        newAliases = Self.aliases(picks, lines: analysis.lines, matcher: analyzer.matcher)
    }

    /// Trimmed text without blank lines or steps: line indices of choices refer to this draft.
    package static func normalised(_ draft: RecipeDraft) -> RecipeDraft {
        var draft = draft
        draft.title = draft.title.trimmingCharacters(in: .whitespacesAndNewlines)
        draft.ingredients = draft.ingredients.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        draft.steps = draft.steps.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        draft.tags = Self.normalisedTags(draft.tags)
        draft.totalMinutes = draft.effectiveTotalMinutes
        return draft
    }

    /// Only text the matcher cannot read is learned: a pick must never override what it does
    /// recognise for everyone else, even when a crafted form sends a food for such a line.
    static func aliases(_ picks: [Int: String], lines: [AnalyzedLine], matcher: FoodMatcher) -> [String: String] {
        var aliases: [String: String] = [:]
        for (index, foodID) in picks where lines.indices.contains(index) {
            let line = lines[index]
            let key = LearnedAlias.key(line.parsed.name)
            guard !key.isEmpty, line.match?.food.id == foodID, matcher.match(line.parsed) == nil else { continue }
            aliases[key] = foodID
        }
        return aliases
    }

    /// Words the search index holds for the ingredients: what the recipe calls them and the
    /// canonical ingredient name, so "coriander" and "cilantro" both find the dish.
    package var ingredientSearchText: String {
        var words: [String] = []
        for line in analysis.lines where !line.parsed.isHeading {
            words.append(line.parsed.name)
            if let key = line.match?.ingredientKey, !key.hasPrefix("usda:"), key != line.parsed.name.lowercased() {
                words.append(key)
            }
        }
        return words.joined(separator: " · ")
    }

    /// Tags shown and searched: the author's, plus category, cuisine and the derived diet tags.
    package var allTags: [String] {
        Self.normalisedTags(draft.tags + DietTag.allCases.filter(diet.contains).map(\.rawValue))
    }

    /// Ingredient identities other than staples, as single tokens for the related-recipes index.
    package var relatedKeys: [String] {
        var seen: Set<String> = []
        return analysis.lines.compactMap { $0.match?.ingredientKey }
            .filter { !Staples.isStaple(ingredientKey: $0) && seen.insert($0).inserted }
            .map(RelatedKeys.token)
    }

    static func normalisedTags(_ tags: [String]) -> [String] {
        var seen: Set<String> = []
        return tags.map { $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }
            .filter { !$0.isEmpty && $0.count <= 40 && seen.insert($0).inserted }
    }
}

/// "green onion" → "green_onion": one FTS token per ingredient identity.
enum RelatedKeys {
    static func token(_ key: String) -> String {
        String(key.lowercased().map { $0.isLetter || $0.isNumber || $0 == ":" ? $0 : "_" })
    }
}

/// URL-friendly names: "Crème Brûlée (Easy)" → "creme-brulee-easy".
package enum Slug {
    package static func make(_ title: String) -> String {
        let folded = title.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        var slug = ""
        for scalar in folded.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar), scalar.isASCII {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "recipe" : String(slug.prefix(80))
    }
}
