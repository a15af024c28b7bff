import FoodKit
import Foundation
import Hummingbird
import PantrixCore

/// POST /api/nutrition: `{"ingredients": [...], "servings": N}` → the same JSON as `pantrix analyze`.
/// Errors come back as `{"error": "..."}` with a 4xx status, never as an HTML page.
struct NutritionAPIController {
    let services: AppServices

    struct Input: Decodable {
        let ingredients: [String]
        let servings: Int?
    }

    func addRoutes(to routes: SiteRoutes<AppRequestContext>) {
        routes.post(.nutritionAPI, body: .json, use: analyseLines)
    }

    /// POST /api/nutrition: the nutrition of ingredient lines sent as JSON.
    @Sendable func analyseLines(request: Request, context: AppRequestContext) async throws -> Response {
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: context.maxUploadSize)
        } catch {
            return APIJSON.error(.contentTooLarge, "The request is larger than \(context.maxUploadSize / 1024) KB.")
        }
        guard let input = try? JSONDecoder().decode(Input.self, from: Data(buffer: body)) else {
            return APIJSON.error(.badRequest, #"Send JSON like {"ingredients": ["2 cups flour", "1 egg"], "servings": 4}."#)
        }
        let servings = input.servings ?? 1
        if let problem = AnalysisLimits.servingsProblem(servings) { return APIJSON.error(.unprocessableContent, problem) }
        switch AnalysisLimits.check(input.ingredients) {
        case .failure(let problem):
            return APIJSON.error(problem.status, problem.message)
        case .success(let lines):
            // The editor's live check asks here: it must agree with what saving will match.
            let learned = try await services.database.learnedFoods(forLines: lines)
            return APIJSON.response(.ok, RecipeAnalyzer().analyze(lines: lines, servings: servings, foodChoices: learned))
        }
    }
}
