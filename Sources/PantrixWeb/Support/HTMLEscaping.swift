import Mustache

/// How `{{name}}` is escaped in templates that start with `{{% CONTENT_TYPE: HTML}}` (all of ours;
/// without the line, swift-mustache uses its own escaping, as it does in every partial): the same
/// five characters, but one pass over UTF-8 bytes instead of a dictionary lookup per Character,
/// which was a large part of rendering a page with long text such as a recipe's method.
/// `PageRenderer` registers it under the name "HTML" before the templates are parsed.
struct HTMLEscaping: MustacheContentType {
    func escapeText(_ text: String) -> String {
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "<"): escaped.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): escaped.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "&"): escaped.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "\""): escaped.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): escaped.append(contentsOf: "&#39;".utf8)
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}
