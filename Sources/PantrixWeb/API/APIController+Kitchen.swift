import Foundation
import Hummingbird
import PantrixCore

/// The API's kitchen routes: the pantry, the grocery list and the meal plan.
extension APIController {
    /// GET /api/v1/pantry: the pantry's items.
    @Sendable func listPantry(request: Request, context: APIContext) async throws -> Response {
        APIJSON.response(.ok, try await services.database.pantryItems(userID: context.userID).map(API.PantryItem.init))
    }

    /// POST /api/v1/pantry: adds ingredient lines to the pantry.
    @Sendable func addToPantry(request: Request, context: APIContext) async throws -> Response {
        try context.requireWrite()
        let input = try await APIJSON.decode(API.PantryInput.self, request, context, example: API.PantryInput.example)
        let (kept, useBy, problem) = PantryEntry.check(input.lines, useBy: input.useBy ?? "")
        if let problem { throw APIProblem(.unprocessableContent, problem) }
        let report = try await services.database.addPantryItems(userID: context.userID, lines: kept, useBy: useBy, now: now())
        let items = try await services.database.pantryItems(userID: context.userID).map(API.PantryItem.init)
        return APIJSON.response(.created, API.PantryAdded(added: report.added, updated: report.merged, notes: report.notes, items: items))
    }

    /// DELETE /api/v1/pantry/{id}: takes an item out of the pantry.
    @Sendable func removeFromPantry(request: Request, context: APIContext) async throws -> Response {
        try context.requireWrite()
        try await Self.owning { try await services.database.removePantryItem(id: try Self.id(context), userID: context.userID) }
        return Response(status: .noContent)
    }

    /// GET /api/v1/groceries: the grocery list.
    @Sendable func listGroceries(request: Request, context: APIContext) async throws -> Response {
        APIJSON.response(.ok, try await services.database.groceryList(userID: context.userID).entries.map(API.GroceryItem.init))
    }

    /// POST /api/v1/groceries: adds an item to the grocery list.
    @Sendable func addGrocery(request: Request, context: APIContext) async throws -> Response {
        try context.requireWrite()
        let input = try await APIJSON.decode(API.GroceryInput.self, request, context, example: API.GroceryInput.example)
        do {
            try await services.database.addGrocery(text: input.item, userID: context.userID)
        } catch PantryError.emptyItem {
            throw APIProblem(.unprocessableContent, "An item needs a name (200 characters at most), e.g. “2 lemons”.")
        }
        return APIJSON.response(.created, try await services.database.groceryList(userID: context.userID).entries.map(API.GroceryItem.init))
    }

    /// PATCH /api/v1/groceries/{id}: ticks an item or unticks it.
    @Sendable func checkGrocery(request: Request, context: APIContext) async throws -> Response {
        try context.requireWrite()
        let id = try Self.id(context)
        let change = try await APIJSON.decode(API.GroceryChange.self, request, context, example: API.GroceryChange.example)
        try await Self.owning { try await services.database.setGroceryChecked(id: id, userID: context.userID, checked: change.checked) }
        guard let entry = try await services.database.groceryList(userID: context.userID).entries.first(where: { $0.item.id == id }) else {
            throw APIProblem.notFound
        }
        return APIJSON.response(.ok, API.GroceryItem(entry))
    }

    /// DELETE /api/v1/groceries/{id}: takes an item off the list.
    @Sendable func deleteGrocery(request: Request, context: APIContext) async throws -> Response {
        try context.requireWrite()
        try await Self.owning { try await services.database.deleteGrocery(id: try Self.id(context), userID: context.userID) }
        return Response(status: .noContent)
    }

    /// GET /api/v1/plan: a week of the meal plan.
    @Sendable func showPlanWeek(request: Request, context: APIContext) async throws -> Response {
        let key = request.queryFields.get("week")
        guard let week = key.map({ PlanWeek(key: String($0)) }) ?? PlanWeek(containing: now()) else {
            throw APIProblem(.badRequest, "Name a week as 2026-W48 (ISO year and week), or leave it out for this week.")
        }
        let view = try await services.database.planWeek(week, userID: context.userID)
        return APIJSON.response(.ok, API.PlanWeek(week: week.key, days: week.days, entries: view.entries.map(API.PlanEntry.init)))
    }

    /// POST /api/v1/plan: plans a recipe or a line of text for a day and meal.
    @Sendable func addToPlan(request: Request, context: APIContext) async throws -> Response {
        try context.requireWrite()
        let input = try await APIJSON.decode(API.PlanInput.self, request, context, example: API.PlanInput.example)
        guard let slot = MealSlot(rawValue: input.slot ?? "dinner") else {
            throw APIProblem(.unprocessableContent, "The slot is one of breakfast, lunch, dinner or snack.")
        }
        let addition = PlanAddition(day: input.day, slot: slot, recipeID: input.recipeId, text: input.text, servings: input.servings, note: input.note)
        do {
            let entry = try await services.database.addToPlan(addition, userID: context.userID, now: now())
            return APIJSON.response(.created, API.PlanEntry(entry))
        } catch let error as PlanError {
            throw Self.problem(error)
        }
    }

    /// DELETE /api/v1/plan/{id}: takes an entry off the plan.
    @Sendable func removeFromPlan(request: Request, context: APIContext) async throws -> Response {
        try context.requireWrite()
        do {
            try await services.database.removePlanEntry(id: try Self.id(context), userID: context.userID)
        } catch let error as PlanError {
            throw Self.problem(error)
        }
        return Response(status: .noContent)
    }
}
