import FoodKit
import PantrixCore

extension FormOption {
    /// The display themes, the chosen one selected.
    package static func themes(_ chosen: DisplayTheme) -> [FormOption] {
        DisplayTheme.allCases.map { FormOption(value: $0.rawValue, label: $0.label, selected: $0 == chosen) }
    }

    /// The measures recipes may open in, the chosen one selected.
    package static func measures(_ chosen: MeasureSystem) -> [FormOption] {
        [(MeasureSystem.original, "As each recipe is written"), (.us, "US (cups, ounces, pounds)"), (.metric, "Metric (grams, millilitres)")]
            .map { FormOption(value: $0.0.rawValue, label: $0.1, selected: $0.0 == chosen) }
    }
}
