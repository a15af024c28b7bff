import FoodKit

/// How the reader wants the recipe shown: for how many, and in which measures (`?servings=6&units=metric`).
package struct RecipePageOptions: Sendable {
    package static let maxServings = 100
    package let servings: Int
    package let system: MeasureSystem
    package let scale: Double
    /// The measures the reader chose in Settings: a page without `units=` opens in them.
    package let preferred: MeasureSystem

    package init(servings: Int, system: MeasureSystem, original: Int, preferred: MeasureSystem = .original) {
        self.servings = servings
        self.system = system
        self.preferred = preferred
        scale = Double(servings) / Double(max(original, 1))
    }

    /// `units=` for a link showing `system`: none when it is what the page opens in anyway.
    package func unitsParameter(_ system: MeasureSystem) -> String? {
        system != preferred ? system.parameter : nil
    }
}

extension MeasureSystem {
    package init?(parameter: String) {
        switch parameter {
        case "us": self = .us
        case "metric": self = .metric
        case "original": self = .original
        default: return nil
        }
    }

    package var parameter: String {
        switch self {
        case .us: "us"
        case .metric: "metric"
        case .original: "original"
        }
    }
}
