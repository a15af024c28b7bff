import FoodKit
import Foundation
import PantrixCore

/// /pantry: add, edit and remove what you have; staples; autocomplete vocabulary.
package struct PantryPage: Sendable {
    package struct ItemView: Sendable {
        package let id: Int64
        package let name: String
        package let text: String
        /// "12", "1.5 kg", "2 bunches + 200 g": beside the name, which the text repeats.
        package let amount: String?
        /// The date input's value ("" for none).
        package let useBy: String
        /// "25 Nov" after "use by" (or the status), only when there is a date.
        package let useByText: String?
        package let status: String?
        package let statusClass: String
        package let recognised: Bool
        package let suggestions: String?
    }

    package struct StapleView: Sendable {
        package let key: String
        package let name: String
    }

    package let layout: LayoutModel
    /// Set while the viewer shares this page with a household.
    package let household: HouseholdNote?
    package let items: [ItemView]
    package let staples: [StapleView]
    package let vocabulary: [String]
    package let item: FormField
    package let useBy: FormField
    package let lines: FormField
    /// A barcode typed (or scanned with the camera where the browser can).
    package let barcode: FormField
    package let staple = FormField(id: "staple")
    /// Until the kitchen answers it.
    package let basicsOffer: KitchenBasicsOffer?

    /// A form sent back as typed with what is wrong with it.
    package enum Rejected: Sendable {
        case barcode(typed: String, error: String)
        /// One item (`lines` nil) or several lines at once, with the use-by date as typed.
        case add(item: String?, lines: String?, useBy: String, error: String)
    }

    /// `basicsPending`: the kitchen has not answered the kitchen-basics checklist yet.
    package init(
        layout: LayoutModel, items: [PantryItem], staples: [Staple], vocabulary: [String], household: HouseholdNote? = nil,
        basicsPending: Bool = false, rejected: Rejected? = nil
    ) {
        self.layout = layout
        self.household = household
        basicsOffer = basicsPending ? KitchenBasicsOffer(back: SiteURL.pantry.path) : nil
        switch rejected {
        case .barcode(let typed, let error):
            (item, useBy, lines) = (FormField(id: "item"), FormField(id: "useBy"), FormField(id: "lines"))
            barcode = FormField(id: "barcode", value: typed, error: error)
        case .add(let typedItem, let typedLines, let typedUseBy, let error):
            item = typedLines == nil ? FormField(id: "item", value: typedItem, error: error) : FormField(id: "item")
            lines = typedLines.map { FormField(id: "lines", value: $0, error: error) } ?? FormField(id: "lines")
            useBy = FormField(id: "useBy", value: typedUseBy)
            barcode = FormField(id: "barcode")
        case nil:
            (item, useBy, lines, barcode) = (FormField(id: "item"), FormField(id: "useBy"), FormField(id: "lines"), FormField(id: "barcode"))
        }
        let today = layout.now
        let todayText = UseByDate.string(today), soon = UseByDate.string(today.addingTimeInterval(3 * 86_400))
        self.items = items.map { item in
            let (status, css): (String?, String) = switch item.useBy {
            case let date? where date < todayText: ("expired", "item-expired")
            case let date? where date <= soon: ("use soon", "item-soon")
            default: (nil, "")
            }
            let amounts = item.amountList.map(\.text)
            return ItemView(
                id: item.id ?? 0, name: item.name, text: item.text, amount: amounts.isEmpty ? nil : amounts.joined(separator: " + "),
                useBy: item.useBy ?? "", useByText: item.useBy.map(DateText.dayMonth), status: status, statusClass: css,
                recognised: item.isRecognised,
                suggestions: item.isRecognised ? nil : PantryEntry.suggestions(for: item.name).joined(separator: "; "))
        }
        self.staples = staples.map { StapleView(key: $0.ingredientKey, name: $0.name) }
        self.vocabulary = vocabulary
    }
}
