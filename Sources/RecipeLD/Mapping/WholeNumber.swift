/// Rounds numbers from untrusted input to an `Int`, refusing values that are negative, not
/// finite or absurdly large: `Int(_:)` would trap on some of them.
enum WholeNumber {
    static let limit = 10_000_000.0

    static func rounded(_ value: Double) -> Int? {
        guard value.isFinite, value >= 0, value < limit else { return nil }
        return Int(value.rounded(.toNearestOrAwayFromZero))
    }
}
