import Testing
@testable import FoodKit

@Suite struct PriceTests {
    static let analyzer = RecipeAnalyzer()

    func near(_ actual: Double?, _ expected: Double) -> Bool { actual.map { abs($0 - expected) < 1e-9 } ?? false }

    @Test func costPerLine() throws {
        // prices.tsv: milk 1.10 USD/kg, egg 0.33 USD/item, all-purpose flour 1.25 USD/kg.
        #expect(near(Self.analyzer.analyze(line: "1 cup whole milk").cost, 0.244 * 1.10))
        #expect(near(Self.analyzer.analyze(line: "2 large eggs").cost, 0.66))
        #expect(near(Self.analyzer.analyze(line: "500 g plain flour").cost, 0.625))
        // "a dozen eggs" counts items, whatever their weight.
        #expect(near(Self.analyzer.analyze(line: "a dozen eggs").cost, 12 * 0.33))
    }

    @Test func costPerRecipeAndServing() {
        let recipe = Self.analyzer.analyze(lines: ["1 cup whole milk", "2 large eggs", "500 g plain flour"], servings: 4)
        let total = 0.244 * 1.10 + 0.66 + 0.625
        #expect(abs(recipe.cost.total - (total * 100).rounded() / 100) < 1e-9)
        #expect(abs(recipe.cost.perServing - (total / 4 * 100).rounded() / 100) < 1e-9)
        #expect(recipe.cost.currency == "USD")
        #expect(recipe.unpricedLines.isEmpty)
    }

    @Test func unknownPriceIsFlagged() throws {
        // Saffron is matched but has no price: its cost is left out and the line says so.
        let recipe = Self.analyzer.analyze(lines: ["1 tsp saffron", "2 large eggs"], servings: 2)
        let saffron = recipe.lines[0]
        #expect(saffron.isMatched && saffron.cost == nil && saffron.priceUnknown)
        #expect(saffron.warnings.contains("price unknown"))
        #expect(recipe.unpricedLines.map(\.parsed.input) == ["1 tsp saffron"])
        #expect(abs(recipe.cost.total - 0.66) < 1e-9)
        // An unmatched line is unmatched, not "price unknown".
        #expect(!Self.analyzer.analyze(line: "xqzzy blorf").priceUnknown)
    }

    @Test func userPricesOverrideDefaults() throws {
        let prices = PriceTable.defaults.merging(["egg": Price(usd: 1, per: .item), "usda:02037": Price(usd: 10_000, per: .kg)])
        let analyzer = RecipeAnalyzer(prices: prices)
        #expect(near(analyzer.analyze(line: "2 large eggs").cost, 2))
        // Saffron has no alias, so it is priced by its USDA id.
        let saffron = analyzer.analyze(line: "1 tsp saffron")
        let grams = try #require(saffron.grams.grams)
        #expect(near(saffron.cost, grams / 1000 * 10_000))
        #expect(PriceTable.defaults.price(forKey: "egg")?.usd == 0.33)
    }

    @Test func tableReadsTSV() {
        let table = PriceTable(tsv: "# comment\nlemon\t0.75\titem\tnote\nbad line\nflour\tx\tkg\nrice\t2\tkg")
        #expect(table.prices.count == 2)
        #expect(table.price(forKey: "lemon") == Price(usd: 0.75, per: .item, note: "note"))
    }
}
