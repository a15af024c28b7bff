import FoodKit
import Hummingbird

/// How the reader wants the recipe shown: for how many, and in which measures (`?servings=6&units=metric`).
struct RecipePageOptions: Sendable {
    static let maxServings = 100
    let servings: Int
    let system: MeasureSystem
    let scale: Double

    init(request: Request, servings original: Int) {
        let params = request.uri.queryParameters
        let asked = params.get("servings").flatMap { Int($0) }.flatMap { (1...Self.maxServings).contains($0) ? $0 : nil }
        servings = asked ?? original
        system = params.get("units").flatMap(MeasureSystem.init(parameter:)) ?? .original
        scale = Double(servings) / Double(max(original, 1))
    }
}

extension MeasureSystem {
    init?(parameter: String) {
        switch parameter {
        case "us": self = .us
        case "metric": self = .metric
        case "original": self = .original
        default: return nil
        }
    }

    var parameter: String {
        switch self {
        case .us: "us"
        case .metric: "metric"
        case .original: "original"
        }
    }
}
