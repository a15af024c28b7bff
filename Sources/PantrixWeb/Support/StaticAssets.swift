import Foundation
import PantrixCore

/// Stylesheets and scripts under content-hashed names ("/static/css/app.3f2a9c1d07e4b566.css"),
/// worked out once at start-up from the files in `Public/`: a deploy changes the name, so
/// browsers may keep each version for a year and never run stale CSS against new pages.
struct StaticAssets: Sendable {
    /// "/static/css/app.css" → "/static/css/app.<hash>.css", and the reverse for serving.
    let hashed: [String: String]
    let plain: [String: String]

    init(publicPath: String, files: [String] = ["css/app.css", "css/dark.css", "js/app.js", "js/recipe-form.js", "js/cook-mode.js", "js/offline.js"]) {
        var hashed: [String: String] = [:], plain: [String: String] = [:]
        for file in files {
            let path = StaticFilesMiddleware<AppRequestContext>.prefix + file
            guard let bytes = FileManager.default.contents(atPath: publicPath + "/" + file) else { continue }
            let dot = path.lastIndex(of: ".") ?? path.endIndex
            let name = path[..<dot] + "." + ContentHash.hex(bytes) + path[dot...]
            hashed[path] = name
            plain[name] = path
        }
        self.hashed = hashed
        self.plain = plain
    }

    /// The URL a page links to: the hashed name, or the plain one for a file that wasn't found.
    func url(_ path: String) -> String { hashed[path] ?? path }

    /// URLs the layout and the recipe form link to.
    var stylesheet: String { url("/static/css/app.css") }
    var darkStylesheet: String { url("/static/css/dark.css") }
    var script: String { url("/static/js/app.js") }
    var recipeFormScript: String { url("/static/js/recipe-form.js") }
    var cookModeScript: String { url("/static/js/cook-mode.js") }
    var offlineScript: String { url("/static/js/offline.js") }
}
