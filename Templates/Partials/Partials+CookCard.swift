extension Partials {
    /// A recipe card with what the pantry has and lacks for it.
    static func cookCard(_ entry: CookNowPage.CardView, backPath: String, layout: LayoutModel) -> HTML {
        let notes: HTML = """
            <span class="cook-summary\(if: entry.canCook, " cook-ready")">\(entry.summary)\(if: entry.canCook, " — ready to cook")\(entry.missing.map { "<span class=\"cook-missing\"> — missing: \($0)</span>" as HTML })</span>
                  \(entry.notEnough.map { "<span class=\"cook-short\">not enough: \($0)</span>" as HTML })
                  \(entry.substitutions.map { "<span class=\"cook-note\">\($0)</span>" as HTML })
                  \(entry.unknown.map { "<span class=\"cook-note muted\">not recognised: \($0)</span>" as HTML })
                  \(entry.assumes.map { "<span class=\"cook-note muted\">assumes: \($0)</span>" as HTML })
                  \(entry.expiring.map { "<span class=\"cook-expiring\">\($0)</span>" as HTML })
            """
        let action: HTML = """
            <div class="card-action card-actions">
              \(if: !entry.canCook, """
                <form method="post" action="\(SiteURL.groceriesAddMissing)" class="inline-form">
                  \(csrf(layout))
                  <input type="hidden" name="recipeId" value="\(entry.recipeID)">
                  <input type="hidden" name="back" value="\(backPath)">
                  <button type="submit" class="button button-small button-secondary"><span>Add missing<span class="label-more"> to grocery list</span></span></button>
                </form>
                """)
              \(planLink(entry.card))
            </div>
            """
        return recipeCard(entry.card, backPath: backPath, layout: layout, kind: "card cook-card", notes: notes, action: action)
    }
}
