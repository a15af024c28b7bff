import FoodKit
import PantrixCore

/// Ties a food picked for line N to that line's text, so editing the text drops a stale choice.
package enum LineSignature {
    package static func of(_ line: String) -> String { ContentHash.hex(line.utf8) }
}
