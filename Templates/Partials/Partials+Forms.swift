import PantrixCore

extension Partials {
    /// A message about the whole form, read out when it appears.
    static func formError(_ message: String?) -> HTML? {
        message.map { "<p class=\"form-error\" role=\"alert\">\($0)</p>" }
    }

    /// A password input with its label and error; the browser never gets the typed value back.
    static func passwordField(_ field: FormField, name: String, label: String, autocomplete: String, extra: HTML = "") -> HTML {
        """
        <div class="\(fieldClass(field))">
              <label for="\(field.id)">\(label)</label>
              <input id="\(field.id)" name="\(name)" type="password" autocomplete="\(autocomplete)" required\(extra)\(invalid(field))>
              \(fieldError(field))
            </div>
        """
    }

    /// `<option>`s of a select, the chosen one `selected`.
    static func options(_ options: [FormOption]) -> HTML {
        HTML(each: options) { "<option value=\"\($0.value)\"\(if: $0.selected, " selected")>\($0.label)</option>" }
    }

    /// A group of checkboxes sharing one name.
    static func checkboxes(_ options: [FormOption], name: String) -> HTML {
        HTML(each: options) { "<label class=\"check\"><input type=\"checkbox\" name=\"\(name)\" value=\"\($0.value)\"\(if: $0.selected, " checked")> \($0.label)</label>" }
    }

    /// Suggestions for inputs with `list="id"`.
    static func datalist(_ id: String, _ words: [String]) -> HTML {
        "<datalist id=\"\(id)\">\(HTML(each: words) { "<option value=\"\($0)\">" })</datalist>"
    }

    /// A line no food matched, with a select of the closest foods.
    static func unmatchedLine(_ line: AnalyzedLineView) -> HTML {
        """
        <li>
          <input type="hidden" name="sig-\(line.index)" value="\(line.signature)">
          <label for="food-\(line.index)">Line \(line.number): <q>\(line.input)</q></label>
          <select id="food-\(line.index)" name="food-\(line.index)" class="food-choice">
            <option value="">Leave not recognised</option>
            \(HTML(each: line.choices) { "<option value=\"\($0.id)\">\($0.label)</option>" })
          </select>
        </li>
        """
    }

    /// ` aria-describedby="x-hint[ x-error]"[ aria-invalid="true"]` for an input with a hint.
    static func describedByHint(_ field: FormField) -> HTML {
        " aria-describedby=\"\(field.id)-hint\(if: field.error != nil, " \(field.id)-error")\"\(if: field.error != nil, " aria-invalid=\"true\"")"
    }
}
