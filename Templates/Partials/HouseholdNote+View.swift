import PantrixCore

extension Partials {
    /// "Shared with Ann's flat: ben, eve" under a shared page's heading.
    static func householdNote(_ note: HouseholdNote?) -> HTML? {
        note.map { note in
            let others = note.others.isEmpty ? "" : " with " + note.others.joined(separator: ", ")
            return """
                <p class="household-note"><span aria-hidden="true">⌂</span> Shared\(others) in <a href="\(SiteURL.household)">\(note.name)</a>.</p>
                """
        }
    }
}
