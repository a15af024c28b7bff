import Testing
@testable import FoodKit

@Suite struct ParserTests {
    @Test(arguments: ParserCase.all)
    func parsesLikeAPerson(_ expected: ParserCase) {
        let parsed = IngredientParser.parse(expected.input)
        #expect(close(parsed.quantity, expected.quantity), "quantity \(String(describing: parsed.quantity))")
        #expect(close(parsed.quantityMax, expected.quantityMax), "quantityMax \(String(describing: parsed.quantityMax))")
        #expect(parsed.unit == expected.unit)
        #expect(parsed.size == expected.size)
        #expect(parsed.name == expected.name)
        #expect(parsed.preparation == expected.preparation)
        #expect(parsed.comment == expected.comment)
        #expect(parsed.alternatives.count == expected.alternatives.count && zip(parsed.alternatives, expected.alternatives).allSatisfy(same),
                "alternatives \(parsed.alternatives)")
        #expect(parsed.multiplier == expected.multiplier)
        #expect(sameOptional(parsed.packageSize, expected.packageSize), "packageSize \(String(describing: parsed.packageSize))")
        #expect(parsed.container == expected.container)
        #expect(parsed.isHeading == expected.isHeading)
        #expect(parsed.alternativeName == expected.alternative)
        #expect(parsed.isSubRecipe == expected.isSubRecipe)
    }

    @Test func hasEnoughCases() {
        #expect(ParserCase.all.count >= 170)
        #expect(Set(ParserCase.all.map(\.input)).count == ParserCase.all.count, "no duplicate inputs")
    }

    private func close(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (x?, y?): abs(x - y) < 1e-9
        default: false
        }
    }

    private func same(_ a: Amount, _ b: Amount) -> Bool {
        close(a.quantity, b.quantity) && close(a.quantityMax, b.quantityMax) && a.unit == b.unit
    }

    private func sameOptional(_ a: Amount?, _ b: Amount?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (x?, y?): same(x, y)
        default: false
        }
    }
}
