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
}
