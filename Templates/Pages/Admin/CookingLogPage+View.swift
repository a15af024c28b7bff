import PantrixCore

/// /admin/reports/cooks/{id}
extension CookingLogPage: Page {
    package var content: HTML {
        """
        \(Partials.adminTabs(.reports))
        <h1>Cooking entries of \(username)</h1>
        <p class="lead">Void an entry to take its points back, for example one that was never cooked. <a href="\(profileHref)">\(username)</a> sees the reason in their cooking history.</p>
        \(entries.isEmpty ? "<p class=\"empty-state\">No dishes logged.</p>" : """
          <ul class="history-list moderation-history">
            \(HTML(each: entries, entry))
          </ul>
          """ as HTML)
        """
    }

    func entry(_ entry: Entry) -> HTML {
        let reason = entry.reason
        return """
            <li id="entry-\(entry.id)">
              <span>\(entry.href.map { "<a href=\"\($0)\">\(entry.title)</a>" as HTML } ?? "\(entry.title)")</span>
              <span class="muted small">\(entry.when)\(entry.used.map { " · \($0)" as HTML })</span>
              <span class="badge badge-muted">\(entry.points)</span>
              \(if: entry.canVoid, """
                <details class="void-entry"\(if: reason.error != nil, " open")>
                  <summary>Void…</summary>
                  <form method="post" action="\(entry.voidAction)" novalidate>
                    \(Partials.csrf(layout))
                    <div class="\(Partials.fieldClass(reason))">
                      <label for="\(reason.id)">Reason <span class="muted small">(shown to \(username))</span></label>
                      <input id="\(reason.id)" name="reason" type="text" maxlength="500" value="\(reason.value)" required\(Partials.invalid(reason))>
                      \(Partials.fieldError(reason))
                    </div>
                    <button type="submit" class="button button-small button-danger">Void its points</button>
                  </form>
                </details>
                """)
            </li>
            """
    }
}
