import Testing
@testable import FoodKit

/// Counted foods agree with their number; foods nobody counts stay as written.
@Suite struct NounNumberTests {
    @Test(arguments: [
        ("onions", false, "onion"), ("onion", true, "onions"), ("red bell pepper", true, "red bell peppers"),
        ("tomato", true, "tomatoes"), ("cherries", false, "cherry"), ("bay leaf", true, "bay leaves"), ("eggs", false, "egg"),
        ("peach", true, "peaches"), ("garlic", true, "garlic"), ("kohlrabi", true, "kohlrabi"), ("hummus", false, "hummus"),
        ("Limes", false, "Lime"),
    ])
    func agrees(_ example: (String, Bool, String)) {
        #expect(NounNumber.agree(example.0, plural: example.1) == example.2)
    }

    @Test func oneAndFractionsAreSingular() {
        #expect(!NounNumber.isPlural(1) && !NounNumber.isPlural(0.5))
        #expect(NounNumber.isPlural(2) && NounNumber.isPlural(1.5) && NounNumber.isPlural(0))
    }
}
