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
    package var household: HouseholdNote?
    package let items: [ItemView]
    package let staples: [StapleView]
    package let vocabulary: [String]
    package var item = FormField(id: "item")
    package var useBy = FormField(id: "useBy")
    package var lines = FormField(id: "lines")
    /// A barcode typed (or scanned with the camera where the browser can).
    package var barcode = FormField(id: "barcode")
    package var staple = FormField(id: "staple")
    package var notes: [String] = []
    /// Until the kitchen answers it.
    package var basicsOffer: KitchenBasicsOffer?

    package init(layout: LayoutModel, items: [PantryItem], staples: [Staple], vocabulary: [String]) {
        self.layout = layout
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
