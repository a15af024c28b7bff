import FoodKit
import Hummingbird
import Templates

extension RecipePageOptions {
    /// Reads `?servings=6&units=metric`; anything out of range falls back to the recipe as written.
    init(request: Request, servings original: Int) {
        let params = request.uri.queryParameters
        let asked = params.get("servings").flatMap { Int($0) }.flatMap { (1...Self.maxServings).contains($0) ? $0 : nil }
        self.init(
            servings: asked ?? original,
            system: params.get("units").flatMap(MeasureSystem.init(parameter:)) ?? .original,
            original: original)
    }
}
