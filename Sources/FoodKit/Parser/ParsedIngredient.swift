/// One ingredient line split into its parts. Every word of `input` is in exactly one
/// field; `tokens` records which.
public struct ParsedIngredient: Sendable, Hashable, Codable {
    /// The original text, untouched.
    public var input: String
    public var quantity: Double?
    /// Upper end of a range ("2-3 cloves").
    public var quantityMax: Double?
    /// Canonical unit name ("cup", "g", "clove").
    public var unit: String?
    public var size: String?
    public var name: String
    public var preparation: String?
    public var comment: String?
    /// The same amount written another way: the "7oz" of "200g/7oz".
    public var alternatives: [Amount]
    /// The "2" of "2 x 400g".
    public var multiplier: Double?
    /// What one item holds: the "14 oz" of "1 (14 oz) can".
    public var packageSize: Amount?
    /// Packaging named after a weighed amount: the "tin" of "400g tin tomatoes".
    public var container: String?
    /// Amounts added to the first: the "2 tbsp" of "1 cup plus 2 tbsp".
    public var additional: [Amount]
    /// A weight or volume in brackets after the food ("4 cod fillets (about 150 g each)");
    /// it says what the counted items weigh, so it outranks a household measure.
    public var statedAmount: StatedAmount?
    /// A section title such as "For the sauce:".
    public var isHeading: Bool
    /// Something made by another part of the recipe ("1 batch pizza dough (see above)"):
    /// it has no food of its own.
    public var isSubRecipe: Bool
    /// The other food offered: the "chicken stock" of "vegetable or chicken stock". The name
    /// keeps both as written; matching uses the first.
    public var alternativeName: String?
    public var tokens: [LabelledToken]

    public init(input: String) {
        self.input = input
        name = ""
        alternatives = []
        additional = []
        isHeading = false
        isSubRecipe = false
        tokens = []
    }

    /// The first amount as one value, nil without a quantity.
    public var amount: Amount? {
        quantity.map { Amount(quantity: $0, quantityMax: quantityMax, unit: unit) }
    }
}
