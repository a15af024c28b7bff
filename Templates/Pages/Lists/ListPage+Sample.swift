#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    /// The viewer's own public list of twelve.
    static let list = ListPage(
        layout: layout(SampleRecords.listDetail.list.name, section: .favourites), detail: SampleRecords.listDetail,
        marks: marks(SampleRecords.listDetail.cards))
}
