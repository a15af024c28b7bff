import PantrixCore

extension InvitesPage {
    /// The form that makes a link, as typed, each field with what is wrong with it.
    package struct Fields: Sendable {
        /// What a new page offers: one account, for a week.
        package static let blank = Fields(uses: "1", days: "7", note: "")

        package let uses: FormField
        package let days: FormField
        package let note: FormField
        /// The invitation asked for, once every field is right.
        package let invitation: (uses: Int, days: Int, note: String)?

        /// Checks the fields against `AppDatabase.inviteLimits` and a note of 200 characters at most.
        package init(uses: String, days: String, note: String) {
            let limits = AppDatabase.inviteLimits
            let useCount = Int(uses).flatMap { (1...limits.maxUses).contains($0) ? $0 : nil }
            let dayCount = Int(days).flatMap { (1...limits.maxDays).contains($0) ? $0 : nil }
            self.uses = FormField(id: "uses", value: uses, error: useCount == nil ? "A whole number from 1 to \(limits.maxUses)." : nil)
            self.days = FormField(id: "days", value: days, error: dayCount == nil ? "A whole number of days from 1 to \(limits.maxDays)." : nil)
            self.note = FormField(id: "note", value: note, error: note.count > 200 ? "At most 200 characters." : nil)
            invitation = if let useCount, let dayCount, self.note.error == nil { (useCount, dayCount, note) } else { nil }
        }
    }
}
