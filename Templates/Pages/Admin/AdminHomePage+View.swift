/// /admin
extension AdminHomePage: Page {
    package var content: HTML {
        """
        \(Partials.adminTabs(.overview))
        <h1>Running this Pantrix</h1>
        <section class="panel">
          <dl class="facts">
            <div><dt>Reports waiting</dt><dd><a href="\(SiteURL.adminReports)">\(openReports)</a></dd></div>
            <div><dt>People</dt><dd><a href="\(SiteURL.adminPeople)">\(people)</a>\(if: disabled > 0, " (\(disabled) disabled)")</dd></div>
            <div><dt>Sign-up</dt><dd><a href="\(SiteURL.adminSettings)">\(registration)</a></dd></div>
            <div><dt>Invite links in use</dt><dd><a href="\(SiteURL.invites)">\(activeInvites)</a></dd></div>
            <div><dt>Mail</dt><dd>\(mailConfigured ? "sends reset and confirmation links" : "not set up: make reset links on a person's page")</dd></div>
          </dl>
        </section>
        \(mailFailures.flatMap { Partials.mailFailures($0) })
        <section class="panel">
          <h2>What you can do here</h2>
          <ul class="link-list">
            <li><a href="\(SiteURL.adminReports)">Reports</a> — what people reported, to dismiss, hide or delete; void a cooking entry</li>
            <li><a href="\(SiteURL.adminPeople)">People</a> — find someone, see what they have done, disable or delete an account</li>
            <li><a href="\(SiteURL.invites)">Invites</a> — links that let someone create an account while sign-up is invite-only</li>
            <li><a href="\(SiteURL.adminSettings)">Settings</a> — who may sign up, and whether members may invite</li>
            <li><a href="\(SiteURL.adminAudit)">Audit log</a> — every admin action: who, what, when and why</li>
          </ul>
        </section>
        """
    }
}
