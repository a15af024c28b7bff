/// Amounts written after the first one: additions, package contents and alternatives.
extension LineParser {
    /// "1 cup plus 2 tbsp", "1 lb 2 oz": amounts that add to the first.
    mutating func scanAdditions(from start: Int, unit: Unit) -> Int {
        var index = start
        while true {
            let joiner = lower(index) == "plus" || lower(index) == "and" || isPunct(index, "+")
            let from = joiner ? index + 1 : index
            guard joiner || unit.kind == .mass, let (amount, end) = scanAmount(at: from),
                  let added = amount.unit.flatMap(Unit.named), added != unit,
                  added.kind == unit.kind || joiner && added.kind != .length else { return index }
            result.additional.append(amount)
            label(index..<end, .quantity)
            index = end
        }
    }

    /// "1 package (8 oz)", "2 cans (15 oz each)": a weight or volume in brackets after a
    /// container says what each one holds, not another way of writing the amount.
    mutating func scanContainerContents(from index: Int, unit: Unit) -> Int {
        guard unit.isContainer, result.packageSize == nil, let paren = scanParenAmounts(at: index),
              let first = paren.amounts.first, let kind = first.unit.flatMap(Unit.named)?.kind,
              kind == .mass || kind == .volume else { return index }
        result.packageSize = first
        labelParen(paren, as: .packageSize)
        return paren.end
    }

    /// "200g/7oz", "1 cup (240 ml)", "700g/1lb 9oz", "100g (3½oz)".
    mutating func scanAlternatives(from start: Int) -> Int {
        var index = start
        while true {
            if isPunct(index, "/", "="), var (amount, end) = scanAmount(at: index + 1) {
                label(index..<end, .alternative)
                result.alternatives.append(amount)
                // Compound "1lb 9oz" keeps going without a separator.
                while let (more, moreEnd) = scanAmount(at: end) {
                    amount = more
                    result.alternatives.append(amount)
                    label(end..<moreEnd, .alternative)
                    end = moreEnd
                }
                index = end
            } else if isPunct(index, "("), let paren = scanParenAmounts(at: index) {
                result.alternatives += paren.amounts
                labelParen(paren, as: .alternative)
                index = paren.end
            } else {
                return index
            }
        }
    }
}
