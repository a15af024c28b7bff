import PantrixCore

/// /recipes/import: upload or paste schema.org JSON-LD; afterwards, what came in and what didn't.
struct ImportPage: Sendable {
    struct ImportedView: Sendable {
        let href: String
        let title: String
        let lines: Int
        let unmatched: [String]
        let hasUnmatched: Bool
    }

    let layout: LayoutModel
    var pasted = FormField(id: "pasted")
    var file = FormField(id: "file")
    var privateChecked = false
    var summary: String?
    var imported: [ImportedView] = []
    var problems: [String] = []
    var hasProblems = false

    mutating func show(_ report: ImportReport) {
        imported = report.imported.map {
            ImportedView(href: "/recipes/\($0.id)", title: $0.title, lines: $0.lines, unmatched: $0.unmatched, hasUnmatched: !$0.unmatched.isEmpty)
        }
        problems = report.problems
        hasProblems = !problems.isEmpty
        let recipes = report.imported.count == 1 ? "1 recipe" : "\(report.imported.count) recipes"
        let unmatched = report.unmatchedCount == 1 ? "1 line" : "\(report.unmatchedCount) lines"
        summary = report.imported.isEmpty ? nil
            : "Imported \(recipes) with \(report.lineCount) ingredient lines; \(unmatched) matched no food."
    }
}
