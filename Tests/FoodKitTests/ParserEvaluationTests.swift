import FoodKitEvaluation
import Testing
@testable import FoodKit

/// The figures `pantrix evaluate-parser` prints, on a labelled set small enough to check by hand.
@Suite struct ParserEvaluationTests {
    static let csv = """
    input,name,quantity,unit,size,preparation,comment
    2 cups all-purpose flour,all-purpose flour,2,cups,,,
    3 eggs,eggs,3,,,,
    1 zzqx root,zzqx root,1,,,,
    1 bunch asparagus,asparagus,1,bunch,,,
    salt,salt,,,,,
    1 pinch of xanthan gum,xanthan gum,1,pinch,,,
    """

    @Test func gramsAreCountedOverLinesWithAnAmountAndAFood() {
        let report = ParserEvaluation.evaluate(csv: Self.csv, food: { FoodMatcher.shared.match($0)?.food })
        #expect(report.lines == 6)
        // zzqx root and xanthan gum find no food; salt has no amount.
        #expect(abs(report.matchedShare - 4.0 / 6) < 1e-9)
        #expect(report.quantifiedMatched == 3)
        #expect(report.gramsShare == 1)
        #expect(report.summary.contains("grams for 100.0% of the 3 quantified matched lines"))
    }

    @Test func withoutAMatcherThereAreNoFoodFigures() {
        let report = ParserEvaluation.evaluate(csv: Self.csv)
        #expect(report.matchedShare == 0 && report.quantifiedMatched == 0 && report.gramsShare == 0)
        #expect(report.unitAgreement == 1)
    }
}
