import Foundation

/// `recipeYield` split into a serving count and the text it was written as.
struct RecipeYield: Equatable {
    var servings: Int?
    /// nil when the yield was only a number, so "4" and 4 read the same.
    var text: String?

    /// Reads a number, "4", "4 servings", "Serves 4-6", a QuantitativeValue, or an array of
    /// these (sites often send `["4", "4 servings"]`): the first number found gives the
    /// servings, the first text that is more than a number gives the text.
    init(_ value: JSONLDValue?) {
        for element in value?.elements ?? [] {
            switch element {
            case .number(let number):
                servings = servings ?? Self.servings(from: number)
            case .string(let raw):
                let text = HTMLTextCleaner.line(raw)
                if let number = Double(text) {
                    servings = servings ?? Self.servings(from: number)
                } else if !text.isEmpty {
                    servings = servings ?? Self.firstInteger(in: text)
                    self.text = self.text ?? text
                }
            case .object(let members):
                if case .number(let number)? = members["value"] {
                    servings = servings ?? Self.servings(from: number)
                }
            default:
                break
            }
        }
    }

    /// The `recipeYield` to export such that importing it gives `servings` and `text` back.
    static func exportValue(servings: Int?, text: String?) -> JSONLDValue? {
        switch (servings, text) {
        case let (servings?, text?):
            if RecipeYield(.string(text)).servings == servings { return .string(text) }
            return .array([.string(String(servings)), .string(text)])
        case let (servings?, nil):
            return .string(String(servings))
        case let (nil, text?):
            return .string(text)
        case (nil, nil):
            return nil
        }
    }

    private static func servings(from number: Double) -> Int? {
        guard let whole = WholeNumber.rounded(number), whole > 0 else { return nil }
        return whole
    }

    /// The first run of ASCII digits: "Serves 4-6" gives 4, "Makes 12 cookies" gives 12.
    private static func firstInteger(in text: String) -> Int? {
        let digits = text.drop { !$0.isASCII || !$0.isNumber }.prefix { $0.isASCII && $0.isNumber }
        guard digits.count <= 6, let value = Int(digits), value > 0 else { return nil }
        return value
    }
}
