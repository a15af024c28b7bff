import PantrixCore

extension GroceriesPage {
    /// "What did you pay?" as sent with "Move checked to pantry": an optional amount per checked
    /// item (`paid-<id>`) and the store, read as prices or with what is wrong with them.
    package struct Payment: Sendable {
        /// The amounts that read as prices, by grocery item.
        package let amounts: [Int64: Double]
        /// The store chosen, as sent: selected again when the form comes back.
        package let store: String?
        /// Each amount as typed, with what is wrong with it.
        let fields: [Int64: FormField]
        let storeError: String?

        package var shopID: Int64? { store.flatMap { Int64($0) } }
        /// Nothing is wrong: the amounts (if any) can be recorded at the store.
        package var isValid: Bool { storeError == nil && fields.values.allSatisfy { $0.error == nil } }

        package init(_ form: [String: String]) {
            var amounts: [Int64: Double] = [:], fields: [Int64: FormField] = [:]
            for (name, value) in form where name.hasPrefix("paid-") {
                guard let id = Int64(name.dropFirst(5)) else { continue }
                var problem: String?
                if !value.trimmingCharacters(in: .whitespaces).isEmpty {
                    do { amounts[id] = try ShopError.paid(value) } catch { problem = (error as? ShopError ?? .paidUnreadable).message }
                }
                fields[id] = FormField(id: name, value: value, error: problem)
            }
            // Amounts that read need a store to be prices at; a wrong amount is said first.
            let storeMissing = !amounts.isEmpty && fields.values.allSatisfy { $0.error == nil } && form["store"].flatMap({ Int64($0) }) == nil
            self.init(amounts: amounts, store: form["store"], fields: fields, storeError: storeMissing ? ShopError.shopMissing.message : nil)
        }

        private init(amounts: [Int64: Double], store: String?, fields: [Int64: FormField], storeError: String?) {
            (self.amounts, self.store, self.fields, self.storeError) = (amounts, store, fields, storeError)
        }

        /// The same form when recording its amounts failed as a whole: the amounts as typed, and
        /// `error` under the store.
        package func refused(_ error: ShopError) -> Payment {
            Payment(amounts: amounts, store: store, fields: fields.filter { amounts[$0.key] != nil }, storeError: error.message)
        }
    }
}
