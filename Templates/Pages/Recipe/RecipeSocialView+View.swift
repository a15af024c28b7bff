import PantrixCore

extension Partials {
    /// The recipe page's lists, rating and comments.
    static func recipeSocial(_ social: RecipeSocialView, layout: LayoutModel) -> HTML {
        let id = social.recipeID
        let back = SiteURL.recipe(.value(id)).href(fragment: "lists")
        let lists: HTML? = layout.signedIn ? """
            <section class="panel" aria-labelledby="lists-heading" id="lists">
                <h2 id="lists-heading">Add to a list</h2>
                \(social.listsWithRecipe.isEmpty ? nil : """
                  <p class="small">In your lists:</p>
                  <ul class="in-lists">
                    \(HTML(each: social.listsWithRecipe) { list in
                      """
                      <li><a href="\(list.href)">\(list.name)</a>
                        <form method="post" action="\(SiteURL.listItemDelete(.value(list.id), .value(id)))" class="inline-form">\(csrf(layout))<input type="hidden" name="back" value="\(back)"><button type="submit" class="link-button" aria-label="Remove from \(list.name)">Remove</button></form></li>
                      """
                    })
                  </ul>
                  """ as HTML)
                \(social.listsWithoutRecipe.isEmpty ? nil : """
                  <form method="post" action="\(SiteURL.listsAddRecipe)" class="search-form list-add">
                    \(csrf(layout))
                    <input type="hidden" name="recipeId" value="\(id)">
                    <input type="hidden" name="back" value="\(back)">
                    <label for="list-choice" class="visually-hidden">List</label>
                    <select id="list-choice" name="listId">
                      \(HTML(each: social.listsWithoutRecipe) { "<option value=\"\($0.id)\">\($0.name)</option>" })
                    </select>
                    <button type="submit" class="button button-secondary">Add</button>
                  </form>
                  """ as HTML)
                <form method="post" action="\(SiteURL.lists)" class="search-form list-create">
                  \(csrf(layout))
                  <input type="hidden" name="recipeId" value="\(id)">
                  <input type="hidden" name="back" value="\(back)">
                  <label for="new-list-name" class="visually-hidden">New list name</label>
                  <input id="new-list-name" name="name" type="text" maxlength="80" placeholder="New list, e.g. Weeknight dinners" required>
                  <button type="submit" class="button button-secondary">Create and add</button>
                </form>
              </section>
            """ : nil
        let rate: HTML = layout.signedIn ? """
            <form method="post" action="\(SiteURL.recipeRating(.value(id)))" class="rating-form">
                  \(csrf(layout))
                  <fieldset class="stars">
                    <legend>\(social.myRatingText.map { "\($0) Change it:" as HTML } ?? "Your rating")</legend>
                    \(HTML(each: social.starChoices) { "<label class=\"star-choice\"><input type=\"radio\" name=\"stars\" value=\"\($0.value)\"\(if: $0.checked, " checked") required> <span>\($0.value) ★</span><span class=\"visually-hidden\"> \($0.label)</span></label>" })
                  </fieldset>
                  <button type="submit" class="button button-small">Rate</button>
                </form>
            """ : "<p class=\"small\"><a href=\"\(SiteURL.login.href(["next": SiteURL.recipe(.value(id)).path]))\">Log in</a> to rate, comment and keep favourites.</p>"
        let field = social.comment
        let commentForm: HTML? = layout.signedIn ? """
            <form method="post" action="\(SiteURL.recipeComments(.value(id)))" class="comment-form" novalidate>
                  \(csrf(layout))
                  <div class="\(fieldClass(field))">
                    <label for="\(field.id)">Add a comment</label>
                    <textarea id="\(field.id)" name="body" rows="4" maxlength="\(social.maxCommentLength)" required\(invalid(field))>\(field.value)</textarea>
                    \(fieldError(field))
                    <p class="hint">Plain text, up to 2,000 characters.</p>
                  </div>
                  <button type="submit" class="button button-small">Post comment</button>
                </form>
            """ : nil
        let comments: HTML
        if social.comments.isEmpty {
            comments = "<p class=\"muted\">No comments yet.\(if: layout.signedIn, " Be the first: did you change anything, how did it go?")</p>"
        } else {
            comments = """
                <ol class="comment-list">
                  \(HTML(each: social.comments) { comment in
                    """
                    <li class="comment" id="comment-\(comment.id)">
                      \(moderationNotice(comment.hiddenNotice))
                      <p class="comment-meta"><strong>\(comment.author)</strong> · <time datetime="\(comment.isoDate)">\(comment.date)</time></p>
                      <p class="comment-body">\(comment.body)</p>
                      \(if: comment.canDelete, "<form method=\"post\" action=\"\(SiteURL.commentDelete(.value(comment.id)))\" class=\"inline-form\">\(csrf(layout))<button type=\"submit\" class=\"link-button\" aria-label=\"Delete this comment by \(comment.author)\">Delete</button></form>")
                      \(comment.reportMenu.map { reportMenu($0, layout: layout) })
                    </li>
                    """
                  })
                </ol>
                <nav class="pagination" aria-label="More comments">
                  \(social.newerCommentsHref.map { "<a class=\"button button-secondary button-small\" href=\"\($0)\" rel=\"prev\">← Newer</a>" as HTML })
                  \(social.olderCommentsHref.map { "<a class=\"button button-secondary button-small\" href=\"\($0)\" rel=\"next\">Older comments →</a>" as HTML })
                </nav>
                """
        }
        return """
            <div class="recipe-feedback">
              \(lists)
              <section class="panel" aria-labelledby="rating-heading" id="rating">
                <h2 id="rating-heading">Rating</h2>
                <p class="rating-summary">\(social.ratingText)</p>
                \(rate)
              </section>
              <section class="panel comments" aria-labelledby="comments-heading" id="comments">
                <h2 id="comments-heading">Comments</h2>
                \(commentForm)
                \(comments)
              </section>
            </div>
            """
    }
}
