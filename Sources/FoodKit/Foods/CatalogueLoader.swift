import Foundation

/// Reads the derived USDA resources written by scripts/derive-usda.py.
enum CatalogueLoader {
    enum LoadError: Error, CustomStringConvertible {
        case missingResource(String)

        var description: String {
            switch self {
            case .missingResource(let name): "FoodKit resource \(name) is missing from the bundle"
            }
        }
    }

    static func resource(_ name: String) throws -> String {
        let parts = name.split(separator: ".")
        guard parts.count == 2,
              let url = Bundle.module.url(forResource: String(parts[0]), withExtension: String(parts[1]), subdirectory: "Resources")
                ?? Bundle.module.url(forResource: String(parts[0]), withExtension: String(parts[1]))
        else { throw LoadError.missingResource(name) }
        return try String(contentsOf: url, encoding: .utf8)
    }

    static func foods(foodsTSV: String, measuresTSV: String) -> [Food] {
        let measures = self.measures(measuresTSV)
        var foods: [Food] = []
        foods.reserveCapacity(7500)
        for columns in TSV.rows(foodsTSV).dropFirst() where columns.count >= 5 + Nutrient.allCases.count {
            var values = [Double](repeating: 0, count: Nutrient.allCases.count)
            var missing: Set<Nutrient> = []
            for (offset, nutrient) in Nutrient.allCases.enumerated() {
                if let value = Double(columns[5 + offset]) { values[offset] = value } else { missing.insert(nutrient) }
            }
            let id = String(columns[0])
            let common = columns[3].isEmpty ? [] : columns[3].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            foods.append(Food(id: id, description: String(columns[2]), group: FoodGroup(code: String(columns[1])),
                              commonNames: common, refusePercent: Double(columns[4]),
                              nutrientsPer100g: NutritionFacts(ordered: values, missing: missing),
                              measures: measures[id] ?? []))
        }
        return foods
    }

    private static func measures(_ tsv: String) -> [String: [HouseholdMeasure]] {
        var result: [String: [HouseholdMeasure]] = [:]
        for columns in TSV.rows(tsv) where columns.count >= 4 {
            guard let amount = Double(columns[1]), let grams = Double(columns[3]) else { continue }
            result[String(columns[0]), default: []].append(HouseholdMeasure(amount: amount, description: String(columns[2]), grams: grams))
        }
        return result
    }
}
