import Foundation
import PantrixCore

/// The recipe page's favourite heart, stars, "add to list" control and comments.
struct RecipeSocialView: Sendable {
    struct StarChoice: Sendable {
        let value: Int
        let label: String
        let checked: Bool
    }

    struct ListOption: Sendable {
        let id: Int64
        let name: String
        let contains: Bool
        let href: String
    }

    struct CommentView: Sendable {
        let id: Int64
        let author: String
        let body: String
        let date: String
        let isoDate: String
        let canDelete: Bool
    }

    let recipeID: Int64
    let favourite: FavouriteButton
    let ratingText: String
    let myRatingText: String?
    let starChoices: [StarChoice]
    let lists: [ListOption]
    let hasLists: Bool
    let listsWithRecipe: [ListOption]
    let hasListsWithRecipe: Bool
    let listsWithoutRecipe: [ListOption]
    let hasListsWithoutRecipe: Bool
    let comments: [CommentView]
    let hasComments: Bool
    let olderCommentsHref: String?
    let newerCommentsHref: String?
    let comment: FormField
    let maxCommentLength = AppDatabase.maxCommentLength

    init(recipeID: Int64, social: RecipeSocial, viewerID: Int64?, comment: FormField = FormField(id: "comment-body")) {
        self.recipeID = recipeID
        favourite = FavouriteButton(recipeID: recipeID, on: social.favourite.isFavourite, count: social.favourite.count)
        ratingText = Stars.long(average: social.rating.average, count: social.rating.count)
        myRatingText = social.rating.mine.map { "You rated it \($0) star\($0 == 1 ? "" : "s")." }
        starChoices = (1...5).map { StarChoice(value: $0, label: "\($0) star\($0 == 1 ? "" : "s")", checked: social.rating.mine == $0) }
        lists = social.lists.map { ListOption(id: $0.id, name: $0.name, contains: $0.containsRecipe, href: "/lists/\($0.id)") }
        hasLists = !lists.isEmpty
        listsWithRecipe = lists.filter(\.contains)
        hasListsWithRecipe = !listsWithRecipe.isEmpty
        listsWithoutRecipe = lists.filter { !$0.contains }
        hasListsWithoutRecipe = !listsWithoutRecipe.isEmpty
        let isRecipeAuthor = viewerID != nil && social.recipeAuthorID == viewerID
        let shown = Self.dateFormatter(), iso = ISO8601DateFormatter()
        comments = social.comments.comments.map { comment in
            CommentView(id: comment.id, author: comment.author, body: comment.body,
                        date: shown.string(from: comment.createdAt), isoDate: iso.string(from: comment.createdAt),
                        canDelete: viewerID != nil && (comment.userId == viewerID || isRecipeAuthor))
        }
        hasComments = !comments.isEmpty
        let page = social.commentsPage
        olderCommentsHref = social.comments.hasMore ? "/recipes/\(recipeID)?comments=\(page + 1)#comments" : nil
        newerCommentsHref = page > 1 ? "/recipes/\(recipeID)?comments=\(page - 1)#comments" : nil
        self.comment = comment
    }

    /// "23 Nov 2026, 13:16" (UTC: the server doesn't know the reader's zone).
    static func dateFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.dateFormat = "d MMM yyyy, HH:mm"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }
}
