#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: touch Package.swift so SwiftPM lists this +Sample.swift file in TemplateSamples again")
#endif

import FoodKit
import PantrixCore
import Templates

extension PageSamples {
    static let lists = ListsPage(layout: layout("Your lists", section: .favourites, hasForm: true), lists: SampleRecords.lists)
}
