/// /admin/audit
extension AdminAuditPage: Page {
    package var content: HTML {
        let items = HTML(each: rows) { row in
            """
            <li class="admin-row">
              <p class="admin-row-title"><strong>\(row.actor)</strong> \(row.action) <span class="audit-target">\(row.target)</span></p>
              <p class="muted"><time>\(row.when)</time>\(row.reason.map { " · why: \($0)" as HTML })</p>
            </li>
            """
        }
        return """
            \(Partials.adminTabs(.audit))
            <h1>Audit log</h1>
            <p class="muted">Every admin action, newest first. Times are UTC.</p>
            \(rows.isEmpty ? "<p class=\"empty-state\">No admin actions yet.</p>" as HTML : "<ul class=\"admin-list\">\(items)</ul>")
            \(Partials.pager(nextPage))
            """
    }
}
