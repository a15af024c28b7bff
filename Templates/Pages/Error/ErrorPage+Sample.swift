#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import Templates

extension PageSamples {
    /// A recipe that doesn't exist, as the error middleware shows it.
    static let error: ErrorPage = {
        let words = ErrorPage.wording(for: 404, detail: "That recipe doesn't exist, or it's private. Try searching for it.")
        return ErrorPage(
            layout: layout(words.heading, section: nil), status: 404, heading: words.heading, message: words.message,
            actionHref: SiteURL.home.path, actionLabel: "Go to the home page")
    }()
}
