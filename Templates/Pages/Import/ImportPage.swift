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
    package let pasted: FormField
    package let file: FormField
    /// "From a link": the address typed, kept on every refusal.
    package let link: FormField
    package let privateChecked: Bool
    package let summary: String?
    package let imported: [ImportedView]
    package let problems: [String]

    /// The forms as sent (`pasted` or `link`, and whether the recipes are private), what is wrong
    /// with the file or the link, and the `report` of an import that ran. A link whose recipes
    /// came in leaves its field free for the next one.
    package init(
        layout: LayoutModel, pasted: String = "", link: String = "", privateChecked: Bool = false, fileError: String? = nil,
        linkError: String? = nil, report: ImportReport? = nil
    ) {
        self.layout = layout
        self.pasted = FormField(id: "pasted", value: pasted)
        file = FormField(id: "file", error: fileError)
        let imported = report?.imported ?? []
        self.link = FormField(id: "url", value: imported.isEmpty ? link : "", error: linkError)
        self.privateChecked = privateChecked
        self.imported = imported.map {
            ImportedView(href: SiteURL.recipe(.value($0.id)).path, title: $0.title, lines: $0.lines, unmatched: $0.unmatched)
        }
        problems = report?.problems ?? []
        let recipes = imported.count == 1 ? "1 recipe" : "\(imported.count) recipes"
        let unmatched = report?.unmatchedCount == 1 ? "1 line" : "\(report?.unmatchedCount ?? 0) lines"
        summary = imported.isEmpty ? nil : "Imported \(recipes) with \(report?.lineCount ?? 0) ingredient lines; \(unmatched) matched no food."
    }
}
