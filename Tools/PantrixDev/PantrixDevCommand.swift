import ArgumentParser

/// The developers' tools, kept out of the `pantrix` the app ships as: generated data for the
/// benchmarks, the related-recipes ranking timed alone, and the ingredient parser's evaluation
/// against a labelled set.
@main
struct PantrixDevCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pantrix-dev",
        abstract: "Pantrix developers' tools: benchmark data, the related-recipes ranking timed, the parser's evaluation.",
        subcommands: [GenerateBenchData.self, EvaluateParser.self, BenchRelated.self]
    )
}
