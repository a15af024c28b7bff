import Testing
import RecipeLD

@Suite struct InstructionTests {
    private func steps(_ json: String) -> [String]? {
        importRecipeJSON(#""name": "S", "recipeIngredient": ["x"], "recipeInstructions": "# + json)?.steps
    }

    @Test func splitsTextOnLinesAndRemovesNumbering() {
        #expect(steps(#""1. Mix the flour.\n2) Add water.\n\nStep 3: Knead.\n• Rest 1.5 hours.""#) == [
            "Mix the flour.", "Add water.", "Knead.", "Rest 1.5 hours.",
        ])
    }

    @Test func splitsHTMLParagraphsAndBreaks() {
        #expect(steps(#""<p>Mix.</p><p>Bake at 180&deg;C.</p>Cool<br />Serve""#) == ["Mix.", "Bake at 180°C.", "Cool", "Serve"])
    }

    @Test func splitsInlineNumberedText() {
        #expect(steps(#""1. Boil 2 l water. 2. Add 500 g pasta. 3. Drain after 10 min.""#) == [
            "Boil 2 l water.", "Add 500 g pasta.", "Drain after 10 min.",
        ])
        #expect(steps(#""Bake for 2. Then rest.""#) == ["Bake for 2. Then rest."])
    }

    @Test func keepsLeadingQuantitiesThatAreNotNumbering() {
        #expect(steps(#"["10 minutes before serving, warm the plates.", "1.5 kg of potatoes go in next.", "Step by step, fold."]"#) == [
            "10 minutes before serving, warm the plates.", "1.5 kg of potatoes go in next.", "Step by step, fold.",
        ])
    }

    @Test func readsArrayOfStringsAndHowToSteps() {
        #expect(steps(#"["Step 1", "Chop.", {"@type": "HowToStep", "text": "<p>Fry.</p>"}, {"@type": "HowToStep", "name": "Serve."}, {"@type": "HowToStep"}]"#) == [
            "Chop.", "Fry.", "Serve.",
        ])
    }

    @Test func flattensHowToSectionsInOrder() {
        let json = #"""
        [
          {"@type": "HowToSection", "name": "Ragù", "itemListElement": [
            {"@type": "HowToStep", "text": "Brown the mince."},
            {"@type": "HowToStep", "text": "Add tomatoes; simmer 1 hour."}
          ]},
          {"@type": "HowToSection", "name": "Béchamel", "itemListElement": [
            {"@type": "HowToStep", "text": "Melt butter, whisk in flour."},
            {"@type": "HowToStep", "itemListElement": [{"@type": "HowToDirection", "text": "Whisk in the milk until thick."}]}
          ]},
          {"@type": "HowToStep", "text": "Layer and bake for 45 minutes."}
        ]
        """#
        #expect(steps(json) == [
            "Brown the mince.", "Add tomatoes; simmer 1 hour.", "Melt butter, whisk in flour.",
            "Whisk in the milk until thick.", "Layer and bake for 45 minutes.",
        ])
    }
}
