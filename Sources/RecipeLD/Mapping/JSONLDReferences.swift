/// Looks up nodes by `@id`, so that `"author": {"@id": "#person"}` can be read from the
/// Person node elsewhere in a `@graph` (the way Yoast SEO links WordPress pages together).
struct JSONLDReferences {
    private var nodes: [String: [String: JSONLDValue]] = [:]

    init(_ root: JSONLDValue) {
        collect(root)
    }

    private mutating func collect(_ value: JSONLDValue) {
        switch value {
        case .array(let items):
            items.forEach { collect($0) }
        case .object(let members):
            // A node with nothing but an @id is itself a reference, not a definition. When a node
            // is described in several places (Yoast repeats the author's name next to the link),
            // the fullest description wins.
            if case .string(let id)? = members["@id"], members.count > 1, members.count > nodes[id]?.count ?? 0 {
                nodes[id] = members
            }
            members.values.forEach { collect($0) }
        default:
            break
        }
    }

    /// The node `value` refers to, or `value` itself when it is not a bare reference.
    func resolve(_ value: JSONLDValue) -> JSONLDValue {
        guard let members = value.object, members.count == 1,
              case .string(let id)? = members["@id"], let node = nodes[id] else { return value }
        return .object(node)
    }
}
