import PantrixCore

extension Partials {
    /// The "Report…" menu: a `<details>` with a small form, so it works without JavaScript.
    static func reportMenu(_ menu: ReportMenu, layout: LayoutModel, open: Bool = false) -> HTML {
        let note = menu.note
        return """
            <details class="report-menu"\(if: open, " open")>
              <summary>Report…<span class="visually-hidden"> this \(menu.kind.noun)</span></summary>
              <form method="post" action="\(menu.action)" class="report-form">
                \(csrf(layout))
                <input type="hidden" name="back" value="\(menu.back)">
                <fieldset class="report-reasons\(if: menu.reasonError != nil, " has-error")"\(if: menu.reasonError != nil, " aria-describedby=\"\(menu.idPrefix)-reason-error\"")>
                  <legend>What's wrong with this \(menu.kind.noun)?</legend>
                  \(HTML(each: menu.reasons) { reason in
                    "<label class=\"choice\"><input type=\"radio\" name=\"reason\" value=\"\(reason.value)\"\(if: reason.checked, " checked") required> \(reason.label)</label>"
                  })
                  \(menu.reasonError.map { "<p class=\"field-error\" id=\"\(menu.idPrefix)-reason-error\">\($0)</p>" as HTML })
                </fieldset>
                <div class="\(fieldClass(note))">
                  <label for="\(note.id)">Anything the moderators should know? <span class="muted small">(optional)</span></label>
                  <textarea id="\(note.id)" name="note" rows="2" maxlength="\(menu.maxNote)"\(invalid(note))>\(note.value)</textarea>
                  \(fieldError(note))
                </div>
                <button type="submit" class="button button-small">Send report</button>
                <p class="hint">Only the moderators see reports. Nobody else is told who sent one.</p>
              </form>
            </details>
            """
    }

    /// What the owner of a hidden item reads on it.
    static func moderationNotice(_ text: String?) -> HTML? {
        text.map { "<p class=\"notice notice-warning moderation-notice\" role=\"note\">\($0)</p>" }
    }

}

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
