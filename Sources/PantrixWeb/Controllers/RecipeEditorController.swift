import Templates
import DishPhotos
import FoodKit
import Foundation
import Hummingbird
import PantrixCore

/// Writing one's own recipes (signed in): /recipes/new, /recipes/{id}/edit, /recipes/{id}/delete.
/// Only the author may edit or delete; anyone else sees the same 404 as for a recipe that
/// doesn't exist.
struct RecipeEditorController {
    let services: AppServices

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.get(.recipeNew, use: showNewRecipe)
        routes.post(.recipeNew, body: .upload(.photo), use: createRecipe)
        routes.get(.recipeEdit(.key), use: showEditRecipe)
        routes.post(.recipeEdit(.key), body: .upload(.photo), use: updateRecipe)
        routes.get(.recipeDelete(.key), use: confirmDeleteRecipe)
        routes.post(.recipeDelete(.key), body: .form, use: deleteRecipe)
    }

    /// GET /recipes/new: the empty recipe form.
    @Sendable func showNewRecipe(request: Request, context: SignedInContext) async throws -> Response {
        let page = RecipeFormPage(layout: layout(context, title: "New recipe"), cuisines: try await services.cuisines.names(services.database))
        return services.renderer.html(page)
    }

    /// POST /recipes/new: saves a new recipe (and its cover photo, if one is sent).
    @Sendable func createRecipe(request: Request, context: SignedInContext) async throws -> Response {
        try await save(request, context, editing: nil)
    }

    /// GET /recipes/{id}/edit: the form filled with your recipe.
    @Sendable func showEditRecipe(request: Request, context: SignedInContext) async throws -> Response {
        let recipe = try await editable(context)
        let page = RecipeFormPage(
            layout: layout(context, title: "Edit \(recipe.draft.title)"), editing: recipe.id,
            cuisines: try await services.cuisines.names(services.database), values: RecipeFormPage.values(of: recipe))
        return services.renderer.html(page)
    }

    /// POST /recipes/{id}/edit: saves the changes to your recipe.
    @Sendable func updateRecipe(request: Request, context: SignedInContext) async throws -> Response {
        try await save(request, context, editing: try await editable(context))
    }

    /// GET /recipes/{id}/delete: asks before deleting your recipe.
    @Sendable func confirmDeleteRecipe(request: Request, context: SignedInContext) async throws -> Response {
        let recipe = try await editable(context)
        // Reached by taking one's own recipe out of favourites: "Keep it" goes back there.
        let back = request.queryFields.get("unfavourited") == "1"
            ? SafeRedirect.localPath(request.queryFields.get("back"), fallback: .recipe(.value(recipe.id))) : nil
        let page = DeleteRecipePage(
            layout: services.pages.layout(context, title: "Delete \(recipe.draft.title)", section: nil, hasForm: true),
            id: recipe.id, title: recipe.draft.title, unfavouritedFrom: back)
        return services.renderer.html(page)
    }

    /// POST /recipes/{id}/delete: deletes your recipe.
    @Sendable func deleteRecipe(request: Request, context: SignedInContext) async throws -> Response {
        let recipe = try await editable(context)
        try await services.removeRecipe(id: recipe.id, authorID: context.userID)
        services.pages.flash(context, .success, "Deleted “\(recipe.draft.title)”.")
        return SafeRedirect.seeOther(.profile(.value(context.user.username)))
    }

    private func layout(_ context: SignedInContext, title: String) -> LayoutModel {
        services.pages.layout(context, title: title, section: nil, hasForm: true)
    }

    private func editable(_ context: SignedInContext) async throws -> EditableRecipe {
        try await Self.editable(context, services.database)
    }

    /// The `:id` recipe when the signed-in person wrote it; the recipe 404 otherwise.
    static func editable(_ context: SignedInContext, _ database: AppDatabase) async throws -> EditableRecipe {
        let id = try context.parameters.id(otherwise: RecipesController.notFound)
        do {
            return try await database.editableRecipe(id: id, authorID: context.userID)
        } catch RecipeError.notFound {
            throw RecipesController.notFound
        }
    }

    /// Reads the form; on any problem, or when lines matched no food and the author has not yet
    /// seen them, shows the form again with everything typed, the cover photo held for it
    /// (`EditorCover`). Otherwise saves and opens the recipe.
    private func save(_ request: Request, _ context: SignedInContext, editing: EditableRecipe?) async throws -> Response {
        let (fields, file) = try await Self.form(request, context)
        let input = RecipeFormInput(fields: fields)
        let cuisines = try await services.cuisines.names(services.database)
        // The photo is checked before anything is saved, so a refused file loses nothing typed.
        var cover = try await EditorCover.read(fields: fields, file: file, userID: context.userID, services: services)
        // The form again with everything typed, what is wrong with it, and the cover photo held for it.
        func bounce(
            _ status: HTTPResponse.Status, problems: [String: String] = [:], problem: RecipeFormPage.Problem?, analysis: RecipeAnalysis? = nil,
            reviewed: String = ""
        ) async throws -> Response {
            let held = try await cover.hold(userID: context.userID, photos: services.photos)
            let page = RecipeFormPage(
                layout: layout(context, title: editing == nil ? "New recipe" : "Edit recipe"), editing: editing?.id, cuisines: cuisines,
                values: fields, problems: problems, problem: problem, analysis: analysis, reviewed: reviewed, heldPhoto: held.photo, photoError: held.error)
            return services.renderer.html(page, status: status)
        }
        let (checked, problems) = input.check()
        guard let draft = checked else { return try await bounce(.unprocessableContent, problems: problems, problem: .fields(problems.count)) }
        let picks = NutritionController.choices(fields, lines: draft.ingredients)
        let kept = editing?.keptChoices(for: draft.ingredients) ?? [:]
        let prepared = try await services.database.prepare(draft, foodChoices: kept, picks: picks)
        let signature = LineSignature.of(draft.ingredients.joined(separator: "\n"))
        let wantsCheck = fields["action"] == "check"
        let unseenUnmatched = !prepared.analysis.unmatched.isEmpty && fields["reviewed"] != signature
        if wantsCheck || unseenUnmatched {
            return try await bounce(
                wantsCheck ? .ok : .unprocessableContent, problem: wantsCheck ? nil : .unmatchedLines(prepared.analysis.unmatched.count),
                analysis: prepared.analysis, reviewed: signature)
        }
        if let rejection = cover.rejection { return try await bounce(HTTPResponse.Status(code: rejection.status), problem: .cover) }
        let visibility: RecipeVisibility = input.isPrivate ? .private : .public
        let id: Int64
        if let editing {
            try await services.updateAuthoredRecipe(id: editing.id, authorID: context.userID, with: prepared, visibility: visibility)
            id = editing.id
            services.pages.flash(context, .success, "Saved your changes.")
        } else {
            id = try await services.addAuthoredRecipe(prepared, authorID: context.userID, visibility: visibility)
            services.pages.flash(context, .success, visibility == .private
                ? "“\(prepared.draft.title)” is saved and in your favourites. It is private: only you can see it."
                : "“\(prepared.draft.title)” is published and in your favourites.")
        }
        if let problem = try await cover.attach(to: id, userID: context.userID, photos: services.photos) {
            services.pages.flash(context, .error, problem)
        }
        guard editing == nil else { return SafeRedirect.seeOther(.recipe(.value(id))) }
        return SafeRedirect.seeOther(SiteURL.favourites.href(["new": String(id)], fragment: "recipe-\(id)"))
    }

    /// The form's text fields and the cover photo if one was chosen, whether it came as a file
    /// upload (read by the route's middleware) or a plain form.
    static func form(_ request: Request, _ context: SignedInContext) async throws -> ([String: String], MultipartForm.Part?) {
        if let upload = context.upload {
            let form = try upload.completeForm()
            return (form.textFields, form.file("photo"))
        }
        return (try await request.formFields(context: context), nil)
    }
}
