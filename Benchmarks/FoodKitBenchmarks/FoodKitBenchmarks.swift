import Benchmark
import FoodKit

/// A typical 15-line recipe, US and UK forms mixed, every line matchable.
let recipe = [
    "2 1/2 cups all-purpose flour, sifted", "1 cup sugar", "1/2 cup unsalted butter, softened",
    "2 large eggs, beaten", "1 cup whole milk", "1 tsp baking soda", "1/2 tsp salt",
    "1 tbsp olive oil", "3 cloves garlic, minced", "1 medium onion, finely chopped",
    "200g/7oz cheddar cheese, grated", "1 (14 oz) can diced tomatoes", "2 x 400g tins chickpeas, drained",
    "1 bunch fresh coriander, chopped", "salt and freshly ground black pepper, to taste",
]

/// 10,000 lines cycled from the recipe and some harder forms.
let manyLines: [String] = {
    let extra = [
        "1 cup plus 2 tablespoons all-purpose flour", "2-3 tbsp lemon juice", "half a dozen eggs",
        "1kg/2lb 4oz beef brisket", "a pinch of salt", "juice of 2 limes", "100g dark chocolate (70% cocoa solids), broken into pieces",
    ]
    let pool = recipe + extra
    return (0..<10_000).map { pool[$0 % pool.count] }
}()

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(5),
        maxIterations: 1_000
    )

    // Load the catalogue before timing anything else.
    let analyzer = RecipeAnalyzer()
    _ = analyzer.analyze(lines: recipe, servings: 4)

    Benchmark("Analyze 15-line recipe (parse+match+nutrition)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(analyzer.analyze(lines: recipe, servings: 4))
        }
    }

    Benchmark("Parse 10,000 lines", configuration: .init(maxIterations: 20)) { benchmark in
        for _ in benchmark.scaledIterations {
            for line in manyLines { blackHole(IngredientParser.parse(line)) }
        }
    }

    Benchmark("Catalogue load", configuration: .init(maxDuration: .seconds(20), maxIterations: 10)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try FoodCatalogue.load())
        }
    }
}
