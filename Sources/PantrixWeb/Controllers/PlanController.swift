import Foundation
import Hummingbird
import PantrixCore
import Templates

/// /plan (signed in): the week's meals, adding, moving and removing entries, shopping for the
/// week, and the private calendar link (/plan/{token}.ics, no sign-in: the token is the key).
struct PlanController {
    let services: AppServices
    let now: @Sendable () -> Date

    struct AddForm: Decodable {
        var recipeId: String?
        var text: String?
        var day: String?
        var slot: String?
        var servings: String?
        var note: String?
    }

    struct MoveForm: Decodable {
        var day: String?
        var slot: String?
    }

    struct WeekForm: Decodable { var week: String? }

    static let notFound = problem(.notFound)

    func addRoutes(to routes: SiteRoutes<AppRequestContext>, signedIn: SiteRoutes<SignedInContext>) {
        routes.get(.planFeed(.key), use: showCalendarFeed)
        signedIn.get(.plan, use: showPlan)
        signedIn.get(.planAdd, use: showAddToPlan)
        signedIn.post(.planEntries, body: .form, use: addToPlan)
        signedIn.post(.planEntryMove(.key), body: .form, use: moveInPlan)
        signedIn.post(.planEntryDelete(.key), body: .form, use: removeFromPlan)
        signedIn.post(.planShop, body: .form, use: shopForWeek)
        signedIn.post(.planFeedNew, body: .form, use: makeCalendarLink)
        signedIn.post(.planFeedDelete, body: .form, use: revokeCalendarLink)
    }

    /// GET /plan: the week's meals with the recipe picker.
    @Sendable func showPlan(request: Request, context: SignedInContext) async throws -> Response {
        let query = request.queryFields
        let week = query.get("week").flatMap(PlanWeek.init(key:)) ?? PlanWeek(containing: now())
        return try await render(context, week: week, pick: PickRequest(
            query: String((query.get("q") ?? "").trimmingCharacters(in: .whitespaces).prefix(100)),
            day: query.get("day"), slot: query.get("slot").flatMap(MealSlot.init(rawValue:))))
    }

    /// GET /plan/add: the form to plan one recipe for a day and meal.
    @Sendable func showAddToPlan(request: Request, context: SignedInContext) async throws -> Response {
        guard let id = request.queryFields.get("recipe").flatMap({ Int64($0) }),
              let recipe = try await services.database.planRecipe(id: id, viewerID: context.userID)
        else { throw RecipesController.notFound }
        let page = PlanAddPage(
            layout: services.pages.layout(context, title: "Add to your meal plan", section: .plan, hasForm: true),
            recipeID: id, recipeTitle: recipe.title, servings: recipe.servings, choices: PlanFormChoices(from: now()))
        return services.renderer.html(page)
    }

    /// POST /plan/entries: plans a recipe or a line of text for a day and meal.
    @Sendable func addToPlan(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(AddForm.self, context: context)
        let recipeID = Int64(form.recipeId.trimmed)
        let servings = form.servings.trimmed
        let addition = PlanAddition(
            day: form.day.trimmed, slot: form.slot.flatMap(MealSlot.init(rawValue:)) ?? .dinner, recipeID: recipeID,
            text: form.text, servings: servings.isEmpty ? nil : Int(servings) ?? 0, note: form.note)
        let entry: PlanEntry
        do {
            entry = try await services.database.addToPlan(addition, userID: context.userID, now: now())
        } catch let error as PlanError {
            if recipeID == nil, error == .empty || error == .tooLong, let week = PlanWeek(day: addition.day) {
                let text = FormField(id: "plan-text", value: form.text, error: error.message)
                return try await render(context, week: week, text: text, status: .unprocessableContent)
            }
            throw Self.problem(error)
        }
        services.pages.flash(context, .success, "Planned \(entry.title) for \(DateText.weekdayDay(entry.day)), \(entry.mealSlot.rawValue).")
        return SafeRedirect.seeOther(Self.weekURL(entry.day))
    }

