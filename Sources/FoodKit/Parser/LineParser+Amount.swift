extension LineParser {
    /// Reads the amount at the start of the line: quantity, multiplier, package size,
    /// size qualifiers, unit, alternatives and container. Leaves `position` after it.
    mutating func scanAmount() {
        var index = position
        index = labelApproximation(from: index)
        index = labelPartOf(from: index)
        guard let found = scanNumber(at: index), !isHalfAndHalf(index) else {
            position = scanUnitWithoutNumber(from: index)
            return
        }
        // "2% milk": a fat content names the product; it is not an amount.
        if found.max == nil, isPunct(found.end, "%") { return }
        var number = found
        var start = index
        var cursor = number.end
        // "2 x 400g": the first number counts packs of the second.
        if lower(cursor) == "x" || isPunct(cursor, "×", "*") {
            if let second = scanNumber(at: cursor + 1) {
                result.multiplier = number.value
                label(start..<(cursor + 1), .multiplier)
                start = cursor + 1
                number = second
                cursor = second.end
            } else {
                label(cursor, .multiplier)
                label(start..<cursor, .quantity)
                start = cursor
                cursor += 1
            }
        }
        // "1/2 a lemon": the article belongs to the fraction.
        if number.value < 1, number.max == nil, isWord(number.end, ["a", "an"]) {
            number.end += 1
            cursor = number.end
        }
        label(start..<number.end, .quantity)
        result.quantity = number.value
        result.quantityMax = number.max
        cursor = scanPackageSize(from: cursor)
        cursor = scanUnitAfterNumber(from: cursor, number: number)
        position = cursor
    }

    /// "about", "approx.", "up to" before a number are comments on it.
    private mutating func labelApproximation(from start: Int) -> Int {
        var index = start
        while let word = token(index), word.isWord,
              ["about", "approx", "approximately", "around", "roughly", "nearly", "almost", "up", "ca", "circa", "some", "at"].contains(word.lower) {
            if word.lower == "up" && lower(index + 1) != "to" || word.lower == "at" && lower(index + 1) != "least" { break }
            if word.lower == "some", scanNumber(at: index + 1) == nil { break }
            label(index, .comment)
            index += 1
            if word.lower == "up" || word.lower == "at" { label(index, .comment); index += 1 }
            if isPunct(index, "."), token(index)?.spaceBefore == false { label(index, .comment); index += 1 }
        }
        return index
    }

    private func isHalfAndHalf(_ index: Int) -> Bool {
        lower(index) == "half" && lower(index + 1) == "and" && lower(index + 2) == "half"
            || lower(index) == "half-and-half"
    }

    /// "1 (14 oz) can", "2 14-ounce cans", "a 400g tin": what each item holds.
    private mutating func scanPackageSize(from cursor: Int) -> Int {
        if isPunct(cursor, "("), let paren = scanParenAmounts(at: cursor), let first = paren.amounts.first {
            result.packageSize = first
            labelParen(paren, as: .packageSize)
            return paren.end
        }
        guard let (amount, end) = scanAmount(at: cursor),
              let unit = amount.unit.flatMap(Unit.named), unit.kind == .mass || unit.kind == .volume else { return cursor }
        var next = end
        if isPunct(next, "-", ")") { next += 1 }
        guard let container = scanUnit(at: next, afterNumber: false), container.unit.kind == .count else { return cursor }
        result.packageSize = amount
        label(cursor..<next, .packageSize)
        return next
    }

    private mutating func scanUnitAfterNumber(from cursor: Int, number: NumberMatch) -> Int {
        var sizeEnd = cursor
        while isWord(sizeEnd, Lexicon.sizeWords) || isWord(sizeEnd, Lexicon.measurePreparation) || isSizedWord(sizeEnd) { sizeEnd += 1 }
        guard let unit = scanUnit(at: sizeEnd, afterNumber: sizeEnd == cursor) else { return cursor }
        // "1 loosely packed cup": how the measure is filled is preparation; "2 heaped tbsp" a size.
        let packing = (cursor..<sizeEnd).contains { Lexicon.measurePreparation.contains(lower($0)) }
        label(cursor..<sizeEnd, packing ? .preparation : .size)
        result.size = nil
        label(sizeEnd..<unit.end, .unit)
        result.unit = unit.unit.name
        var index = unit.end
        // "100g-150g": a range written with the unit twice.
        if number.max == nil, isPunct(index, "-", "–") || lower(index) == "to",
           let second = scanNumber(at: index + 1), second.value > number.value,
           let again = scanUnit(at: second.end, afterNumber: true), again.unit == unit.unit {
            result.quantityMax = second.value
            label(index..<again.end, .quantity)
            index = again.end
        }
        index = scanAdditions(from: index, unit: unit.unit)
        index = scanContainerContents(from: index, unit: unit.unit)
        index = scanAlternatives(from: index)
        // "400g tin chopped tomatoes", "2.5cm piece ginger": packaging after a measured amount.
        if unit.unit.kind != .count, let container = scanUnit(at: index, afterNumber: false),
           UnitLexicon.afterMeasure.contains(container.unit.name) {
            result.container = container.unit.name
            label(index..<container.end, .container)
            index = container.end
        }
        if lower(index) == "of" {
            label(index, .unit)
            index += 1
        } else if lower(index) == "each", token(index + 1)?.isWord == true {
            // "1 tsp each salt and pepper": the amount applies to every food named.
            label(index, .comment)
            index += 1
        }
        return index
    }

    /// "thumb-sized", "walnut-size": a size written as a comparison, before a unit ("thumb-sized piece of ginger").
    private func isSizedWord(_ index: Int) -> Bool {
        guard let token = token(index), token.isWord else { return false }
        return token.lower.count > 6 && (token.lower.hasSuffix("-sized") || token.lower.hasSuffix("-size"))
    }

    /// Lines without a number: "pinch of salt", "large handful basil", "a few sprigs thyme".
    private mutating func scanUnitWithoutNumber(from start: Int) -> Int {
        var index = start
        let vague: Set<String> = ["a", "few", "little", "some", "several", "bit", "generous", "good", "large", "small", "big", "heaped", "level", "medium", "scant"]
        var end = index
        while isWord(end, vague) || isSizedWord(end) { end += 1 }
        guard let unit = scanUnit(at: end, afterNumber: false),
              UnitLexicon.startUnits.contains(unit.unit.name) || unit.unit.kind == .count && lower(unit.end) == "of"
                || end > index && unit.unit.kind != .length
        else { return start }
        for word in index..<end { label(word, Lexicon.sizeWords.contains(lower(word)) || isSizedWord(word) ? .size : .comment) }
        label(end..<unit.end, .unit)
        result.unit = unit.unit.name
        index = unit.end
        if lower(index) == "of" {
            label(index, .unit)
            index += 1
        }
        return index
    }
}
