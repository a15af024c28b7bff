/// Encodes as a flat object with one key per nutrient, in label order, as the analysis
/// JSON contract requires. Values are rounded to 0.01 for display.
extension NutritionFacts: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for nutrient in Nutrient.allCases {
            try container.encode((self[nutrient] * 100).rounded() / 100, forKey: Key(stringValue: nutrient.rawValue))
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var values: [Nutrient: Double] = [:]
        for nutrient in Nutrient.allCases {
            values[nutrient] = try container.decodeIfPresent(Double.self, forKey: Key(stringValue: nutrient.rawValue))
        }
        self.init(values: values)
    }
}
