import PantrixCore

/// /household: start a household, or manage the one you are in.
extension HouseholdPage: Page {
    package var content: HTML {
        guard let name else { return start }
        return """
            <h1>Household</h1>
            <p class="lead">You share one pantry, one grocery list and one meal plan in <strong>\(name)</strong>. Favourites, lists, ratings, photos and points stay your own.</p>
            \(newLink.map { link in
                """
                <section class="panel invite-made" role="status">
                  <h2>Your join link</h2>
                  <p>Send it to the person you want in the household. It works once, for 7 days, and is shown only now.</p>
                  <div class="copy-row" data-share="\(link)" data-share-title="Join \(name) on Pantrix">
                    <input class="copy-field" type="text" value="\(link)" readonly aria-label="Join link">
                    <button type="button" class="button button-small" data-share-button hidden>Share</button>
                    <button type="button" class="button button-small button-secondary" data-copy-button hidden>Copy</button>
                    <span class="hint" role="status" data-copy-status></span>
                  </div>
                </section>
                """ as HTML
            })
            <section class="panel" aria-labelledby="members-heading">
              <h2 id="members-heading">Members</h2>
              <ul class="member-list">\(HTML(each: members, member))</ul>
              \(viewerIsManager ? nil : managerName.map { "<p class=\"hint\">\($0) manages the household and can remove members.</p>" as HTML })
            </section>
            <section class="panel form-panel" aria-labelledby="invite-heading">
              <h2 id="invite-heading">Invite someone</h2>
              <p class="muted">A join link works once and for 7 days. The person needs an account here.</p>
              <form method="post" action="\(SiteURL.householdInvites)">
                \(Partials.csrf(layout))
                <button type="submit" class="button">Make a join link</button>
              </form>
              \(invites.isEmpty ? nil : """
                <h3>Open links</h3>
                <ul class="invite-list">\(HTML(each: invites, invite))</ul>
                """ as HTML)
            </section>
            <section class="panel form-panel" aria-labelledby="rename-heading">
              <h2 id="rename-heading">Name</h2>
              \(nameForm(button: "Rename", action: SiteURL.householdName.path))
            </section>
            <section class="panel form-panel" aria-labelledby="leave-heading">
              <h2 id="leave-heading">Leave</h2>
              <details class="confirm-details">
                <summary class="button button-secondary">Leave \(name)…</summary>
                <form method="post" action="\(SiteURL.householdLeave)">
                  \(Partials.csrf(layout))
                  <p>You will be back in your own pantry, grocery list and plan, as you left them. The others keep everything here.</p>
                  <div class="field field-check">
                    <input id="leave-copy" name="copy" type="checkbox" value="yes">
                    <label for="leave-copy">Take a copy of the household's pantry and grocery list with me</label>
                  </div>
                  <button type="submit" class="button button-danger">Leave the household</button>
                </form>
              </details>
            </section>
            """
    }

    private var start: HTML {
        """
        <h1>Household</h1>
        <p class="lead">Cook for a household? Share one pantry, one grocery list and one meal plan with the people you live with: what one of you adds, ticks or plans, the others see at their next page load.</p>
        <section class="panel form-panel" aria-labelledby="start-heading">
          <h2 id="start-heading">Start a household</h2>
          <p class="muted">It begins with a copy of your pantry, staples, grocery list and plan; then you invite the others with a join link. Your favourites, lists, ratings, photos and points stay your own.</p>
          \(nameForm(button: "Start the household", action: SiteURL.household.path))
        </section>
        <p class="hint">Got a join link from someone? Open it while you are logged in.</p>
        """
    }

    private func nameForm(button: String, action: String) -> HTML {
        """
        <form method="post" action="\(action)" novalidate>
          \(Partials.csrf(layout))
          <div class="\(Partials.fieldClass(nameField))">
            <label for="\(nameField.id)">Household name</label>
            <input id="\(nameField.id)" name="name" type="text" value="\(nameField.value)" maxlength="\(AppDatabase.householdLimits.nameLength)" required placeholder="e.g. The flat on Elm Street"\(Partials.invalid(nameField))>
            \(Partials.fieldError(nameField))
          </div>
          <button type="submit" class="button\(if: self.name != nil, " button-secondary")">\(button)</button>
        </form>
        """
    }

    private func member(_ member: MemberView) -> HTML {
        """
        <li class="member">
          <a href="\(SiteURL.profile(.value(member.username)))">\(member.username)</a>\(if: member.isViewer, " <span class=\"muted\">(you)</span>")\(if: member.isManager, " <span class=\"badge\">manages</span>")
          <span class="muted small">since \(member.joined)</span>
          \(if: viewerIsManager && !member.isViewer, """
            <details class="confirm-details">
              <summary class="link-button">Remove<span class="visually-hidden"> \(member.username)</span>…</summary>
              <form method="post" action="\(SiteURL.householdMemberRemove(.value(member.id)))">
                \(Partials.csrf(layout))
                <p>\(member.username) goes back to their own pantry, grocery list and plan; the household keeps everything.</p>
                <button type="submit" class="button button-danger button-small">Remove \(member.username)</button>
              </form>
            </details>
            """ as HTML)
        </li>
        """
    }

    private func invite(_ invite: InviteView) -> HTML {
        """
        <li>
          Made by \(invite.madeBy), works until \(invite.expires) UTC
          <form method="post" action="\(SiteURL.householdInviteRevoke(.value(invite.id)))" class="inline-form">
            \(Partials.csrf(layout))
            <button type="submit" class="link-button">Withdraw<span class="visually-hidden"> the link made by \(invite.madeBy)</span></button>
          </form>
        </li>
        """
    }
}
