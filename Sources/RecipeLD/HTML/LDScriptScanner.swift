import Foundation

/// Finds the contents of every `<script type="application/ld+json">` element in an HTML page.
///
/// Returned slices keep their indices into the page so that parse errors can be reported with
/// the page's line numbers.
enum LDScriptScanner {
    static func blocks(in page: [UInt8]) -> [ArraySlice<UInt8>] {
        let page = page[...]
        var blocks: [ArraySlice<UInt8>] = []
        var index = page.startIndex
        while let open = page[index...].firstIndex(of: UInt8(ascii: "<")) {
            if ASCIIBytes.matches("<!--", in: page, at: open) {
                // Commented-out markup is not part of the page, including old JSON-LD.
                index = ASCIIBytes.firstIndex(of: "-->", in: page, from: open + 4).map { $0 + 3 } ?? page.endIndex
                continue
            }
            guard isScriptStart(page, at: open) else {
                index = open + 1
                continue
            }
            let (attributes, contentStart) = LDScriptAttributes.parse(page, from: open + 7)
            let contentEnd = ASCIIBytes.firstIndex(of: "</script", in: page, from: contentStart) ?? page.endIndex
            if isJSONLD(attributes["type"]) {
                blocks.append(unwrap(page[contentStart..<contentEnd]))
            }
            index = contentEnd
        }
        return blocks
    }

    private static func isScriptStart(_ page: ArraySlice<UInt8>, at index: Int) -> Bool {
        guard ASCIIBytes.matches("<script", in: page, at: index), index + 7 < page.endIndex else { return false }
        let next = page[index + 7]
        return ASCIIBytes.isSpace(next) || next == UInt8(ascii: ">") || next == UInt8(ascii: "/")
    }

    /// Accepts parameters such as `application/ld+json; charset=utf-8`.
    private static func isJSONLD(_ type: String?) -> Bool {
        guard let type else { return false }
        let mediaType = type.split(separator: ";").first.map(String.init) ?? ""
        return mediaType.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() == "application/ld+json"
    }

    // Longer forms first, so "//-->" is not left behind as "//" after removing "-->".
    private static let wrapperPrefixes = ["/*<![cdata[*/", "//<![cdata[", "<![cdata[", "<!--"]
    private static let wrapperSuffixes = ["/*]]>*/", "//]]>", "//-->", "]]>", "-->"]

    /// Removes the CDATA and comment wrappers that old templates put around script contents.
    static func unwrap(_ content: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var content = ASCIIBytes.trimmed(content)
        // Restart after every removal so each check sees the current ends.
        while true {
            if let prefix = wrapperPrefixes.first(where: { ASCIIBytes.matches($0, in: content, at: content.startIndex) }) {
                content = ASCIIBytes.trimmed(content.dropFirst(prefix.utf8.count))
            } else if let suffix = wrapperSuffixes.first(where: {
                ASCIIBytes.matches($0, in: content, at: content.endIndex - $0.utf8.count)
            }) {
                content = ASCIIBytes.trimmed(content.dropLast(suffix.utf8.count))
            } else {
                break
            }
        }
        return content
    }
}
