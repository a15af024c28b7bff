import Foundation
import Testing
@testable import FoodKit

/// Property checks over thousands of seeded random lines: the parser and analyzer never
/// crash, keep the input, produce only finite numbers, and always encode to JSON.
@Suite struct FuzzTests {
    static let seeds: [UInt64] = [1, 2, 3, 4, 5, 6, 7, 8]
    static let linesPerSeed = 1000

    @Test(arguments: seeds)
    func parseNeverBreaks(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        for number in 0..<Self.linesPerSeed {
            let line = FuzzInput.line(using: &rng)
            let parsed = IngredientParser.parse(line)
            let where_ = "seed \(seed) line \(number): \(line.debugDescription)"
            #expect(parsed.input == line, "input kept, \(where_)")
            let numbers = [parsed.quantity, parsed.quantityMax, parsed.multiplier, parsed.packageSize?.quantity]
                + (parsed.alternatives + parsed.additional).map(\.quantity)
            #expect(numbers.allSatisfy { $0?.isFinite ?? true }, "finite amounts, \(where_)")
            if let quantity = parsed.quantity, let max = parsed.quantityMax { #expect(max >= quantity, "\(where_)") }
        }
    }

    @Test(arguments: seeds)
    func analyzeNeverBreaks(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed &+ 1000)
        let analyzer = RecipeAnalyzer()
        let encoder = JSONEncoder()
        // Recipes of 1-10 random lines, enough of them to total the same line count.
        var done = 0
        while done < Self.linesPerSeed / 2 {
            let lines = (0..<Int.random(in: 1...10, using: &rng)).map { _ in FuzzInput.line(using: &rng) }
            done += lines.count
            let servings = Int.random(in: -2...12, using: &rng)
            let analysis = analyzer.analyze(lines: lines, servings: servings)
            let context = "seed \(seed): \(lines.map(\.debugDescription))"
            #expect(analysis.servings >= 1, "\(context)")
            for line in analysis.lines {
                #expect(lines.contains(line.parsed.input), "input kept, \(context)")
                let numbers = [line.grams.grams, line.cost, line.kcal] + (line.nutrients?.values ?? []).map(Optional.some)
                #expect(numbers.allSatisfy { $0?.isFinite ?? true }, "finite, \(context)")
                // Display text never crashes and, unscaled in the original system, is the input.
                for system in MeasureSystem.allCases {
                    _ = LineDisplay.text(for: line, scale: Double.random(in: 0.1...5, using: &rng), system: system)
                }
                #expect(LineDisplay.text(for: line, scale: 1, system: .original) == line.parsed.input, "\(context)")
                let data = try encoder.encode(ParseOutput(line))
                #expect(try JSONSerialization.jsonObject(with: data) is [String: Any], "\(context)")
            }
            #expect(analysis.total.values.allSatisfy(\.isFinite) && analysis.perServing.values.allSatisfy(\.isFinite), "\(context)")
            #expect(analysis.cost.total.isFinite && analysis.cost.perServing.isFinite, "\(context)")
            let data = try encoder.encode(analysis)
            #expect(try JSONSerialization.jsonObject(with: data) is [String: Any], "\(context)")
        }
    }

    static func copies(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    static let hostile: [String] = [
        "1e400 g sugar", "99999999999999999999 kg flour", "999999999999 x 999999999999 kg rice",
        copies("9", 5000) + " cups water", copies("1/2 ", 2000) + "cup milk",
        copies("(", 3000) + "1 cup", copies(")", 3000), copies("salt, ", 5000),
        "\u{0}\u{0}2 eggs\u{0}", "e\u{301}\u{301}\u{301}\u{301} 2 cups", "🥚🥚🥚 3", "٢ كوب دقيق", "2 כוסות קמח",
        "\u{202E}2 cups flour\u{202C}", "1/0 cup", "0/0 tsp", "-5 g butter", "2--3 eggs", "2 - - 3 eggs",
        "1 (1 (1 (1 oz) oz) oz) can", "1 x x x 400g", "½½½½ cup", "1,5,5,5 kg", "..5 cup", "1.2.3 cups",
        copies("a ", 4000) + "egg", "１２ cups", "\r\n\t", "For the sauce:" + copies(":", 500),
    ]

    @Test(arguments: hostile)
    func hostileLines(_ line: String) throws {
        let analysis = RecipeAnalyzer().analyze(lines: [line, line], servings: 2)
        for analyzed in analysis.lines {
            #expect(analyzed.parsed.input == line)
            let numbers = [analyzed.grams.grams, analyzed.cost, analyzed.parsed.quantity, analyzed.parsed.quantityMax]
            #expect(numbers.allSatisfy { $0?.isFinite ?? true })
        }
        let finite = analysis.total.values.allSatisfy { $0.isFinite }
        #expect(finite)
        _ = try JSONEncoder().encode(analysis)
    }
}
