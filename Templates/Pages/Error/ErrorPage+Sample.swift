#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: touch Package.swift so SwiftPM lists this +Sample.swift file in TemplateSamples again")
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
