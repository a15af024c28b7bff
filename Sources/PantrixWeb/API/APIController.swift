import Foundation
import HTTPTypes
import Hummingbird
import PantrixCore
import Templates

/// The JSON API under /api/v1 for personal tokens (Settings → API tokens): recipes (search, get,
/// and create, update, delete one's own), the pantry, the grocery list and the meal plan — the
/// person's household's when they are in one, as on the pages. The same domain calls as the
/// pages, so the same ownership rules: someone else's item is a 404, as if it did not exist.
/// Described by /api/openapi.yaml.
struct APIController {
    let services: AppServices
    let now: @Sendable () -> Date

    func addRoutes(to routes: SiteRoutes<APIContext>) {
        routes.get(.apiMe, use: showMe)
        routes.get(.apiRecipes, use: searchRecipes)
        routes.post(.apiRecipes, body: .api, use: createRecipe)
        routes.get(.apiRecipe(.key), use: showRecipe)
        routes.on(.put, .apiRecipe(.key), body: .api, use: updateRecipe)
        routes.on(.delete, .apiRecipe(.key), body: .api, use: deleteRecipe)
        routes.get(.apiPantry, use: listPantry)
        routes.post(.apiPantry, body: .api, use: addToPantry)
        routes.on(.delete, .apiPantryItem(.key), body: .api, use: removeFromPantry)
        routes.get(.apiGroceries, use: listGroceries)
        routes.post(.apiGroceries, body: .api, use: addGrocery)
        routes.on(.patch, .apiGrocery(.key), body: .api, use: checkGrocery)
        routes.on(.delete, .apiGrocery(.key), body: .api, use: deleteGrocery)
        routes.get(.apiPlan, use: showPlanWeek)
        routes.post(.apiPlan, body: .api, use: addToPlan)
        routes.on(.delete, .apiPlanEntry(.key), body: .api, use: removeFromPlan)
    }

    /// GET /api/v1/me: whose token this is, its scope and household.
    @Sendable func showMe(request: Request, context: APIContext) async throws -> Response {
        let household = try await services.database.household(userID: context.userID, invites: false)
        return APIJSON.response(.ok, API.Me(username: context.access.user.username, scope: context.access.scope.rawValue, household: household?.name))
    }

    /// GET /api/v1/recipes: a search of the recipes the token's owner may see.
    @Sendable func searchRecipes(request: Request, context: APIContext) async throws -> Response {
        let search = SearchForm.search(from: request)
        let results = try await services.database.search(search, viewerID: context.userID)
        return APIJSON.response(.ok, API.SearchPage(
            recipes: results.cards.map(API.RecipeSummary.init), total: results.total, totalIsAtLeast: results.totalIsAtLeast,
            page: search.page, hasMore: results.hasMore))
    }

    /// POST /api/v1/recipes: adds a recipe of the token's owner.
    @Sendable func createRecipe(request: Request, context: APIContext) async throws -> Response {
        try context.requireWrite()
        let input = try await APIJSON.decode(API.RecipeInput.self, request, context, example: API.RecipeInput.example)
        let (prepared, visibility) = try await prepare(input, keeping: [:])
        let id = try await services.addAuthoredRecipe(prepared, authorID: context.userID, visibility: visibility)
        var response = try await recipe(id, context, status: .created)
        response.headers[.location] = SiteURL.apiRecipe(.value(id)).path
        return response
    }

    /// GET /api/v1/recipes/{id}: one recipe.
    @Sendable func showRecipe(request: Request, context: APIContext) async throws -> Response {
        try await recipe(try Self.id(context), context)
    }

    /// PUT /api/v1/recipes/{id}: replaces one's own recipe.
    @Sendable func updateRecipe(request: Request, context: APIContext) async throws -> Response {
        try context.requireWrite()
        let editing = try await owned(try Self.id(context), context)
        let input = try await APIJSON.decode(API.RecipeInput.self, request, context, example: API.RecipeInput.example)
        let (prepared, visibility) = try await prepare(input, keeping: editing.keptChoices(for: input.ingredients ?? []))
        try await services.updateAuthoredRecipe(id: editing.id, authorID: context.userID, with: prepared, visibility: visibility)
        return try await recipe(editing.id, context)
    }

    /// DELETE /api/v1/recipes/{id}: deletes one's own recipe.
    @Sendable func deleteRecipe(request: Request, context: APIContext) async throws -> Response {
        try context.requireWrite()
        let editing = try await owned(try Self.id(context), context)
        try await services.removeRecipe(id: editing.id, authorID: context.userID)
        return Response(status: .noContent)
    }

    /// The recipe as the token's owner may see it.
    private func recipe(_ id: Int64, _ context: APIContext, status: HTTPResponse.Status = .ok) async throws -> Response {
        let detail = try await Self.owning { try await services.database.recipeDetail(id: id, viewerID: context.userID) }
        return APIJSON.response(status, API.Recipe(detail))
    }

    /// One of the owner's own recipes; anyone else's is the same 404 as a missing one.
    private func owned(_ id: Int64, _ context: APIContext) async throws -> EditableRecipe {
        try await Self.owning { try await services.database.editableRecipe(id: id, authorID: context.userID) }
    }

    /// The editor's checks on the input; a 422 naming each field's problem in the editor's words.
    private func prepare(_ input: API.RecipeInput, keeping kept: [Int: String]) async throws -> (PreparedRecipe, RecipeVisibility) {
        let form = RecipeFormInput(fields: input.fields)
        let (draft, problems) = form.check()
        guard let draft else {
            let names = ["prep": "prepMinutes", "cook": "cookMinutes"]
            let fields = Dictionary(uniqueKeysWithValues: problems.map { (names[$0.key] ?? $0.key, $0.value) })
            throw APIProblem(.unprocessableContent, problems.count == 1 ? "One field needs fixing." : "\(problems.count) fields need fixing.", fields: fields)
        }
        return (try await services.database.prepare(draft, foodChoices: kept), form.isPrivate ? .private : .public)
    }

    /// Runs `body`; "not found" from the domain (missing, or someone else's) becomes the API's 404.
    static func owning<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch PantryError.notFound, RecipeError.notFound {
            throw APIProblem.notFound
        }
    }

    static func problem(_ error: PlanError) -> APIProblem {
        let page = PlanController.problem(error)
        return APIProblem(page.status, page.message)
    }

    static func id(_ context: APIContext) throws -> Int64 {
        let id = try context.parameters.id(otherwise: APIProblem.notFound)
        return id
    }
}
