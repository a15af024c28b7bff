/// A unit found in the tokens and where it ended.
struct UnitMatch {
    var unit: Unit
    var end: Int
}

extension LineParser {
    /// Reads a unit at `start`: "cups", "fl. oz.", "fluid ounces", "T". Short spellings
    /// ("c", "g", "in") need `afterNumber`, since they mean other things in running text.
    func scanUnit(at start: Int, afterNumber: Bool) -> UnitMatch? {
        guard let first = token(start), first.isWord else { return nil }
        let word = first.lower
        // Two-word spellings first: "fl oz", "fl. oz", "fluid ounces".
        if word == "fl" || word == "fluid" {
            var next = start + 1
            if isPunct(next, ".") { next += 1 }
            if let second = token(next), second.isWord, ["oz", "ozs", "ounce", "ounces"].contains(second.lower),
               let unit = Unit.named("fl oz") {
                return UnitMatch(unit: unit, end: skipDot(next + 1))
            }
        }
        guard let unit = UnitLexicon.unit(forWord: first.text) else { return nil }
        // "2 rib eye steaks" counts steaks.
        if unit.name == "rib", lower(start + 1) == "eye" { return nil }
        if !afterNumber, UnitLexicon.needsNumber.contains(word) || UnitLexicon.needsNumber.contains(String(first.text)) {
            return nil
        }
        // "in" is an inch only in shapes like "2in", "2 in/5cm", "1 in piece".
        if word == "in" {
            let next = token(start + 1)
            let joined = !first.spaceBefore
            let lengthy = next == nil || next?.isPunct("/", ")", "-", ",") == true
                || ["piece", "pieces", "cube", "cubes", "chunk", "chunks", "thick", "long", "wide", "slices", "lengths", "strips"].contains(next?.lower ?? "")
            if !(joined || lengthy) { return nil }
        }
        return UnitMatch(unit: unit, end: skipDot(start + 1))
    }

    /// "tbsp." and "oz." carry an abbreviation dot that belongs to the unit.
    private func skipDot(_ index: Int) -> Int {
        if isPunct(index, "."), token(index)?.spaceBefore == false { return index + 1 }
        return index
    }

    /// A number then a unit ("200g", "14-ounce", "1 1/2 cups"), with an optional range.
    func scanAmount(at start: Int, requireUnit: Bool = true) -> (Amount, Int)? {
        guard let number = scanNumber(at: start) else { return nil }
        var index = number.end
        // "14-ounce" and "2-inch" hyphenate the unit.
        if isPunct(index, "-"), token(index)?.spaceBefore == false, scanUnit(at: index + 1, afterNumber: true) != nil {
            index += 1
        }
        guard let unit = scanUnit(at: index, afterNumber: true) else {
            return requireUnit ? nil : (Amount(quantity: number.value, quantityMax: number.max), number.end)
        }
        var amount = Amount(quantity: number.value, quantityMax: number.max, unit: unit.unit.name)
        index = unit.end
        // "100g-150g", "1 lb to 2 lb": a range written with the unit twice.
        if number.max == nil, isPunct(index, "-", "–") || lower(index) == "to",
           let second = scanNumber(at: index + 1), second.value > number.value,
           let again = scanUnit(at: second.end, afterNumber: true), again.unit == unit.unit {
            amount.quantityMax = second.value
            index = again.end
        }
        return (amount, index)
    }
}
