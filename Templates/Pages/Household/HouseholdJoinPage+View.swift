import PantrixCore

/// /household/join/{token}: join a household from a link.
extension HouseholdJoinPage: Page {
    package var content: HTML {
        """
        <h1>Join \(name)?</h1>
        <p class="lead">\(memberNames.joined(separator: ", ")) \(memberNames.count == 1 ? "shares" : "share") a pantry, a grocery list and a meal plan in this household. Joining, you see and change them too; your favourites, lists, ratings, photos and points stay your own.</p>
        \(currentHousehold.map { current in
            """
            <p class="notice">You are in <a href="\(SiteURL.household)">\(current)</a>. Leave it first, then open this link again (it works until \(expires) UTC).</p>
            """ as HTML
        } ?? """
            <section class="panel form-panel">
              <form method="post" action="\(action)">
                \(Partials.csrf(layout))
                <div class="field field-check">
                  <input id="bring-pantry" name="bring" type="checkbox" value="yes" checked>
                  <label for="bring-pantry">Bring my pantry, staples and grocery list along (what the household lacks)</label>
                </div>
                <p class="hint">Your own pantry, list and plan stay as they are, for if you leave.</p>
                <button type="submit" class="button">Join \(name)</button>
              </form>
            </section>
            """ as HTML)
        """
    }
}
