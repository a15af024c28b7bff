#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import FoodKit
import PantrixCore
import RecipeLD
import Templates

extension PageSamples {
    /// After importing a file of four recipes: three in, one problem.
    static let importRecipes: ImportPage = {
        var page = ImportPage(layout: layout("Import recipes", section: nil, hasForm: true))
        page.show(SampleRecords.importReport)
        return page
    }()
}
