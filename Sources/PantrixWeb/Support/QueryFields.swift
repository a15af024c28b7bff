import Hummingbird

/// The URL's query read as a form sends it (`application/x-www-form-urlencoded`: `+` is a space,
/// then percent-decoding), for every page that reads one. Hummingbird's `uri.queryParameters`
/// only percent-decodes, so a GET form's "lemon chicken" would come back as "lemon+chicken".
struct QueryFields: Sendable {
    private let pairs: [(String, String)]

    init(_ query: String?) {
        pairs = FormFields.pairs(in: query ?? "")
    }

    /// The first value given for `name`.
    func get(_ name: String) -> String? {
        pairs.first { $0.0 == name }?.1
    }

    /// Every value given for `name`, in order (checkbox groups).
    func getAll(_ name: String) -> [String] {
        pairs.filter { $0.0 == name }.map(\.1)
    }

    /// Every field; when a name repeats, the first value wins.
    var all: [String: String] {
        var fields: [String: String] = [:]
        for (key, value) in pairs where fields[key] == nil { fields[key] = value }
        return fields
    }
}

extension Request {
    /// The query string's fields, decoded as a form sends them.
    var queryFields: QueryFields { QueryFields(uri.query) }
}
