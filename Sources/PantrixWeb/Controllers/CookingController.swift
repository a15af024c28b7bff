import Templates
import Foundation
import Hummingbird
import PantrixCore

/// "I cooked this", the points rules and the leaderboard.
struct CookingController {
    let services: AppServices

    func addRoutes(to routes: SiteRoutes<AppRequestContext>, signedIn: SiteRoutes<SignedInContext>) {
        routes.get(.leaderboard, use: showLeaderboard)
        routes.get(.points, use: showPointsRules)
        signedIn.get(.recipeCooked(.key), use: confirmCooked)
        signedIn.post(.recipeCooked(.key), body: .form, use: recordCooked)
        signedIn.post(.cookingDelete(.key), body: .form, use: deleteCooking)
    }

    /// GET /leaderboard: who earned the most points in the period asked for.
    @Sendable func showLeaderboard(request: Request, context: AppRequestContext) async throws -> Response {
        let period = request.queryFields.get("period").flatMap(PointsPeriod.init(rawValue:)) ?? .week
        let board = try await services.database.leaderboard(period, viewerID: context.user?.id)
        let page = LeaderboardPage(
            layout: services.pages.layout(context, title: "Leaderboard", section: .leaderboard), board: board, viewerID: context.user?.id)
        return services.renderer.html(page)
    }

    /// GET /points: how points work.
    @Sendable func showPointsRules(request: Request, context: AppRequestContext) async throws -> Response {
        services.renderer.html(PointsPage(layout: services.pages.layout(context, title: "How points work", section: .leaderboard)))
    }

    /// GET /recipes/{id}/cooked: what cooking it takes from the pantry, to confirm.
    @Sendable func confirmCooked(request: Request, context: SignedInContext) async throws -> Response {
        let servings = request.queryFields.get("servings").flatMap { Int($0) }
        let plan = try await plan(context, servings: servings)
        let page = CookedConfirmPage(
            layout: services.pages.layout(context, title: "I cooked \(plan.recipeTitle)", section: nil, hasForm: true), plan: plan)
        return services.renderer.html(page)
    }

    /// POST /recipes/{id}/cooked: records the cooking and takes what was used from the pantry.
    @Sendable func recordCooked(request: Request, context: SignedInContext) async throws -> Response {
        let fields = try await request.formFields(context: context)
        let id = try Self.recipeID(context)
        let usedUp = Set(fields.compactMap { key, value -> Int64? in
            guard key.hasPrefix("used-"), value == "yes" else { return nil }
            return Int64(key.dropFirst(5))
        })
        let result: CookingResult
        do {
            result = try await services.database.recordCooking(
                recipeID: id, userID: context.userID, servings: fields["servings"].flatMap { Int($0) }, usedUp: usedUp)
        } catch RecipeError.notFound {
            throw RecipesController.notFound
        }
        services.pages.flash(context, result.award.withheld == nil ? .success : .info, Self.message(result))
        return SafeRedirect.seeOther(SiteURL.recipe(.value(id)).href(fragment: "photos"))
    }

    /// POST /cooking/{id}/delete: deletes an entry of your cooking history.
    @Sendable func deleteCooking(request: Request, context: SignedInContext) async throws -> Response {
        let id = try context.parameters.id(otherwise: Self.entryNotFound)
        do {
            try await services.database.deleteCookingEntry(id: id, userID: context.userID)
        } catch CookingError.notFound {
            throw Self.entryNotFound
        }
        services.pages.flash(context, .success, "Removed from your cooking history, with its points.")
        return SafeRedirect.seeOther(SiteURL.profile(.value(context.user.username)).href(fragment: "history"))
    }

    private func plan(_ context: SignedInContext, servings: Int?) async throws -> CookingPlan {
        do {
            return try await services.database.cookingPlan(recipeID: try Self.recipeID(context), userID: context.userID, servings: servings)
        } catch RecipeError.notFound {
            throw RecipesController.notFound
        }
    }

    static func recipeID(_ context: some RequestContext) throws -> Int64 {
        let id = try context.parameters.id(otherwise: RecipesController.notFound)
        return id
    }

    static func message(_ result: CookingResult) -> String {
        var parts: [String] = []
        switch result.award.withheld {
        case .sameRecipeToday?: parts.append("Logged. This recipe already earned points today, so this one earns none.")
        case .dailyLimit?: parts.append("Logged. You've had today's three point-earning dishes; this one is in your history without points.")
        case .recipeHidden?: parts.append("Logged. A moderator hid this recipe, so cooking it earns no points.")
        case .voided?: parts.append("Logged, without points.")
        case nil: parts.append("Nice cooking! +\(result.award.total) points.")
        }
        if !result.removed.isEmpty { parts.append("Used up: \(result.removed.joined(separator: ", ")).") }
        if !result.reduced.isEmpty { parts.append("Less left of: \(result.reduced.joined(separator: ", ")).") }
        if let day = result.plannedDay { parts.append("Ticked on your meal plan for \(DateText.weekdayDay(day)).") }
        if result.award.withheld == nil { parts.append("Add a photo of the dish below for \(PointsRules.standard.photo) more.") }
        return parts.joined(separator: " ")
    }

    static let entryNotFound = UserFacingError(status: .notFound, message: "That cooking entry doesn't exist.")
}
