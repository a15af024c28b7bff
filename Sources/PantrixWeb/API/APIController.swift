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
        routes.get(.apiMe) { _, context in
            let household = try await services.database.household(userID: context.userID, invites: false)
            return APIJSON.response(.ok, API.Me(username: context.access.user.username, scope: context.access.scope.rawValue, household: household?.name))
        }
        addRecipeRoutes(to: routes)
        addKitchenRoutes(to: routes)
    }

    private func addRecipeRoutes(to routes: SiteRoutes<APIContext>) {
        routes.get(.apiRecipes) { request, context in
            let search = SearchForm.search(from: request)
            let results = try await services.database.search(search, viewerID: context.userID)
            return APIJSON.response(.ok, API.SearchPage(
                recipes: results.cards.map(API.RecipeSummary.init), total: results.total, totalIsAtLeast: results.totalIsAtLeast,
                page: search.page, hasMore: results.hasMore))
        }
        routes.post(.apiRecipes, body: .api) { request, context in
            try context.requireWrite()
            let input = try await APIJSON.decode(API.RecipeInput.self, request, context, example: API.RecipeInput.example)
            let (prepared, visibility) = try await prepare(input, keeping: [:])
            let id = try await services.addAuthoredRecipe(prepared, authorID: context.userID, visibility: visibility)
            var response = try await recipe(id, context, status: .created)
            response.headers[.location] = SiteURL.apiRecipe(.value(id)).path
            return response
        }
        routes.get(.apiRecipe(.key)) { _, context in try await recipe(try Self.id(context), context) }
        routes.on(.put, .apiRecipe(.key), body: .api) { request, context in
            try context.requireWrite()
            let editing = try await owned(try Self.id(context), context)
            let input = try await APIJSON.decode(API.RecipeInput.self, request, context, example: API.RecipeInput.example)
            let (prepared, visibility) = try await prepare(input, keeping: editing.keptChoices(for: input.ingredients ?? []))
            try await services.updateAuthoredRecipe(id: editing.id, authorID: context.userID, with: prepared, visibility: visibility)
            return try await recipe(editing.id, context)
        }
        routes.on(.delete, .apiRecipe(.key), body: .api) { _, context in
            try context.requireWrite()
            let editing = try await owned(try Self.id(context), context)
            try await services.removeRecipe(id: editing.id, authorID: context.userID)
            return Response(status: .noContent)
        }
    }

    private func addKitchenRoutes(to routes: SiteRoutes<APIContext>) {
        let database = services.database
        routes.get(.apiPantry) { _, context in
            APIJSON.response(.ok, try await database.pantryItems(userID: context.userID).map(API.PantryItem.init))
        }
        routes.post(.apiPantry, body: .api) { request, context in
            try context.requireWrite()
            let input = try await APIJSON.decode(API.PantryInput.self, request, context, example: API.PantryInput.example)
            let (kept, useBy, problem) = PantryController.check(input.lines, useBy: input.useBy ?? "")
            if let problem { throw APIProblem(.unprocessableContent, problem) }
            let report = try await database.addPantryItems(userID: context.userID, lines: kept, useBy: useBy, now: now())
            let items = try await database.pantryItems(userID: context.userID).map(API.PantryItem.init)
            return APIJSON.response(.created, API.PantryAdded(added: report.added, updated: report.merged, notes: report.notes, items: items))
        }
        routes.on(.delete, .apiPantryItem(.key), body: .api) { _, context in
            try context.requireWrite()
            try await Self.owning { try await database.removePantryItem(id: try Self.id(context), userID: context.userID) }
            return Response(status: .noContent)
        }
        routes.get(.apiGroceries) { _, context in
            APIJSON.response(.ok, try await database.groceryList(userID: context.userID).entries.map(API.GroceryItem.init))
        }
        routes.post(.apiGroceries, body: .api) { request, context in
            try context.requireWrite()
            let input = try await APIJSON.decode(API.GroceryInput.self, request, context, example: API.GroceryInput.example)
            do {
                try await database.addGrocery(text: input.item, userID: context.userID)
            } catch PantryError.emptyItem {
                throw APIProblem(.unprocessableContent, "An item needs a name (200 characters at most), e.g. “2 lemons”.")
            }
            return APIJSON.response(.created, try await database.groceryList(userID: context.userID).entries.map(API.GroceryItem.init))
        }
        routes.on(.patch, .apiGrocery(.key), body: .api) { request, context in
            try context.requireWrite()
            let id = try Self.id(context)
            let change = try await APIJSON.decode(API.GroceryChange.self, request, context, example: API.GroceryChange.example)
            try await Self.owning { try await database.setGroceryChecked(id: id, userID: context.userID, checked: change.checked) }
            guard let entry = try await database.groceryList(userID: context.userID).entries.first(where: { $0.item.id == id }) else {
                throw APIProblem.notFound
            }
            return APIJSON.response(.ok, API.GroceryItem(entry))
        }
        routes.on(.delete, .apiGrocery(.key), body: .api) { _, context in
            try context.requireWrite()
            try await Self.owning { try await database.deleteGrocery(id: try Self.id(context), userID: context.userID) }
            return Response(status: .noContent)
        }
        routes.get(.apiPlan) { request, context in
            let key = request.queryFields.get("week")
            guard let week = key.map({ PlanWeek(key: String($0)) }) ?? PlanWeek(containing: now()) else {
                throw APIProblem(.badRequest, "Name a week as 2026-W48 (ISO year and week), or leave it out for this week.")
            }
            let view = try await database.planWeek(week, userID: context.userID)
            return APIJSON.response(.ok, API.PlanWeek(week: week.key, days: week.days, entries: view.entries.map(API.PlanEntry.init)))
        }
        routes.post(.apiPlan, body: .api) { request, context in
            try context.requireWrite()
            let input = try await APIJSON.decode(API.PlanInput.self, request, context, example: API.PlanInput.example)
            guard let slot = MealSlot(rawValue: input.slot ?? "dinner") else {
                throw APIProblem(.unprocessableContent, "The slot is one of breakfast, lunch, dinner or snack.")
            }
            let addition = PlanAddition(day: input.day, slot: slot, recipeID: input.recipeId, text: input.text, servings: input.servings, note: input.note)
            do {
                let entry = try await database.addToPlan(addition, userID: context.userID, now: now())
                return APIJSON.response(.created, API.PlanEntry(entry))
            } catch let error as PlanError {
                throw Self.problem(error)
            }
        }
        routes.on(.delete, .apiPlanEntry(.key), body: .api) { _, context in
            try context.requireWrite()
            do {
                try await database.removePlanEntry(id: try Self.id(context), userID: context.userID)
            } catch let error as PlanError {
                throw Self.problem(error)
            }
            return Response(status: .noContent)
        }
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
