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

extension NutritionFacts {
    /// The stored form as `encode(to:)` writes it, a flat JSON object of numbers, read without
    /// JSONDecoder (every recipe page reads one); nil for anything else, which the caller then
    /// decodes in full. Unknown names are skipped, as the decoder skips them.
    public init?(storedJSON text: String) {
        var body = Substring(text).trimmingCharacters(in: .whitespacesAndNewlines)[...]
        guard body.hasPrefix("{"), body.hasSuffix("}") else { return nil }
        body = body.dropFirst().dropLast()
        var values: [Nutrient: Double] = [:]
        for pair in body.split(separator: ",") {
            guard let colon = pair.firstIndex(of: ":") else { return nil }
            let name = pair[..<colon].trimmingCharacters(in: .whitespaces)
            guard name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\""), !name.contains("\\"),
                  let value = Double(pair[pair.index(after: colon)...].trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
            if let nutrient = Nutrient(rawValue: String(name.dropFirst().dropLast())) { values[nutrient] = value }
        }
        self.init(values: values)
    }
}
