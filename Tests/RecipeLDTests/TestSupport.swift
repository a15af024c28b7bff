import Foundation
import RecipeLD

func importText(_ text: String, filename: String? = nil) -> ImportResult {
    RecipeLDImport.recipes(from: Data(text.utf8), filename: filename)
}

/// Imports a single Recipe object given as the body of a JSON document.
func importRecipeJSON(_ members: String) -> LDRecipe? {
    importText(#"{"@context": "https://schema.org", "@type": "Recipe", "#+members+"}").recipes.first
}

func messages(_ result: ImportResult) -> [String] {
    result.problems.map(\.message)
}

/// SplitMix64: tiny, deterministic across platforms, so fuzz failures can be replayed by seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
