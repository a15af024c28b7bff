import Templates
import FoodKit
import Hummingbird
import PantrixCore

/// /recipes/{id}/foods: the author picks a food for each line of their recipe that was not
/// recognised, without going through the whole editor. Anyone else gets the recipe 404.
struct FoodPickController {
    let services: AppServices

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.get(.recipeFoods(.key), use: showFoodPicks)
        routes.post(.recipeFoods(.key), body: .form, use: saveFoodPicks)
    }

    /// GET /recipes/{id}/foods: each ingredient line with the foods it may be.
    @Sendable func showFoodPicks(request: Request, context: SignedInContext) async throws -> Response {
        let recipe = try await editable(context)
        let page = FoodPickPage(
            layout: services.pages.layout(context, title: "Pick the foods for \(recipe.draft.title)", section: nil, hasForm: true),
            recipe: recipe)
        return services.renderer.html(page)
    }

    /// POST /recipes/{id}/foods: saves the foods picked for the lines.
    @Sendable func saveFoodPicks(request: Request, context: SignedInContext) async throws -> Response {
        let recipe = try await editable(context)
        let fields = try await request.formFields(context: context)
        // Signatures tie each pick to the line's text, so a recipe edited meanwhile is not mislabelled.
        let picks = NutritionController.choices(fields, lines: recipe.draft.ingredients)
        guard !picks.isEmpty else {
            services.pages.flash(context, .error, "No food was picked, so nothing changed.")
            return SafeRedirect.seeOther(.recipeFoods(.value(recipe.id)))
        }
        do {
            try await services.database.pickFoods(recipeID: recipe.id, authorID: context.userID, picks: picks)
        } catch RecipeError.notFound {
            throw RecipesController.notFound
        }
        let names = picks.keys.sorted().compactMap { FoodCatalogue.shared.food(id: picks[$0]!)?.description }
        services.pages.flash(context, .success, "Saved. Now counted: \(names.joined(separator: "; ")).")
        return SafeRedirect.seeOther(.recipe(.value(recipe.id)))
    }

    private func editable(_ context: SignedInContext) async throws -> EditableRecipe {
        try await RecipeEditorController.editable(context, services.database)
    }
}
