import GrowthTiming
import Testing
import FoodKit

/// One very long ingredient line, in the shapes that make the parser and the analyzer loop back
/// over what they read: the time must grow no faster than the line.
@Suite(.serialized) struct LineLinearTimeTests {
    static let analyzer = RecipeAnalyzer()

    static let shapes: [String] = [
        "flour ", "flour, ", "large, ", "(a) ", "1 cup ", "or 2 ", "1 cup plus ", "200g/", "a - ", "salt and ", "(", "chopped ",
    ]

    @Test(arguments: shapes) func longLineParsesInLinearTime(_ piece: String) {
        let ratio = GrowthTiming.ratio({ String(repeating: piece, count: $0) }, base: 400) { line in
            _ = Self.analyzer.analyze(line: line)
        }
        #expect(ratio < GrowthTiming.bound, "“\(piece)” × 6400 took \(ratio)× as long as × 400")
    }
}
