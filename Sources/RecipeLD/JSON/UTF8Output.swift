extension Array where Element == UInt8 {
    /// Adds a string's UTF-8 as it is: one copy for literals and native strings (`withUTF8` makes
    /// a bridged one contiguous first). For writers that build text as bytes: the JSON-LD writer
    /// here, and the views' `HTML`.
    @inlinable @inline(__always)
    public mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
