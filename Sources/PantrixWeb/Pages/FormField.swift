/// One form input as a template sees it: its element id, what was typed and what is wrong with it.
/// `partials/field-error` renders the error next to the input, with the id `aria-describedby` points at.
struct FormField: Sendable {
    let id: String
    var value: String
    var error: String?

    init(id: String, value: String? = nil, error: String? = nil) {
        self.id = id
        self.value = value ?? ""
        self.error = error
    }
}
