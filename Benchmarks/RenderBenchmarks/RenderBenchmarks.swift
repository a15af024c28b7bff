import Benchmark
import Foundation
import PantrixWeb
import RecipeLD
import TemplateSamples
import Templates
import TemplateSamples
import PantrixTestSupport

/// Every page rendered from its sample model (`PageSamples`) as a controller does it: the typed
/// view writes the document and `PageRenderer` makes the response (ETag, body buffer). The view
/// layer alone, with no request, database or network.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 10_000
    )
    let renderer = PageRenderer()
    // Built (and each rendered once) before anything is measured: FoodKit's catalogue and the
    // seed catalogue load on first use.
    let samples = PageSamples.all
    for sample in samples { blackHole(renderer.html(sample.page)) }

    // The recipe page's JSON-LD alone, to see its share of the page.
    if let recipe = PageSamples.named("recipe")?.page as? RecipePage, let ld = recipe.jsonLD {
        Benchmark("Render part: recipe JSON-LD") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(RecipeLDExport.scriptJSON(ld)) }
        }
    }

    // The recipe page's view alone, without the ETag and the response buffer.
    if let recipe = PageSamples.named("recipe")?.page {
        Benchmark("Render part: recipe view alone") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(recipe.document()) }
        }
    }

    for sample in samples {
        Benchmark("Render: \(sample.name)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(renderer.html(sample.page, status: .init(code: sample.status)).body.contentLength) }
        }
    }
}
