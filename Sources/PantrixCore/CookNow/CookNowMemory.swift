import Foundation

/// What the cook-now index holds in memory, in total and per recipe, part by part: the figure
/// that decides how large a catalogue fits (logged after each full load, quoted in
/// docs/performance.md).
package struct CookNowMemory: CustomStringConvertible, Sendable {
    package let recipes: Int
    package let parts: [(part: String, bytes: Int)]

    package init(_ snapshot: CookNowSnapshot) {
        recipes = snapshot.entries.count
        parts = snapshot.memory
    }

    package var bytes: Int { parts.reduce(0) { $0 + $1.bytes } }

    package func perRecipe(_ bytes: Int) -> Int { recipes == 0 ? 0 : (bytes + recipes / 2) / recipes }

    package var description: String {
        let megabytes = (Double(bytes) / 1_048_576 * 10).rounded() / 10
        let split = parts.map { "\($0.part) \(perRecipe($0.bytes))" }.joined(separator: ", ")
        return "\(recipes) recipes in \(megabytes) MB, \(perRecipe(bytes)) bytes a recipe (\(split))"
    }
}
