import PantrixCore

/// /recipes/import: a recipe page's link, or upload or paste schema.org JSON-LD; afterwards, what
/// came in and what didn't.
package struct ImportPage: Sendable {
    package struct ImportedView: Sendable {
        package let href: String
        package let title: String
        package let lines: Int
        package let unmatched: [String]
    }

    package let layout: LayoutModel
    package var pasted = FormField(id: "pasted")
    package var file = FormField(id: "file")
    /// "From a link": the address typed, kept on every refusal.
    package var link = FormField(id: "url")
    package var privateChecked = false
    package var summary: String?
    package var imported: [ImportedView] = []
    package var problems: [String] = []

    package mutating func show(_ report: ImportReport) {
        imported = report.imported.map {
            ImportedView(href: SiteURL.recipe(.value($0.id)).path, title: $0.title, lines: $0.lines, unmatched: $0.unmatched)
        }
        problems = report.problems
        let recipes = report.imported.count == 1 ? "1 recipe" : "\(report.imported.count) recipes"
        let unmatched = report.unmatchedCount == 1 ? "1 line" : "\(report.unmatchedCount) lines"
        summary = report.imported.isEmpty ? nil
            : "Imported \(recipes) with \(report.lineCount) ingredient lines; \(unmatched) matched no food."
    }

    package init(layout: LayoutModel, pasted: FormField = FormField(id: "pasted"), file: FormField = FormField(id: "file"), privateChecked: Bool = false, summary: String? = nil, imported: [ImportedView] = [], problems: [String] = []) {
        self.layout = layout
        self.pasted = pasted
        self.file = file
        self.privateChecked = privateChecked
        self.summary = summary
        self.imported = imported
        self.problems = problems
    }
}
