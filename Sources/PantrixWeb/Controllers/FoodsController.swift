import Templates
import FoodKit
import Hummingbird

/// /foods and /foods/{id}: the USDA catalogue Pantrix computes nutrition from. Works signed out.
struct FoodsController {
    let services: AppServices
    static let maxQueryCharacters = 100

    func addRoutes(to routes: SiteRoutes<AppRequestContext>) {
        routes.get(.foods, use: searchFoods)
        routes.get(.food(.key), use: showFood)
    }

    /// GET /foods: the food catalogue, searched by name.
    @Sendable func searchFoods(request: Request, context: AppRequestContext) async throws -> Response {
        let query = String((request.queryFields.get("q") ?? "").trimmingCharacters(in: .whitespaces).prefix(Self.maxQueryCharacters))
        let page = FoodsPage(
            layout: services.pages.layout(context, title: query.isEmpty ? "Foods" : "Foods: \(query)", section: nil),
            query: query, products: try await services.database.products(matching: query))
        return services.renderer.html(page)
    }

    /// GET /foods/{id}: one food's nutrients.
    @Sendable func showFood(request: Request, context: AppRequestContext) async throws -> Response {
        guard let id = context.parameters.get("id"), let food = FoodCatalogue.shared.food(id: id) else {
            throw UserFacingError(status: .notFound, message: "There is no food with that number. Search the foods instead.")
        }
        let page = FoodPage(layout: services.pages.layout(context, title: food.description, section: nil), food: food)
        return services.renderer.html(page)
    }
}
