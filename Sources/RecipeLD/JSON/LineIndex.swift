/// The line numbers of a text's byte positions. Built once per file, so a page of thousands of
/// broken blocks costs one pass to number them, not one pass per block.
struct LineIndex {
    /// Byte offsets of the text's newlines, ascending.
    private let newlines: [Int]

    init(_ bytes: [UInt8]) {
        newlines = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
    }

    /// The 1-based line of `position`: one more than the newlines before it.
    func line(at position: Int) -> Int {
        var low = 0, high = newlines.count
        while low < high {
            let middle = (low + high) / 2
            if newlines[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }
}
