/// What most kitchens keep beyond salt, pepper and water, offered once as a checklist: a pantry
/// typed in as fresh food alone would otherwise find every cake missing baking powder.
/// Each name is read by FoodKit like a pantry line, so it becomes the same ingredient key as the
/// recipe lines it covers (a test keeps every one matched to a food).
package struct KitchenBasic: Sendable, Equatable {
    package let group: String
    package let name: String
    /// Ticked at first: kept by nearly every kitchen that cooks at all.
    package let common: Bool
}

package enum KitchenBasics {
    package static let groups = ["Oils and vinegars", "Baking", "Spices and dried herbs", "Sauces and condiments", "Drinks"]

    package static let all: [KitchenBasic] = table.flatMap { group, names in
        names.map { name in KitchenBasic(group: group, name: name.hasPrefix("-") ? String(name.dropFirst()) : name, common: !name.hasPrefix("-")) }
    }

    /// Per group, the basics: a leading "-" marks one offered but not ticked.
    private static let table: [(String, [String])] = [
        ("Oils and vinegars", [
            "olive oil", "vegetable oil", "cider vinegar", "red wine vinegar", "-balsamic vinegar", "-sesame oil", "-rice vinegar",
            "-cooking spray",
        ]),
        ("Baking", [
            "all-purpose flour", "sugar", "brown sugar", "baking powder", "baking soda", "vanilla extract", "cornstarch", "honey",
            "-powdered sugar", "-yeast", "-cocoa powder", "-oats",
        ]),
        ("Spices and dried herbs", [
            "ground cinnamon", "ground nutmeg", "paprika", "ground cumin", "chili powder", "dried oregano", "dried thyme", "bay leaves",
            "garlic powder", "red pepper flakes", "-onion powder", "-ground ginger", "-curry powder", "-mustard powder", "-ground cloves",
            "-turmeric", "-dried rosemary", "-allspice", "-mixed dried herbs",
        ]),
        ("Sauces and condiments", [
            "soy sauce", "ketchup", "mayonnaise", "mustard", "worcestershire sauce", "tomato paste", "-hot sauce", "-fish sauce",
            "-maple syrup", "-peanut butter",
        ]),
        ("Drinks", ["coffee", "tea", "-white wine", "-red wine"]),
    ]
}
