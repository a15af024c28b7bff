/// Diet labels a recipe can earn. Each is claimed only when every ingredient line was
/// matched to a food whose USDA group and description support it.
public enum DietTag: String, CaseIterable, Sendable, Hashable, Codable {
    case vegetarian, vegan
    case glutenFree = "gluten-free"
    case dairyFree = "dairy-free"
    case nutFree = "nut-free"
}
