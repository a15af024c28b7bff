import Hummingbird
import Templates

enum SafeRedirect {
    /// Where a `next=` or `back=` may send someone: only a path one of the site's routes
    /// produces (read back into a `SiteURL`), with its query and fragment; anything else goes to
    /// `fallback`. So "//evil.example", "https://…" and unknown paths never leave the site, and
    /// since browsers drop tabs and newlines anywhere in a URL and read a backslash as "/", any
    /// control character or backslash refuses a target too ("/<TAB>/evil.example").
    static func localPath(_ candidate: String?, fallback: SiteURL = .home) -> String {
        local(candidate) ?? fallback.path
    }

    /// The same rule: the target, or nil when it may not be used.
    static func local(_ candidate: String?) -> String? {
        guard let candidate,
              !candidate.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" })
        else { return nil }
        let pathEnd = candidate.firstIndex { $0 == "?" || $0 == "#" } ?? candidate.endIndex
        guard let url = SiteURL(path: String(candidate[..<pathEnd])) else { return nil }
        return url.path + candidate[pathEnd...]
    }

    /// 303 so the browser follows with a GET after a form POST.
    static func seeOther(_ url: SiteURL) -> Response {
        seeOther(url.path)
    }

    /// The same to a path with a query or fragment (`SiteURL.href`) or one `localPath` allowed.
    static func seeOther(_ href: String) -> Response {
        .redirect(to: href, type: .normal)
    }
}
