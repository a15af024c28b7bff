import Foundation
import PantrixCore

/// The recipe page's favourite heart, stars, "add to list" control and comments.
package struct RecipeSocialView: Sendable {
    package struct StarChoice: Sendable {
        package let value: Int
        package let label: String
        package let checked: Bool
    }

    package struct ListOption: Sendable {
        package let id: Int64
        package let name: String
        package let contains: Bool
        package let href: String
    }

    package struct CommentView: Sendable {
        package let id: Int64
        package let author: String
        package let body: String
        package let date: String
        package let isoDate: String
        package let canDelete: Bool
        /// For the writer of a comment a moderator hid.
        package let hiddenNotice: String?
        /// For signed-in readers other than the writer.
        package let reportMenu: ReportMenu?
    }

    package let recipeID: Int64
    package let favourite: FavouriteButton
    package let ratingText: String
    package let myRatingText: String?
    package let starChoices: [StarChoice]
    package let lists: [ListOption]
    package let listsWithRecipe: [ListOption]
    package let listsWithoutRecipe: [ListOption]
    package let comments: [CommentView]
    package let olderCommentsHref: String?
    package let newerCommentsHref: String?
    package let comment: FormField
    package let maxCommentLength = AppDatabase.maxCommentLength

    package init(recipeID: Int64, social: RecipeSocial, viewerID: Int64?, comment: FormField = FormField(id: "comment-body")) {
        self.recipeID = recipeID
        favourite = FavouriteButton(recipeID: recipeID, on: social.favourite.isFavourite, count: social.favourite.count)
        ratingText = Stars.long(average: social.rating.average, count: social.rating.count)
        myRatingText = social.rating.mine.map { "You rated it \($0) star\($0 == 1 ? "" : "s")." }
        starChoices = (1...5).map { StarChoice(value: $0, label: "\($0) star\($0 == 1 ? "" : "s")", checked: social.rating.mine == $0) }
        lists = social.lists.map { ListOption(id: $0.id, name: $0.name, contains: $0.containsRecipe, href: SiteURL.list(.value($0.id)).path) }
        listsWithRecipe = lists.filter(\.contains)
        listsWithoutRecipe = lists.filter { !$0.contains }
        let isRecipeAuthor = viewerID != nil && social.recipeAuthorID == viewerID
        comments = social.comments.comments.map { comment in
            CommentView(id: comment.id, author: comment.author, body: comment.body,
                        date: DateText.dayAndTime(comment.createdAt), isoDate: comment.createdAt.ISO8601Format(),
                        canDelete: viewerID != nil && (comment.userId == viewerID || isRecipeAuthor),
                        hiddenNotice: ModerationNotice.text("comment", hiddenAt: comment.hiddenAt, reason: comment.hiddenReason),
                        reportMenu: viewerID != nil && comment.userId != viewerID
                            ? ReportMenu(kind: .comment, id: comment.id, back: SiteURL.recipe(.value(recipeID)).href(fragment: "comment-\(comment.id)"))
                            : nil)
        }
        let page = social.commentsPage
        olderCommentsHref = social.comments.hasMore ? SiteURL.recipe(.value(recipeID)).href(["comments": String(page + 1)], fragment: "comments") : nil
        newerCommentsHref = page > 1 ? SiteURL.recipe(.value(recipeID)).href(["comments": String(page - 1)], fragment: "comments") : nil
        self.comment = comment
    }
}
