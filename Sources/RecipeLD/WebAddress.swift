import Foundation

/// Addresses an import keeps and an export writes: http and https only. A `javascript:`,
/// `data:` or `vbscript:` address in a page's JSON-LD would run or load something when a
/// person or another app follows it.
public enum WebAddress {
    /// `text` when it is an absolute http(s) address, else nil.
    public static func web(_ text: String?) -> String? {
        guard let text else { return nil }
        let scheme = text.prefix { $0 != ":" }.lowercased()
        guard scheme == "http" || scheme == "https", text.dropFirst(scheme.count).hasPrefix("://") else { return nil }
        return text
    }

    /// `reference` ("/img/dish.jpg", "dish.jpg", "//cdn.example.org/dish.jpg") resolved against the
    /// page at `base`, when the result is an absolute http(s) address.
    public static func resolve(_ reference: String, against base: String) -> String? {
        guard let page = URL(string: base), let resolved = URL(string: reference, relativeTo: page) else { return nil }
        return web(resolved.absoluteURL.absoluteString)
    }
}
