import PantrixCore

/// /report/{kind}/{id} when the report could not be taken as sent.
extension ReportFormPage: Page {
    package var content: HTML {
        """
        <p class="breadcrumb"><a href="\(backHref)">← Back</a></p>
        <h1>\(menu.title)</h1>
        <div class="panel">
          \(Partials.reportMenu(menu, layout: layout, open: true))
        </div>
        """
    }
}
