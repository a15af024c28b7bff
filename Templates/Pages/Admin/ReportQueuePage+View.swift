import PantrixCore

/// /admin/reports
extension ReportQueuePage: Page {
    package var content: HTML {
        """
        \(Partials.adminTabs(.reports))
        <h1>Reports</h1>
        <nav class="tabs" aria-label="Which reports">
          \(HTML(each: tabs) { "<a href=\"\($0.href)\"\(if: $0.current, " aria-current=\"page\"")>\($0.label)</a>" })
        </nav>
        \(groups.isEmpty
          ? "<p class=\"empty-state\">\(resolved ? "Nothing resolved yet." : "No reports waiting. Nice and quiet.")</p>"
          : "<ol class=\"report-queue\">\(HTML(each: groups, group))</ol>" as HTML)
        <nav class="pagination" aria-label="More reports">
          \(newerHref.map { "<a class=\"button button-secondary button-small\" href=\"\($0)\" rel=\"prev\">← Newer</a>" as HTML })
          \(olderHref.map { "<a class=\"button button-secondary button-small\" href=\"\($0)\" rel=\"next\">Older →</a>" as HTML })
        </nav>
        """
    }

    func group(_ group: Group) -> HTML {
        let reason = group.hideReason
        let heading: HTML = group.itemHref.map { "<a href=\"\($0)\">\(group.title)</a>" } ?? "\(group.title)"
        return """
            <li class="panel report-group" id="report-\(group.kind.rawValue)-\(group.id)">
              <p class="card-kicker">\(group.kindLabel) · \(group.countText) · latest \(group.latest)\(group.resolution.map { " · <span class=\"badge badge-muted\">\($0)</span>" as HTML })\(if: group.hiddenNote != nil, " · <span class=\"badge badge-hidden\">Hidden</span>")</p>
              <div class="report-preview">
                \(group.imageURL.map { "<img src=\"\($0)\" alt=\"\" width=\"160\" height=\"120\" loading=\"lazy\">" as HTML })
                <div>
                  <h2 class="report-title">\(heading)</h2>
                  \(group.isGone ? "<p class=\"muted\">This \(group.kind.noun) no longer exists.</p>" as HTML : nil)
                  \(group.body.map { "<p class=\"report-body\">\($0)</p>" as HTML })
                  \(group.ownerName.map { name in "<p class=\"small\">By <a href=\"\(group.ownerHref ?? "")\">\(name)</a>\(group.cookingHref.map { " · <a href=\"\($0)\">cooking entries and points</a>" as HTML })</p>" as HTML })
                  \(group.hiddenNote.map { "<p class=\"small muted\">\($0)</p>" as HTML })
                </div>
              </div>
              <p><strong>Reasons:</strong> \(group.reasons)</p>
              \(group.showReporters ? """
                <details class="report-entries">
                  <summary>Who reported it, and what they wrote</summary>
                  <ul>
                    \(HTML(each: group.reports) { "<li><strong>\($0.reporter)</strong> · \($0.reason) · <span class=\"muted small\">\($0.when)</span>\($0.note.map { "<br><span class=\"report-note\">\($0)</span>" as HTML })</li>" })
                  </ul>
                </details>
                """ as HTML : "<p class=\"small muted\">This is yours, so who reported it is not shown.</p>")
              \(if: group.resolution == nil, actions(group, reason: reason))
            </li>
            """
    }

    func actions(_ group: Group, reason: FormField) -> HTML {
        """
        <div class="report-actions">
          <form method="post" action="\(group.dismissAction)" class="inline-form">
            \(Partials.csrf(layout))
            <input type="hidden" name="back" value="\(back)">
            <button type="submit" class="button button-small button-secondary">\(group.isGone ? "Clear" : "Dismiss")</button>
          </form>
          \(if: group.canHide, """
            <form method="post" action="\(group.hideAction)" class="report-hide" novalidate>
              \(Partials.csrf(layout))
              <input type="hidden" name="back" value="\(back)">
              <div class="\(Partials.fieldClass(reason))">
                <label for="\(reason.id)">Reason for hiding <span class="muted small">(its owner is shown this)</span></label>
                <input id="\(reason.id)" name="reason" type="text" maxlength="500" value="\(reason.value)" required\(Partials.invalid(reason))>
                \(Partials.fieldError(reason))
              </div>
              <button type="submit" class="button button-small">Hide</button>
            </form>
            """)
          \(if: group.canDelete, """
            <details class="danger-zone report-delete">
              <summary>Delete…</summary>
              <form method="post" action="\(group.deleteAction)">
                \(Partials.csrf(layout))
                <input type="hidden" name="back" value="\(back)">
                <p class="small">\(group.deleteNote) This can't be undone.</p>
                <button type="submit" class="button button-small button-danger">Yes, delete this \(group.kind.noun)</button>
              </form>
            </details>
            """)
        </div>
        """
    }
}
