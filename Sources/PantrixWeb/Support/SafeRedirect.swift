import Hummingbird

enum SafeRedirect {
    /// Only same-site paths: "/recipes/3" yes, "//evil.example" or "https://…" no. Browsers drop
    /// tabs and newlines anywhere in a URL and read a backslash as "/", so "/<TAB>/evil.example" and
    /// "/<backslash>evil.example" mean "//evil.example": any control character or backslash refuses a target.
    static func localPath(_ candidate: String?, fallback: String = "/") -> String {
        guard let candidate, candidate.hasPrefix("/"), !candidate.hasPrefix("//"),
              !candidate.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" })
        else { return fallback }
        return candidate
    }

    /// 303 so the browser follows with a GET after a form POST.
    static func seeOther(_ path: String) -> Response {
        .redirect(to: path, type: .normal)
    }
}
