/// Case-insensitive ASCII matching over raw bytes. HTML markup is ASCII, so pages are scanned
/// as bytes: that is fast, and invalid UTF-8 elsewhere in the page cannot get in the way.
enum ASCIIBytes {
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// Whether `pattern` (lower-case ASCII) occurs at `index`, ignoring case.
    static func matches(_ pattern: String, in bytes: ArraySlice<UInt8>, at index: Int) -> Bool {
        let pattern = pattern.utf8
        guard index >= bytes.startIndex, bytes.endIndex - index >= pattern.count else { return false }
        return zip(bytes[index...], pattern).allSatisfy { lowercased($0) == $1 }
    }

    /// The first index at or after `start` where `pattern` (lower-case ASCII) begins.
    static func firstIndex(of pattern: String, in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        guard let first = pattern.utf8.first else { return start }
        var index = start
        while index < bytes.endIndex {
            if lowercased(bytes[index]) == first, matches(pattern, in: bytes, at: index) {
                return index
            }
            index += 1
        }
        return nil
    }

    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let first = bytes.firstIndex(where: { !isSpace($0) }),
              let last = bytes.lastIndex(where: { !isSpace($0) }) else { return bytes[bytes.endIndex...] }
        return bytes[first...last]
    }
}
