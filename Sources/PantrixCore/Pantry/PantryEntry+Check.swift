import Foundation

extension PantryEntry {
    /// Lines to add (blank ones dropped) and a use-by date, or what is wrong with them; the form
    /// and the API say the same.
    package static func check(_ lines: [String], useBy useByText: String) -> (kept: [String], useBy: String?, problem: String?) {
        let useBy = UseByDate.parse(useByText)
        let kept = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var problem: String?
        if kept.isEmpty { problem = "Type what you have, e.g. “6 eggs” or “rice”." }
        if kept.count > 200 { problem = "That is \(kept.count) lines; add at most 200 at once." }
        if let long = kept.first(where: { $0.count > 200 }) { problem = "“\(long.prefix(40))…” is too long for one item (200 characters at most)." }
        if !useByText.isEmpty, useBy == nil { problem = "“\(useByText)” is not a date; use the date picker or YYYY-MM-DD." }
        return (kept, useBy, problem)
    }
}
