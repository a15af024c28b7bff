import FoodKit
import PantrixCore

/// What the totals leave out, said once per kind of gap.
package struct Notice: Sendable {
    package let text: String
    package let warning: Bool

    package static func about(_ analysis: RecipeAnalysis) -> [Notice] {
        func lines(_ count: Int) -> String { count == 1 ? "1 line" : "\(count) lines" }
        var notices: [Notice] = []
        let unmatched = analysis.unmatched.count, unweighed = analysis.unweighedLines.count, unpriced = analysis.unpricedLines.count
        if unmatched > 0 {
            notices.append(Notice(text: "\(lines(unmatched)) matched no food and \(unmatched == 1 ? "is" : "are") left out of the totals. Pick a food below.", warning: true))
        }
        if unweighed > 0 {
            notices.append(Notice(text: "\(lines(unweighed)) \(unweighed == 1 ? "has" : "have") an amount Pantrix could not weigh, so \(unweighed == 1 ? "its" : "their") nutrients are missing.", warning: true))
        }
        if unpriced > 0 {
            notices.append(Notice(text: "\(lines(unpriced)) \(unpriced == 1 ? "has" : "have") no known price; the cost leaves \(unpriced == 1 ? "it" : "them") out.", warning: false))
        }
        return notices
    }
}
