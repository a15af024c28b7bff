/// A stretch of the words after the amount: the core phrase, a comma-separated tail,
/// or a bracketed aside.
struct Segment {
    enum Kind { case core, tail, paren }

    var kind: Kind
    /// Token indices of the words, without the separator or brackets.
    var range: Range<Int>
    /// The comma, dash or brackets around it.
    var separators: [Int]
}

extension LineParser {
    /// Splits tokens from `position` at top-level commas, semicolons, spaced dashes and brackets.
    func segments() -> [Segment] {
        var result: [Segment] = []
        var start = position
        var index = position
        var pendingSeparators: [Int] = []
        // A later core replaces an earlier one. The one in force is remembered and replaced ones
        // are dropped once at the end: searching or removing at every flush would make a line
        // of many commas or brackets quadratic.
        var coreIndex: Int?
        var hasCore = false
        var replaced: Set<Int> = []
        func flush(_ end: Int, into result: inout [Segment]) {
            if start < end || !pendingSeparators.isEmpty {
                // Words after a leading aside ("500g (roughly 3) apples") are still the core.
                let kind: Segment.Kind = hasCore ? .tail : .core
                if kind == .core {
                    if let coreIndex { replaced.insert(coreIndex) }
                    coreIndex = result.count
                    hasCore = start < end
                }
                result.append(Segment(kind: kind, range: start..<end, separators: pendingSeparators))
            }
            pendingSeparators = []
        }
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunct("(", "[") {
                flush(index, into: &result)
                let close = closingBracket(from: index)
                let inner = (index + 1)..<min(close, tokens.count)
                if result.isEmpty {
                    coreIndex = 0
                    result.append(Segment(kind: .core, range: index..<index, separators: []))
                }
                result.append(Segment(kind: .paren, range: inner, separators: close < tokens.count ? [index, close] : [index]))
                index = close + 1
                start = index
                continue
            }
            if isSeparator(index) {
                flush(index, into: &result)
                pendingSeparators = [index]
                start = index + 1
            }
            index += 1
        }
        flush(tokens.count, into: &result)
        guard !replaced.isEmpty else { return result }
        return result.indices.filter { !replaced.contains($0) }.map { result[$0] }
    }

    private func closingBracket(from open: Int) -> Int {
        var depth = 0
        for index in open..<tokens.count {
            if tokens[index].isPunct("(", "[") { depth += 1 }
            if tokens[index].isPunct(")", "]") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return tokens.count
    }

    private func isSeparator(_ index: Int) -> Bool {
        let token = tokens[index]
        if token.isPunct(",", ";", "•", "|") { return true }
        // A dash with spaces around it separates phrases; "2-3" and "all-purpose" do not.
        if token.isPunct("-", "–", "—", ":") {
            let spacedAfter = index + 1 >= tokens.count || tokens[index + 1].spaceBefore
            return token.spaceBefore && spacedAfter || token.isPunct("—", ":") && spacedAfter
        }
        return false
    }
}