    /// POST /plan/entries/{id}/move: moves an entry to another day or meal.
    @Sendable func moveInPlan(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(MoveForm.self, context: context)
        guard let slot = form.slot.flatMap(MealSlot.init(rawValue:)) else { throw Self.problem(.badDay) }
        let entry = try await Self.planChange {
            try await services.database.movePlanEntry(id: try Self.id(context), userID: context.userID, day: form.day.trimmed, slot: slot)
        }
        services.pages.flash(context, .success, "Moved \(entry.title) to \(DateText.weekdayDay(entry.day)), \(entry.mealSlot.rawValue).")
        return SafeRedirect.seeOther(Self.weekURL(entry.day))
    }

    /// POST /plan/entries/{id}/delete: takes an entry off the plan.
    @Sendable func removeFromPlan(request: Request, context: SignedInContext) async throws -> Response {
        let entry = try await Self.planChange { try await services.database.removePlanEntry(id: try Self.id(context), userID: context.userID) }
        services.pages.flash(context, .success, "Removed \(entry.title) from \(DateText.weekdayDay(entry.day)).")
        return SafeRedirect.seeOther(Self.weekURL(entry.day))
    }

    /// POST /plan/shop: puts what the week's recipes need and the pantry lacks on the grocery list.
    @Sendable func shopForWeek(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(WeekForm.self, context: context)
        let week = form.week.flatMap(PlanWeek.init(key:)) ?? PlanWeek(containing: now())
        let added = try await services.database.shopForWeek(week, userID: context.userID, now: now())
        services.pages.flash(context, .success, added.isEmpty ? "Your pantry has everything this week's recipes need."
            : "Added to your grocery list: \(added.joined(separator: ", ")).")
        return added.isEmpty ? SafeRedirect.seeOther(SiteURL.plan.href(["week": week.key])) : SafeRedirect.seeOther(.groceries)
    }

    /// What the plan's recipe picker was asked for: a search, and the day and meal to fill.
    struct PickRequest {
        var query = ""
        var day: String?
        var slot: MealSlot?
    }

    /// The week's page; `text` is the free-text form sent back with its error, `feedLink` a calendar link just made.
    func render(
        _ context: SignedInContext, week: PlanWeek, pick: PickRequest = PickRequest(), text: FormField = FormField(id: "plan-text"),
        feedLink: String? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let today = now()
        let page = PlanPage(
            layout: services.pages.layout(context, title: "Meal plan", section: .plan, hasForm: true),
            view: try await services.database.planWeek(week, userID: context.userID), today: today,
            household: try await services.householdNote(context), picker: try await picker(context, week: week, today: today, pick: pick),
            text: text, feedLink: feedLink)
        return services.renderer.html(page, status: status)
    }

    /// The picker, with what a search found, what the pantry can make now and the newest favourites.
    private func picker(_ context: SignedInContext, week: PlanWeek, today: Date, pick: PickRequest) async throws -> PlanPicker {
        let picks = try await services.database.planPicks(userID: context.userID, query: pick.query)
        return PlanPicker(
            week: week, today: UseByDate.string(today), query: pick.query, day: pick.day, slot: pick.slot,
            found: picks.found.map { RecipeCardView($0) }, favourites: picks.favourites.map { RecipeCardView($0) },
            cookNow: picks.cookNow.map { RecipeCardView($0) })
    }

    static func weekURL(_ day: String) -> String {
        SiteURL.plan.href(["week": PlanWeek(day: day)?.key], fragment: "day-" + day)
    }

    static func id(_ context: some RequestContext) throws -> Int64 { try context.parameters.id(otherwise: notFound) }

    /// A change to an entry, its `PlanError` said as the page says it.
    static func planChange(_ change: () async throws -> PlanEntry) async throws -> PlanEntry {
        do {
            return try await change()
        } catch let error as PlanError {
            throw problem(error)
        }
    }

    static func problem(_ error: PlanError) -> UserFacingError {
        UserFacingError(status: error == .notFound ? .notFound : .unprocessableContent, message: error.message)
    }
}
