#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    /// Settings → API tokens right after making one, with one in use and one revoked.
    static let apiTokens: APITokensPage = {
        let now = SampleRecords.now
        let tokens = [
            APIToken(id: 3, name: "Kitchen tablet", scope: .write, createdAt: now, expiresAt: now.addingTimeInterval(90 * 86_400), lastUsedAt: nil, revokedAt: nil),
            APIToken(id: 2, name: "Shopping shortcut", scope: .read, createdAt: now.addingTimeInterval(-40 * 86_400), expiresAt: nil,
                     lastUsedAt: now.addingTimeInterval(-3_600), revokedAt: nil),
            APIToken(id: 1, name: "Old script", scope: .write, createdAt: now.addingTimeInterval(-200 * 86_400), expiresAt: nil,
                     lastUsedAt: now.addingTimeInterval(-100 * 86_400), revokedAt: now.addingTimeInterval(-90 * 86_400)),
        ]
        return APITokensPage(
            layout: layout("API tokens", section: .account, hasForm: true), tokens: tokens, now: now,
            newToken: "pxt_c2FtcGxlLXRva2VuLW5vdC1yZWFsLWp1c3QtZm9yLXZpZXdz")
    }()
}
