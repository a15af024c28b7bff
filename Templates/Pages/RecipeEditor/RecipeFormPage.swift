import FoodKit
import Foundation
import PantrixCore

/// /recipes/new and /recipes/{id}/edit: everything as typed, what is wrong with it, and after a
/// check, the lines that matched no food with the foods they might be.
package struct RecipeFormPage: Sendable {
    package struct Check: Sendable {
        package let summary: String
        package let kcalPerServing: String
        package let costPerServing: String
        package let unmatched: [AnalyzedLineView]
        package let notices: [Notice]
    }

    /// A held cover photo as the form shows it: its thumbnail and the token the form sends back.
    package struct HeldPhotoView: Sendable {
        package let token: String
        package let thumbnailHref: String
        package let width: Int
        package let height: Int

        package init(token: String, thumbnailFile: String, width: Int, height: Int) {
            self.token = token
            thumbnailHref = SiteURL.uploads(.value(thumbnailFile)).path
            self.width = width
            self.height = height
        }

        package init(_ cover: HeldCover) {
            self.init(token: cover.token, thumbnailFile: cover.photo.thumbFile, width: cover.photo.thumbWidth, height: cover.photo.thumbHeight)
        }
    }

    package let layout: LayoutModel
    package let heading: String
    package let action: String
    package let submitLabel: String
    package let cancelHref: String
    package let deleteHref: String?
    package var title = FormField(id: "title")
    package var description = FormField(id: "description")
    package var category = FormField(id: "category")
    package var categories: [FormOption] = []
    package var cuisine = FormField(id: "cuisine")
    package var cuisines: [String] = []
    package var servings = FormField(id: "servings", value: "4")
    package var prepMinutes = FormField(id: "prep")
    package var cookMinutes = FormField(id: "cook")
    package var ingredients = FormField(id: "ingredients")
    package var steps = FormField(id: "steps")
    package var tags = FormField(id: "tags")
    package var photo = FormField(id: "photo")
    /// The cover photo sent before the form came back, held on the server for this person: shown
    /// with "Keep this photo" and "No cover photo"; a file chosen anew replaces it.
    package var heldPhoto: HeldPhotoView?
    package var caption = FormField(id: "caption")
    package var isPrivate = false
    /// Set when the form came back because of a problem; said at the top as well as by each field.
    package var problem: String?
    package var check: Check?
    /// Hidden: the ingredient text the author has already seen checked, so a second "Publish"
    /// with unmatched lines left as they are goes through.
    package var reviewed = ""

    package init(layout: LayoutModel, editing id: Int64? = nil) {
        self.layout = layout
        if let id {
            heading = "Edit recipe"
            action = SiteURL.recipeEdit(.value(id)).path
            submitLabel = "Save changes"
            cancelHref = SiteURL.recipe(.value(id)).path
            deleteHref = SiteURL.recipeDelete(.value(id)).path
        } else {
            heading = "New recipe"
            action = SiteURL.recipeNew.path
            submitLabel = "Publish"
            cancelHref = SiteURL.home.path
            deleteHref = nil
        }
        selectCategory("")
    }

    package mutating func selectCategory(_ value: String) {
        category.value = value
        categories = FormOption.categories { $0 == value }
    }

    /// Shows a saved recipe's text in the form.
    package mutating func fill(_ recipe: EditableRecipe) {
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

    package mutating func show(_ analysis: RecipeAnalysis) {
        let unmatched = AnalyzedLineView.unmatched(in: analysis)
        let lines = analysis.lines.filter { !$0.parsed.isHeading }.count
        let matched = lines - unmatched.count
        check = Check(
            summary: "\(matched) of \(lines) ingredient line\(lines == 1 ? "" : "s") matched a food.",
            kcalPerServing: String(Int(analysis.perServing.kcal.rounded())),
            costPerServing: Money.usd(analysis.cost.perServing),
            unmatched: unmatched,
            notices: Notice.about(analysis).filter { !$0.text.contains("Pick a food") })
    }
}
