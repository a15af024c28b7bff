import Foundation

/// Normalises raw file bytes and decides whether they are an HTML page or a JSON document.
enum ImportInput {
    enum Kind: Equatable {
        case html
        case json
    }

    /// UTF-8 bytes without a byte-order mark. UTF-16 files (as some Windows tools save them)
    /// are converted; anything else is passed on as is and invalid sequences are replaced later.
    static func utf8Bytes(of data: Data) -> [UInt8] {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return Array(bytes.dropFirst(3))
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]),
           let text = String(data: data, encoding: .utf16) {
            return Array(text.utf8)
        }
        return bytes
    }

    /// The content decides when it can; the file extension only breaks ties, so a page saved
    /// as ".json" or a JSON export served as ".html" still imports.
    static func kind(of bytes: [UInt8], filename: String?) -> Kind {
        switch bytes.first(where: { !ASCIIBytes.isSpace($0) }) {
        case UInt8(ascii: "<"): return .html
        case UInt8(ascii: "{"), UInt8(ascii: "["): return .json
        default: break
        }
        let pathExtension = (filename.map { ($0 as NSString).pathExtension } ?? "").lowercased()
        return ["html", "htm", "xhtml"].contains(pathExtension) ? .html : .json
    }
}
