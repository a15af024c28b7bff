/// Substring tests on UTF-8 bytes. Foundation's `contains` goes through CFString and was
/// the largest single cost of loading the catalogue; a byte match gives the same answer
/// for the ASCII needles used here and by the web layer's header checks.
public enum ByteSearch {
    public static func contains(_ haystack: String, _ needle: String) -> Bool {
        var haystack = haystack, needle = needle
        return haystack.withUTF8 { hay in
            needle.withUTF8 { pin in
                guard !pin.isEmpty else { return true }
                guard pin.count <= hay.count else { return false }
                let first = pin[0]
                var index = 0
                let last = hay.count - pin.count
                while index <= last {
                    if hay[index] == first {
                        var offset = 1
                        while offset < pin.count && hay[index + offset] == pin[offset] { offset += 1 }
                        if offset == pin.count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }
}
