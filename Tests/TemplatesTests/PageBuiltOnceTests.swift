import Foundation
import Testing

/// A page model is built once, by a query or its initialiser (CONVENTIONS 4): read from the
/// sources, no controller, web helper or sample binds a page to a `var`, hands one out `inout`, or
/// sets a property on one. The page models' `let` properties stop most of it at compile time; this
/// stops a property going back to `var` so that a controller can patch a finished page.
@Suite struct PageBuiltOnceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    /// A page held in a `var` (built by a `…Page(` call, or a `page` or `model` by a `…page(` one),
    /// a page passed `inout`, or an assignment to `page.…`, `model.…` or `$0.…` (an edit closure's).
    static let patterns = [
        #"\bvar\s+\(?\w+[^=]*=\s*(try\s+)?(await\s+)?[\w.]*Page\("#,
        #"\bvar\s+\(?(page|model)\b[^=]*=\s*(try\s+)?(await\s+)?[\w.]*[pP]age\("#,
        #"\binout\s+\w*Page\b"#,
        #"(\bpage|\bmodel|\$0)(\.\w+)+(\[[^\]]*\])?\s*=[^=]"#,
    ]

    static func changesAPage(_ line: Substring, _ regexes: [Regex<AnyRegexOutput>]) -> Bool {
        regexes.contains { line.contains($0) }
    }

    /// The Swift files of the web target and the pages' samples.
    static func scannedFiles() -> [URL] {
        let web = root.appendingPathComponent("Sources/PantrixWeb"), pages = root.appendingPathComponent("Templates/Pages")
        return [web, pages].flatMap { folder in
            (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects ?? []).compactMap { $0 as? URL }
        }.filter { $0.pathExtension == "swift" && ($0.path.hasPrefix(web.path) || $0.lastPathComponent.contains("+Sample")) }
    }

    @Test func thePatternsCatchAPatchedPage() throws {
        let regexes = try Self.patterns.map { try Regex($0) }
        for bad in ["var page = HomePage(layout: layout)", "var page = try await page(context)", "var (page, _) = try await registerPage(context)",
                    "edit: (inout PlanPage) -> Void", "page.forYou = cards", "page.name.value = typed", "page.paid[id] = field",
                    "model.newRecipeID = 4", "$0.newLink = link"] {
            #expect(Self.changesAPage(bad[...], regexes), "caught: \(bad)")
        }
        for fine in ["let page = HomePage(layout: layout)", "var response = services.renderer.html(page, status: status)",
                     "if page.closed == nil {", "var search = RecipeSearch()", "var response = try page(error.status, detail: message)",
                     "var page = page"] {
            #expect(!Self.changesAPage(fine[...], regexes), "left alone: \(fine)")
        }
    }

    @Test func noControllerOrSampleChangesAFinishedPage() throws {
        let regexes = try Self.patterns.map { try Regex($0) }
        let files = Self.scannedFiles()
        #expect(files.filter { $0.path.contains("/Controllers/") }.count > 30, "the controllers were found: \(files.count) files")
        #expect(files.filter { $0.lastPathComponent.hasSuffix("+Sample.swift") }.count > 30, "the samples were found")
        for file in files {
            for (number, line) in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where Self.changesAPage(line, regexes) {
                Issue.record("\(file.lastPathComponent):\(number + 1) changes a finished page; pass it to the initialiser instead: \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
    }
}
