#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: touch Package.swift so SwiftPM lists this +Sample.swift file in TemplateSamples again")
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
