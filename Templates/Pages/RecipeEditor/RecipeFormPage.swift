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

    /// Why the form came back, said at the top as well as by each field.
    package enum Problem: Sendable {
        /// This many fields are wrong.
        case fields(Int)
        /// This many ingredient lines matched no food, and the author has not seen them yet.
        case unmatchedLines(Int)
        /// The cover photo was refused; everything else was fine.
        case cover
    }

    package let layout: LayoutModel
    package let heading: String
    package let action: String
    package let submitLabel: String
    package let cancelHref: String
    package let deleteHref: String?
    package let title: FormField
    package let description: FormField
    package let category: FormField
    package let categories: [FormOption]
    package let cuisine: FormField
    package let cuisines: [String]
    package let servings: FormField
    package let prepMinutes: FormField
    package let cookMinutes: FormField
    package let ingredients: FormField
    package let steps: FormField
    package let tags: FormField
    package let photo: FormField
    /// The cover photo sent before the form came back, held on the server for this person: shown
    /// with "Keep this photo" and "No cover photo"; a file chosen anew replaces it.
    package let heldPhoto: HeldPhotoView?
    package let caption: FormField
    package let isPrivate: Bool
    /// Set when the form came back because of a problem; said at the top as well as by each field.
    package let problem: String?
    package let check: Check?
    /// Hidden: the ingredient text the author has already seen checked, so a second "Publish"
    /// with unmatched lines left as they are goes through.
    package let reviewed: String

    /// `values`: the form's text by field name (a saved recipe's, `values(of:)`, or as sent; nil for
    /// a new recipe); `problems`: what is wrong with each, by the same names. `analysis` and
    /// `reviewed` come with a check of the lines; `heldPhoto` and `photoError` with a cover photo
    /// held, or refused, for the form.
    package init(
        layout: LayoutModel, editing id: Int64? = nil, cuisines: [String] = [], values: [String: String]? = nil, problems: [String: String] = [:],
        problem: Problem? = nil, analysis: RecipeAnalysis? = nil, reviewed: String = "", heldPhoto: HeldPhotoView? = nil, photoError: String? = nil
    ) {
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
        self.cuisines = cuisines
        func field(_ name: String, blank: String = "") -> FormField {
            FormField(id: name, value: values.map { $0[name] ?? "" } ?? blank, error: problems[name])
        }
        title = field("title")
        description = field("description")
        let category = field("category")
        self.category = category
        categories = FormOption.categories { $0 == category.value }
        cuisine = field("cuisine")
        servings = field("servings", blank: "4")
        prepMinutes = field("prep")
        cookMinutes = field("cook")
        ingredients = field("ingredients")
        steps = field("steps")
        tags = field("tags")
        caption = field("caption")
        photo = FormField(id: "photo", error: photoError)
        isPrivate = values?["visibility"] == "private"
        self.heldPhoto = heldPhoto
        self.reviewed = reviewed
        check = analysis.map(Self.check)
        let label = submitLabel
        self.problem = problem.map { Self.sentence($0, submitLabel: label) }
    }

    private static func sentence(_ problem: Problem, submitLabel: String) -> String {
        switch problem {
        case .fields(let count):
            count == 1 ? "One thing needs fixing before saving; see below." : "\(count) things need fixing before saving; see below."
        case .unmatchedLines(let count):
            "\(count == 1 ? "1 ingredient line" : "\(count) ingredient lines") matched no food, so nutrition and cost leave \(count == 1 ? "it" : "them") out. Pick a food for \(count == 1 ? "it" : "each") below, or press “\(submitLabel)” again to keep \(count == 1 ? "it" : "them") as written."
        case .cover:
            "The cover photo could not be used; everything else is kept below."
        }
    }

    /// A saved recipe's text as the form's fields hold it.
    package static func values(of recipe: EditableRecipe) -> [String: String] {
        let draft = recipe.draft
        return [
            "title": draft.title, "description": draft.description, "category": draft.category, "cuisine": draft.cuisine ?? "",
            "servings": String(draft.servings), "prep": draft.prepMinutes.map(String.init) ?? "", "cook": draft.cookMinutes.map(String.init) ?? "",
            "ingredients": draft.ingredients.joined(separator: "\n"), "steps": draft.steps.joined(separator: "\n\n"),
            "tags": draft.tags.joined(separator: ", "), "visibility": recipe.visibility == .private ? "private" : "public",
        ]
    }

    private static func check(_ analysis: RecipeAnalysis) -> Check {
        let unmatched = AnalyzedLineView.unmatched(in: analysis)
        let lines = analysis.lines.filter { !$0.parsed.isHeading }.count
        let matched = lines - unmatched.count
        return Check(
            summary: "\(matched) of \(lines) ingredient line\(lines == 1 ? "" : "s") matched a food.",
            kcalPerServing: String(Int(analysis.perServing.kcal.rounded())),
            costPerServing: Money.usd(analysis.cost.perServing),
            unmatched: unmatched,
            notices: Notice.about(analysis).filter { !$0.text.contains("Pick a food") })
    }
}
