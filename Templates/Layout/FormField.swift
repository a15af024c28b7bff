import PantrixCore

/// One form input as a template sees it: its element id, what was typed and what is wrong with it.
/// `partials/field-error` renders the error next to the input, with the id `aria-describedby` points at.
package struct FormField: Sendable {
    package let id: String
    package var value: String
    package var error: String?

    package init(id: String, value: String? = nil, error: String? = nil) {
        self.id = id
        self.value = value ?? ""
        self.error = error
    }
}

/// One choice of a select or a group of checkboxes: `{{#selected}} selected{{/selected}}` or
/// `{{#selected}} checked{{/selected}}` in the template.
package struct FormOption: Sendable {
    package let value: String
    package let label: String
    package let selected: Bool

    /// Every recipe category, in the site's order.
    package static func categories(selected: (String) -> Bool) -> [FormOption] {
        RecipeCategory.allCases.map { FormOption(value: $0.rawValue, label: $0.label, selected: selected($0.rawValue)) }
    }

    package init(value: String, label: String, selected: Bool) {
        self.value = value
        self.label = label
        self.selected = selected
    }
}
