import Templates
import FoodKit
import Foundation
import Hummingbird
import PantrixCore

/// /nutrition: paste ingredient lines, get a Nutrition Facts label and a line-by-line table,
/// and pick another food for any line. Works signed out.
struct NutritionController {
    let services: AppServices

    func addRoutes(to routes: SiteRoutes<AppRequestContext>) {
        routes.get(.nutrition, use: showChecker)
        routes.post(.nutrition, body: .largeForm, use: checkNutrition)
    }

    /// GET /nutrition: the nutrition checker's empty form.
    @Sendable func showChecker(request: Request, context: AppRequestContext) async throws -> Response {
        let page = NutritionPage(layout: layout(context))
        return services.renderer.html(page)
    }

    /// POST /nutrition: the nutrition of the lines typed, with the foods to pick from.
    @Sendable func checkNutrition(request: Request, context: AppRequestContext) async throws -> Response {
        let fields = try await request.formFields(context: context)
        return try await analyse(fields, context: context)
    }

    private func layout(_ context: AppRequestContext) -> LayoutModel {
        services.pages.layout(context, title: "Nutrition calculator", section: nil, hasForm: true)
    }

    private func analyse(_ fields: [String: String], context: AppRequestContext) async throws -> Response {
        let text = fields["ingredients"] ?? ""
        let servingsText = (fields["servings"] ?? "").trimmingCharacters(in: .whitespaces)
        let servings = Int(servingsText)
        let servingsError = AnalysisLimits.servingsProblem(servings)
        // The form as typed, with what is wrong with it or what the lines came to.
        func page(ingredientsError: String? = nil, analysis: RecipeAnalysis? = nil) -> NutritionPage {
            NutritionPage(
                layout: layout(context), ingredients: text, servings: servingsText, ingredientsError: ingredientsError, servingsError: servingsError,
                analysis: analysis)
        }
        let lines: [String]
        switch AnalysisLimits.check(text.components(separatedBy: .newlines)) {
        case .failure(let problem):
            return services.renderer.html(page(ingredientsError: problem.message), status: problem.status)
        case .success(let kept):
            lines = kept
        }
        guard let servings, servingsError == nil else {
            return services.renderer.html(page(), status: .unprocessableContent)
        }
        let learned = try await services.database.learnedFoods(forLines: lines)
        let choices = learned.merging(Self.choices(fields, lines: lines)) { $1 }
        return services.renderer.html(page(analysis: RecipeAnalyzer().analyze(lines: lines, servings: servings, foodChoices: choices)))
    }

    /// `food-N` applies to line N only while `sig-N` still matches that line's text.
    static func choices(_ fields: [String: String], lines: [String]) -> [Int: String] {
        var choices: [Int: String] = [:]
        for (index, line) in lines.enumerated() {
            guard let food = fields["food-\(index)"], !food.isEmpty, fields["sig-\(index)"] == LineSignature.of(line),
                  FoodCatalogue.shared.food(id: food) != nil else { continue }
            choices[index] = food
        }
        return choices
    }
}
