import PantrixCore

/// The kitchen-basics checklist, offered on the pantry and cook-now pages until answered: each
/// basic a checkbox named by its place in the table (`basic-12`), the common ones ticked.
package struct KitchenBasicsOffer: Sendable {
    package struct Group: Sendable {
        package let name: String
        package let choices: [FormOption]
    }

    package let groups: [Group]
    /// Where the answer returns to.
    package let back: String

    package init(back: String) {
        groups = Self.checklist
        self.back = back
    }

    /// The same for every kitchen, so made once.
    private static let checklist: [Group] = {
        let numbered = Array(KitchenBasics.all.enumerated())
        return KitchenBasics.groups.map { group in
            Group(name: group, choices: numbered.filter { $0.element.group == group }.map { index, basic in
                FormOption(value: "basic-\(index)", label: basic.name, selected: basic.common)
            })
        }
    }()

    /// The names ticked in a posted answer.
    package static func taken(_ fields: [String: String]) -> [String] {
        KitchenBasics.all.enumerated().compactMap { index, basic in fields["basic-\(index)"] == nil ? nil : basic.name }
    }
}
