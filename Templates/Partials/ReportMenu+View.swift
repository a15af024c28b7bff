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
