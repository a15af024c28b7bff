/// Where parsing stopped, as an index into the bytes that were parsed.
///
/// A byte index rather than a line so that a script block inside an HTML page can be
/// reported with the page's line number.
struct JSONLDSyntaxError: Error, Equatable {
    let position: Int
    /// The import's value budget ran out here: the text may be valid, just too big to read.
    var overBudget = false

    /// The 1-based line of `position` in the text `lines` indexes.
    func line(in lines: LineIndex) -> Int {
        lines.line(at: position)
    }
}
