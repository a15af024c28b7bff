#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import PantrixTestSupport
import RecipeLD
import Templates

extension PageSamples {
    /// After importing a file of four recipes: three in, one problem.
    static let importRecipes = ImportPage(layout: layout("Import recipes", section: nil, hasForm: true), report: SampleRecords.importReport)
}
