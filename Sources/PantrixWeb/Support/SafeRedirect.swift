import Hummingbird

enum SafeRedirect {
    /// Only same-site paths: "/recipes/3" yes, "//evil.example" or "https://…" no.
    static func localPath(_ candidate: String?, fallback: String = "/") -> String {
        guard let candidate, candidate.hasPrefix("/"), !candidate.hasPrefix("//"), !candidate.hasPrefix("/\\"),
              !candidate.contains("\r"), !candidate.contains("\n")
        else { return fallback }
        return candidate
    }

    /// 303 so the browser follows with a GET after a form POST.
    static func seeOther(_ path: String) -> Response {
        .redirect(to: path, type: .normal)
    }
}
