import Foundation
import GrowthTiming
import Testing
import RecipeLD

/// Throws seeded random and mutated input at the importer. Besides not crashing, every result
/// must keep the importer's promises, and every imported recipe must survive re-export.
@Suite struct FuzzTests {
    static let corpus: [String] = [
        WordPressPage.html, AppExports.mealie, AppExports.tandoor,
        String(decoding: RecipeLDExport.jsonLD(RoundTripTests.recipes[2]), as: UTF8.self),
        "<html>" + RecipeLDExport.scriptTag(RoundTripTests.recipes[3]) + "</html>",
    ]

    /// Fragments that steer mutations towards the parser's and mapper's edge cases.
    static let splices: [String] = [
        "{", "}", "[", "]", "\"", ":", ",", "\\", "\\u", "\\ud83c", "&", "&amp;", "&#", "&#x", ";", "<", ">", "</",
        "<p>", "<br>", "</script>", "<!--", "-->", "<![CDATA[", "]]>", "null", "true", "-", "1e999", "0.5",
        #""@type":"Recipe","#, #""@graph":["#, #""recipeYield":"#, #""recipeInstructions":"#, #""itemListElement":"#,
        #""name":"#, #""recipeIngredient":"#, #""@id":"#, "PT", "P1DT", "H", "M", "\n", "\u{2028}", "é", "🍮",
    ]

    @Test func survivesMutatedRealWorldInput() {
        var random = SeededGenerator(seed: 0x5EED_F00D)
        var imported = 0
        for _ in 0..<1_500 {
            var bytes = Array(Self.corpus.randomElement(using: &random)!.utf8)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                mutate(&bytes, using: &random)
            }
            let filename = [nil, "x.json", "x.html", "x"].randomElement(using: &random)!
            let result = RecipeLDImport.recipes(from: Data(bytes), filename: filename)
            check(result)
            imported += result.recipes.count
        }
        // Most mutations leave a recipe readable, so the re-export check above really runs.
        #expect(imported > 250, "only \(imported) recipes")
    }

    @Test func survivesRandomBytesAndTokenSoup() {
        var random = SeededGenerator(seed: 42)
        for round in 0..<800 {
            let count = Int.random(in: 0...600, using: &random)
            let bytes: [UInt8] = if round.isMultiple(of: 2) {
                (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            } else {
                Array((0..<count / 4).map { _ in Self.splices.randomElement(using: &random)! }.joined().utf8)
            }
            check(RecipeLDImport.recipes(from: Data(bytes), filename: nil))
            check(RecipeLDImport.recipes(from: Data([UInt8(ascii: "<")] + bytes), filename: nil))
        }
    }

    /// A random piece of a real page repeated thousands of times (the shape of every quadratic
    /// input found so far): each import stays within its budget, and its time within a linear
    /// allowance for its size measured on the unmutated pages in the same run.
    @Test func amplifiedPiecesStayWithinTheBudget() {
        let pages = Self.corpus.map { Array($0.utf8) }
        let perByte = pages.map { page in
            (0..<3).map { _ in GrowthTiming.cpuTime { _ = RecipeLDImport.recipes(from: Data(page)) } }.min()! / .seconds(1) / Double(page.count)
        }.max()!
        var random = SeededGenerator(seed: 0xA3_9F11)
        for round in 0..<30 {
            var bytes = pages.randomElement(using: &random)!
            let start = Int.random(in: 0..<bytes.count, using: &random)
            let piece = bytes[start..<min(bytes.count, start + Int.random(in: 1...120, using: &random))]
            let copies = min(Int.random(in: 1_000...40_000, using: &random), 400_000 / piece.count)
            bytes.insert(contentsOf: Array([ArraySlice<UInt8>](repeating: piece, count: copies).joined()), at: Int.random(in: 0...bytes.count, using: &random))
            var result = ImportResult()
            let took = GrowthTiming.cpuTime { result = RecipeLDImport.recipes(from: Data(bytes)) }
            check(result)
            // 20 problems listed, one line counting the rest, at most five about the whole file.
            #expect(result.recipes.count <= ImportBudget.maxRecipes && result.problems.count <= 26, "round \(round)")
            let allowance = max(perByte * Double(bytes.count) * GrowthTiming.bound, 0.05)
            #expect(took / .seconds(1) < allowance, "round \(round): \(bytes.count) bytes took \(took)")
        }
    }

    private func mutate(_ bytes: inout [UInt8], using random: inout SeededGenerator) {
        let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
        let length = bytes.isEmpty ? 0 : Int.random(in: 1...min(40, bytes.count - position), using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0 where !bytes.isEmpty:
            bytes[position] = UInt8.random(in: 0...255, using: &random)
        case 1:
            bytes.insert(contentsOf: Self.splices.randomElement(using: &random)!.utf8, at: position)
        case 2 where !bytes.isEmpty:
            bytes.removeSubrange(position..<(position + length))
        case 3 where !bytes.isEmpty:
            bytes.insert(contentsOf: bytes[position..<(position + length)], at: Int.random(in: 0...bytes.count, using: &random))
        case 4:
            bytes.removeSubrange(position...)
        default:
            bytes.insert(contentsOf: Self.splices.randomElement(using: &random)!.utf8, at: bytes.count / 2)
        }
    }

    private func check(_ result: ImportResult) {
        #expect(!result.recipes.isEmpty || !result.problems.isEmpty, "an empty result explains nothing")
        #expect(result.problems.allSatisfy { $0.message.hasSuffix(".") })
        for recipe in result.recipes {
            #expect(!recipe.name.isEmpty && !recipe.ingredients.isEmpty)
            let lines = [recipe.name] + recipe.ingredients + recipe.steps + recipe.tags
            #expect(lines.allSatisfy { !$0.isEmpty && !$0.contains(where: \.isNewline) && $0.trimmingCharacters(in: .whitespaces) == $0 })
            #expect(RecipeLDImport.recipes(from: RecipeLDExport.jsonLD(recipe)).recipes == [recipe], "re-export of \(recipe)")
        }
    }
}
