import Templates
import Foundation
import Hummingbird
import PantrixCore

/// Stars and comments on a recipe page (signed in).
struct FeedbackController {
    let services: AppServices

    struct RatingForm: Decodable { var stars: String? }
    struct CommentForm: Decodable { var body: String? }

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.post(.recipeRating(.key), body: .form, use: rateRecipe)
        routes.post(.recipeComments(.key), body: .largeForm, use: addComment)
        routes.post(.commentDelete(.key), body: .form, use: deleteComment)
    }

    /// POST /recipes/{id}/rating: your stars for a recipe.
    @Sendable func rateRecipe(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(RatingForm.self, context: context)
        let id = try context.parameters.id(otherwise: SocialError.notFound)
        guard let stars = form.stars.flatMap(Int.init), (1...5).contains(stars) else {
            services.pages.flash(context, .error, "Choose from 1 to 5 stars, then press Rate.")
            return SafeRedirect.seeOther(SiteURL.recipe(.value(id)).href(fragment: "rating"))
        }
        try await services.database.rate(recipeID: id, userID: context.userID, stars: stars)
        services.pages.flash(context, .success, "Thanks — you rated it \(stars) star\(stars == 1 ? "" : "s").")
        return SafeRedirect.seeOther(SiteURL.recipe(.value(id)).href(fragment: "rating"))
    }

    /// POST /recipes/{id}/comments: adds a comment, within the rate limit.
    @Sendable func addComment(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(CommentForm.self, context: context)
        let id = try context.parameters.id(otherwise: SocialError.notFound)
        let key = "user:\(context.userID)"
        if let wait = await services.limits.commentsPerUser.retryAfter(key) {
            throw RetryWait(wait).error { "You've posted a lot of comments in a short time. Please wait \($0) and try again." }
        }
        let body = form.body ?? ""
        do {
            try await services.database.addComment(recipeID: id, userID: context.userID, body: body)
        } catch SocialError.emptyComment {
            return try await refuse(request, context, id: id, body: body, "Write something before posting.")
        } catch SocialError.commentTooLong {
            let count = body.trimmingCharacters(in: .whitespacesAndNewlines).count
            return try await refuse(request, context, id: id, body: body,
                "Comments can be at most 2,000 characters; yours has \(count.formatted()). Shorten it and post again.")
        }
        await services.limits.commentsPerUser.record(key)
        services.pages.flash(context, .success, "Comment posted.")
        return SafeRedirect.seeOther(SiteURL.recipe(.value(id)).href(fragment: "comments"))
    }

    /// POST /comments/{id}/delete: deletes your own comment.
    @Sendable func deleteComment(request: Request, context: SignedInContext) async throws -> Response {
        let recipeID = try await services.database.deleteComment(id: try context.parameters.id(otherwise: SocialError.notFound), userID: context.userID)
        services.pages.flash(context, .success, "Comment deleted.")
        return SafeRedirect.seeOther(SiteURL.recipe(.value(recipeID)).href(fragment: "comments"))
    }

    private func refuse(_ request: Request, _ context: SignedInContext, id: Int64, body: String, _ message: String) async throws -> Response {
        try await RecipesController(services: services).render(
            request, context: context, id: id, comment: FormField(id: "comment-body", value: body, error: message), status: .unprocessableContent)
    }
}
