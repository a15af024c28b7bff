/// Tab-separated resource files split on bytes. Splitting a String on Characters walks
/// grapheme clusters and made up most of the catalogue's load time.
enum TSV {
    /// Fields of each non-empty line that is not a "#" comment.
    static func rows(_ text: String) -> [[Substring]] {
        var rows: [[Substring]] = []
        for line in text.utf8.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: "#") {
            var fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map { Substring($0) }
            // Files edited on Windows keep their line ends out of the last field.
            if let last = fields.last, last.hasSuffix("\r") { fields[fields.count - 1] = last.dropLast() }
            rows.append(fields)
        }
        return rows
    }
}
