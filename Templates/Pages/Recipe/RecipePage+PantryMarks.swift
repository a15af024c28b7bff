import PantrixCore

extension RecipePage {
    /// Each line's state against the viewer's pantry (checked at the servings shown), by the
    /// line's position in the recipe; lines the check can't judge have none.
    static func pantryMarks(_ check: PantryCheck) -> [Int: PantryMark] {
        var marks: [Int: PantryMark] = [:]
        for entry in check.lines {
            let mark: PantryMark? = switch entry.status {
            case .have(let holding):
                PantryMark(state: "have", word: "have", detail: holding.isStaple ? "a staple"
                    : holding.cover == .substitute ? "using your \(holding.name)" : "your \(holding.name)")
            case .notEnough(let holding, let shortfall):
                PantryMark(state: "not-enough", word: "not enough", detail: shortfall.text
                    + (holding.cover == .substitute ? " (using your \(holding.name))" : ""))
            case .missing: PantryMark(state: "missing", word: "missing", detail: nil)
            case .unknown: nil
            }
            marks[entry.line.position] = mark
        }
        return marks
    }
}
