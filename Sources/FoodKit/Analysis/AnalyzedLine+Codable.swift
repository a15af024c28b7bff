/// Encodes the parse object of the JSON contract, with "kcal" and "price" for analysis
/// lines. Absent values are written as null, never left out. Warnings stay in the Swift
/// API only: the contract's line object has no key for them. "estimatedFrom" and
/// "subRecipe" came later; readers that do not know them can ignore them.
extension AnalyzedLine: Encodable {
    enum CodingKeys: String, CodingKey {
        case input, quantity, quantityMax, unit, size, name, preparation, comment, food, grams, kcal, price
        case estimatedFrom, subRecipe
    }

    public func encode(to encoder: any Encoder) throws {
        try encode(to: encoder, includeAnalysis: true)
    }

    func encode(to encoder: any Encoder, includeAnalysis: Bool) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(parsed.input, forKey: .input)
        try container.encode(parsed.quantity.map(Self.round3), forKey: .quantity)
        try container.encode(parsed.quantityMax.map(Self.round3), forKey: .quantityMax)
        try container.encode(parsed.unit, forKey: .unit)
        try container.encode(parsed.size, forKey: .size)
        try container.encode(parsed.name, forKey: .name)
        try container.encode(parsed.preparation, forKey: .preparation)
        try container.encode(parsed.comment, forKey: .comment)
        let food = match.map { FoodReference(id: $0.food.id, description: $0.food.description, confidence: Self.round3($0.confidence)) }
        try container.encode(food, forKey: .food)
        try container.encode(grams.grams.map { ($0 * 10).rounded() / 10 }, forKey: .grams)
        try container.encode(match?.estimatedFrom, forKey: .estimatedFrom)
        try container.encode(parsed.isSubRecipe, forKey: .subRecipe)
        guard includeAnalysis else { return }
        try container.encode(kcal.map { ($0 * 10).rounded() / 10 }, forKey: .kcal)
        try container.encode(cost.map { ($0 * 100).rounded() / 100 }, forKey: .price)
    }

    static func round3(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

/// The `parse` command's object: the contract's parse keys only.
public struct ParseOutput: Encodable, Sendable {
    public let line: AnalyzedLine

    public init(_ line: AnalyzedLine) { self.line = line }

    public func encode(to encoder: any Encoder) throws {
        try line.encode(to: encoder, includeAnalysis: false)
    }
}
