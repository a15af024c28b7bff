import FoodKit
import Foundation
import PantrixCore

/// /recipes/new and /recipes/{id}/edit: everything as typed, what is wrong with it, and after a
/// check, the lines that matched no food with the foods they might be.
struct RecipeFormPage: Sendable {
    struct Check: Sendable {
        let summary: String
        let kcalPerServing: String
        let costPerServing: String
        let unmatched: [AnalyzedLineView]
        let hasUnmatched: Bool
        let notices: [Notice]
    }

    let layout: LayoutModel
    let heading: String
    let action: String
    let submitLabel: String
    let cancelHref: String
    let deleteHref: String?
    var title = FormField(id: "title")
    var description = FormField(id: "description")
    var category = FormField(id: "category")
    var categories: [FormOption] = []
    var cuisine = FormField(id: "cuisine")
    var cuisines: [String] = []
    var servings = FormField(id: "servings", value: "4")
    var prepMinutes = FormField(id: "prep")
    var cookMinutes = FormField(id: "cook")
    var ingredients = FormField(id: "ingredients")
    var steps = FormField(id: "steps")
    var tags = FormField(id: "tags")
    var photo = FormField(id: "photo")
    var caption = FormField(id: "caption")
    var isPrivate = false
    /// Set when the form came back because of a problem; said at the top as well as by each field.
    var problem: String?
    var check: Check?
    /// Hidden: the ingredient text the author has already seen checked, so a second "Publish"
    /// with unmatched lines left as they are goes through.
    var reviewed = ""

    init(layout: LayoutModel, editing id: Int64? = nil) {
        self.layout = layout
        if let id {
            heading = "Edit recipe"
            action = "/recipes/\(id)/edit"
            submitLabel = "Save changes"
            cancelHref = "/recipes/\(id)"
            deleteHref = "/recipes/\(id)/delete"
        } else {
            heading = "New recipe"
            action = "/recipes/new"
            submitLabel = "Publish"
            cancelHref = "/"
            deleteHref = nil
        }
        selectCategory("")
    }

    mutating func selectCategory(_ value: String) {
        category.value = value
        categories = FormOption.categories { $0 == value }
    }

    /// Shows a saved recipe's text in the form.
    mutating func fill(_ recipe: EditableRecipe) {
        let draft = recipe.draft
        title.value = draft.title
        description.value = draft.description
        selectCategory(draft.category)
        cuisine.value = draft.cuisine ?? ""
        servings.value = String(draft.servings)
        prepMinutes.value = draft.prepMinutes.map(String.init) ?? ""
        cookMinutes.value = draft.cookMinutes.map(String.init) ?? ""
        ingredients.value = draft.ingredients.joined(separator: "\n")
        steps.value = draft.steps.joined(separator: "\n\n")
        tags.value = draft.tags.joined(separator: ", ")
        isPrivate = recipe.visibility == .private
    }

    mutating func show(_ analysis: RecipeAnalysis) {
        let unmatched = AnalyzedLineView.unmatched(in: analysis)
        let lines = analysis.lines.filter { !$0.parsed.isHeading }.count
        let matched = lines - unmatched.count
        check = Check(
            summary: "\(matched) of \(lines) ingredient line\(lines == 1 ? "" : "s") matched a food.",
            kcalPerServing: String(Int(analysis.perServing.kcal.rounded())),
            costPerServing: Money.usd(analysis.cost.perServing),
            unmatched: unmatched, hasUnmatched: !unmatched.isEmpty,
            notices: Notice.about(analysis).filter { !$0.text.contains("Pick a food") })
    }
}

/// /recipes/{id}/delete: asks before deleting.
struct DeleteRecipePage: Sendable {
    let layout: LayoutModel
    let id: Int64
    let title: String
}
