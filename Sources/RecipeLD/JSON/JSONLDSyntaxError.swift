/// Where parsing stopped, as an index into the bytes that were parsed.
///
/// A byte index rather than a line so that a script block inside an HTML page can be
/// reported with the page's line number.
struct JSONLDSyntaxError: Error, Equatable {
    let position: Int

    /// The 1-based line of `position` within `bytes`.
    func line(in bytes: [UInt8]) -> Int {
        let end = min(max(position, 0), bytes.count)
        return 1 + bytes[..<end].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}
