import FoodKit
import Hummingbird
import Templates

extension RecipePageOptions {
    /// Reads `?servings=6&units=metric`; anything out of range falls back to the recipe as written,
    /// and no `units` to the reader's preferred measures.
    init(request: Request, servings original: Int, preferred: MeasureSystem) {
        let params = request.queryFields
        let asked = params.get("servings").flatMap { Int($0) }.flatMap { (1...Self.maxServings).contains($0) ? $0 : nil }
        self.init(
            servings: asked ?? original,
            system: params.get("units").flatMap(MeasureSystem.init(parameter:)) ?? preferred,
            original: original, preferred: preferred)
    }
}
