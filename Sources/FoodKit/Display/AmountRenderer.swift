/// Rewrites the amount tokens of one line in place, copying everything else, including
/// the spacing, byte for byte from the original text.
struct AmountRenderer {
    let parsed: ParsedIngredient
    let span: AmountSpan
    let plan: AmountPlan
    let system: MeasureSystem
    let food: Food?
    let scale: Double
    private let bytes: [UInt8]
    private var dropped: Set<Int> = []

    enum Role: Equatable { case multiplier, quantity, unit, additional, alternative, package, verbatim }

    init(parsed: ParsedIngredient, food: Food?, scale: Double, system: MeasureSystem, span: AmountSpan) {
        self.parsed = parsed
        self.span = span
        self.food = food
        self.scale = scale
        self.system = system
        plan = AmountPlan(parsed: parsed, food: food, scale: scale, system: system)
        bytes = Array(parsed.input.utf8)
    }

    var tokens: [LabelledToken] { span.tokens }

    mutating func render() -> String {
        let runs = self.runs()
        markDropped(runs)
        var out = text(0, tokens[span.range.lowerBound].start)
        var previousEnd = tokens[span.range.lowerBound].start
        for run in runs {
            let first = tokens[run.range.lowerBound], last = tokens[run.range.upperBound - 1]
            defer { previousEnd = last.end }
            if run.range.allSatisfy(dropped.contains) { continue }
            let gap = text(previousEnd, first.start)
            let replacement = self.replacement(for: run)
            // A converted number and unit are always spaced: "200g" becomes "7 oz".
            let spaced = run.role == .unit && plan.converted && gap.isEmpty ? " " : gap
            out += (out.isEmpty ? "" : spaced) + replacement
        }
        out += agreeingRest(from: previousEnd)
        return out
    }

    /// The text after the amount, with a counted food agreeing with its new number: "1 red bell
    /// pepper" doubled reads "2 red bell peppers", "2 onions" halved "1 onion".
    private func agreeingRest(from start: Int) -> String {
        guard parsed.unit == nil, plan.primary.unit == nil, let noun = headNoun, tokens[noun].start >= start else {
            return text(start, bytes.count)
        }
        let agreed = NounNumber.agree(tokens[noun].text, plural: AmountText.isPlural(plan.primary))
        return text(start, tokens[noun].start) + agreed + text(tokens[noun].end, bytes.count)
    }

    /// The last word of the first run of name words: the noun a count applies to.
    private var headNoun: Int? {
        guard let first = tokens.firstIndex(where: { $0.label == .name }) else { return nil }
        var last = first
        while last + 1 < tokens.count, tokens[last + 1].label == .name { last += 1 }
        return last
    }

    func text(_ from: Int, _ to: Int) -> String {
        guard from < to, from >= 0, to <= bytes.count else { return "" }
        return String(decoding: bytes[from..<to], as: UTF8.self)
    }

    private func runs() -> [(role: Role, range: Range<Int>)] {
        var result: [(role: Role, range: Range<Int>)] = []
        var seenUnit = false
        for index in span.range {
            let role: Role
            switch tokens[index].label {
            case .multiplier: role = .multiplier
            case .quantity: role = seenUnit ? .additional : .quantity
            case .unit: role = .unit
            case .alternative: role = .alternative
            case .packageSize: role = .package
            default: role = .verbatim
            }
            if role == .unit { seenUnit = true }
            if let last = result.last, last.role == role, role != .verbatim {
                result[result.count - 1].range = last.range.lowerBound..<(index + 1)
            } else {
                result.append((role, index..<(index + 1)))
            }
        }
        return result
    }

    /// Alternatives and folded additions disappear with the brackets around them.
    private mutating func markDropped(_ runs: [(role: Role, range: Range<Int>)]) {
        for run in runs where run.role == .alternative && plan.dropAlternatives || run.role == .additional && plan.foldedAdditional {
            dropped.formUnion(run.range)
            let before = run.range.lowerBound - 1, after = run.range.upperBound
            if before >= 0, after < tokens.count, tokens[before].text == "(", tokens[after].text == ")" {
                dropped.formUnion([before, after])
            }
        }
    }

    private func replacement(for run: (role: Role, range: Range<Int>)) -> String {
        switch run.role {
        case .multiplier:
            // "2 x": the count of packs changes, the "x" stays as written.
            let mark = run.range.first { !isNumber(tokens[$0].text) } ?? run.range.upperBound
            let rest = mark < run.range.upperBound ? text(tokens[mark - 1].end, tokens[run.range.upperBound - 1].end) : ""
            return QuantityFormatter.fraction(plan.multiplier ?? 1, forCount: true) + rest
        case .quantity:
            return AmountText.quantity(plan.primary, separator: separator(in: run.range))
        case .unit:
            return unitText(run.range)
        case .additional:
            return rewriteAmounts(run.range, with: parsed.additional.map { AmountPlan.scaled($0, by: additionFactor) })
        case .alternative:
            return rewriteAmounts(run.range, with: parsed.alternatives.map { AmountPlan.scaled($0, by: additionFactor) })
        case .package:
            guard let package = parsed.packageSize, let converted = AmountConverter.convert(package, food: food, to: system)
            else { return text(tokens[run.range.lowerBound].start, tokens[run.range.upperBound - 1].end) }
            return AmountText.amount(converted)
        case .verbatim:
            return dropped.contains(run.range.lowerBound) ? "" : tokens[run.range.lowerBound].text
        }
    }

    private var additionFactor: Double { parsed.multiplier == nil ? scale : 1 }

    private func separator(in range: Range<Int>) -> String {
        let words = range.map { tokens[$0].text.lowercased() }
        if words.contains("to") { return " to " }
        if words.contains("or") { return " or " }
        return "-"
    }

    private func unitText(_ range: Range<Int>) -> String {
        let plural = AmountText.isPlural(plan.primary)
        if plan.converted, let unit = plan.primary.unit {
            let keepsOf = range.contains { tokens[$0].text.lowercased() == "of" }
            return UnitSpelling.display(unit, plural: plural) + (keepsOf ? " of" : "")
        }
        var out = ""
        for index in range {
            if index > range.lowerBound { out += text(tokens[index - 1].end, tokens[index].start) }
            out += UnitSpelling.agree(tokens[index].text, plural: plural)
        }
        return out
    }
}
