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
    /// decodes in full. Unknown names are skipped, as the decoder skips them. Names come in label
    /// order as written, so each is first compared with the one expected next.
    public init?(storedJSON text: String) {
        var text = text
        guard let values = text.withUTF8(Self.storedValues) else { return nil }
        self.init(ordered: values, missing: [])
    }

    /// `allCases` is made anew on each call.
    private static let nutrients = Nutrient.allCases

    private static func storedValues(_ bytes: UnsafeBufferPointer<UInt8>) -> [Double]? {
        var values = [Double](repeating: 0, count: nutrients.count)
        var expected = 0
        var index = 0
        func skipSpace() { while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 { index += 1 } }
        func take(_ byte: UInt8) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        guard take(UInt8(ascii: "{")) else { return nil }
        if !take(UInt8(ascii: "}")) {
            repeat {
                guard take(UInt8(ascii: "\"")) else { return nil }
                let nameStart = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
                let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<index])
                guard take(UInt8(ascii: "\"")), take(UInt8(ascii: ":")) else { return nil }
                skipSpace()
                let numberStart = index
                while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
                guard let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[numberStart..<index]), as: UTF8.self)), value.isFinite else {
                    return nil
                }
                let nutrient = expected < nutrients.count && nutrients[expected].rawValue.utf8.elementsEqual(name)
                    ? nutrients[expected] : Nutrient(rawValue: String(decoding: name, as: UTF8.self))
                if let nutrient {
                    values[nutrient.offset] = value
                    expected = nutrient.offset + 1
                }
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return nil }
        }
        skipSpace()
        guard index == bytes.count else { return nil }
        return values
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): true
        default: false
        }
    }
}
