#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
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
