import Hummingbird
import PantrixCore

extension Parameters {
    /// The reported item a path names (`{kind}/{id}` in "/report/{kind}/{id}"), or `missing`
    /// thrown: an unknown kind names nothing, as an unknown id doesn't.
    func reportedItem(otherwise missing: @autoclosure () -> any Error) throws -> ReportedItem {
        guard let kind = get("kind").flatMap(ReportKind.init(rawValue:)) else { throw missing() }
        return ReportedItem(kind, try id(otherwise: missing()))
    }
}
