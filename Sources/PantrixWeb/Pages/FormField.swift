/// One form input as a template sees it: what was typed and what is wrong with it.
struct FormField: Sendable {
    var value: String
    var error: String?

    init(_ value: String? = nil, error: String? = nil) {
        self.value = value ?? ""
        self.error = error
    }
}
