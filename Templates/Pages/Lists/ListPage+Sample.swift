#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: touch Package.swift so SwiftPM lists this +Sample.swift file in TemplateSamples again")
#endif

import FoodKit
import PantrixCore
import Templates

extension PageSamples {
    /// The viewer's own public list of twelve.
    static let list = ListPage(
        layout: layout(SampleRecords.listDetail.list.name, section: .favourites), detail: SampleRecords.listDetail,
        marks: marks(SampleRecords.listDetail.cards))
}
