/// "★ 4.5 (12)" for cards; "4.5 out of 5 from 12 ratings" for the recipe page.
package enum Stars {
    package static func short(average: Double?, count: Int) -> String? {
        guard let average, count > 0 else { return nil }
        return "★ \(oneDecimal(average)) (\(count))"
    }

    package static func long(average: Double?, count: Int) -> String {
        guard let average, count > 0 else { return "No ratings yet" }
        return "\(oneDecimal(average)) out of 5 from \(count == 1 ? "1 rating" : "\(count) ratings")"
    }

    package static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
