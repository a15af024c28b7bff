/// A food from the USDA SR21 catalogue.
public struct Food: Sendable, Hashable, Identifiable, Codable {
    /// The 5-digit NDB number, e.g. "01123".
    public let id: String
    /// USDA long description, e.g. "Egg, whole, raw, fresh".
    public let description: String
    public let group: FoodGroup
    /// USDA common names ("cilantro"), often empty.
    public let commonNames: [String]
    /// Inedible share as bought (peel, bone), percent; nil when not given.
    public let refusePercent: Double?
    public let nutrientsPer100g: NutritionFacts
    public let measures: [HouseholdMeasure]
    public let storeSection: StoreSection

    public init(id: String, description: String, group: FoodGroup, commonNames: [String] = [],
                refusePercent: Double? = nil, nutrientsPer100g: NutritionFacts, measures: [HouseholdMeasure] = []) {
        self.id = id
        self.description = description
        self.group = group
        self.commonNames = commonNames
        self.refusePercent = refusePercent
        self.nutrientsPer100g = nutrientsPer100g
        self.measures = measures
        storeSection = StoreSection(group: group, description: description)
    }

    /// Nutrients for an edible weight in grams.
    public func nutrients(grams: Double) -> NutritionFacts { nutrientsPer100g.forGrams(grams) }
}
