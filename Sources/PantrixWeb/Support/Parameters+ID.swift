import Hummingbird

extension Parameters {
    /// The path's row id (`{id}` in "/recipes/{id}"), or `missing` thrown: a path whose id isn't a
    /// number names nothing, so it is the same not-found page as a number no row has.
    func id(_ name: String = "id", otherwise missing: @autoclosure () -> any Error) throws -> Int64 {
        guard let value = get(name).flatMap({ Int64($0) }) else { throw missing() }
        return value
    }
}
