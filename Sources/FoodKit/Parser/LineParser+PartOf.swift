extension LineParser {
    /// Words that name a part of the food before its amount, as in "juice of 2 limes".
    private static let partWords: Set<String> = [
        "juice", "zest", "rind", "peel", "and", "finely", "grated", "freshly", "squeezed", "the", "of",
    ]

    /// "juice of 2 limes", "finely grated zest of 1 lemon": the part is how the food is
    /// prepared and the amount counts the whole fruit, so the name stays "limes".
    mutating func labelPartOf(from start: Int) -> Int {
        var index = start
        while isWord(index, Self.partWords), lower(index) != "of" { index += 1 }
        let named = (start..<index).contains { ["juice", "zest", "rind", "peel"].contains(lower($0)) }
        guard named, lower(index) == "of", scanNumber(at: index + 1) != nil else { return start }
        label(start..<(index + 1), .preparation)
        return index + 1
    }
}
