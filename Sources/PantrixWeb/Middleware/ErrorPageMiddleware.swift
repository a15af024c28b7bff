import Templates
import Foundation
import Hummingbird
import Logging
import NIOHTTP1
import PantrixCore

/// Turns every error into a styled page: 4xx say what to do next, 5xx are logged with context
/// and show no internals (no stack, no SQL, no paths).
struct ErrorPageMiddleware<Context: RequestContext & PageContext>: RouterMiddleware {
    let renderer: PageRenderer
    let pages: PageBuilder

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let problem as APIProblem {
            // The API answers in JSON, whatever went wrong.
            return try problem.response(from: request, context: context)
        } catch let error where request.uri.path.hasPrefix(Self.apiPrefix) {
            // So does everything under /api/, an unknown address or a wrong method included.
            return try apiProblem(error, request: request, context: context).response(from: request, context: context)
        } catch is SignInRequired {
            let back = request.method == .get ? request.uri.description : SiteURL.home.path
            let next = back == SiteURL.home.path ? nil : "next=" + (back.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
            return SafeRedirect.seeOther(SiteURL.login.href(percentEncodedQuery: next))
        } catch is CSRFRejected {
            return try page(.forbidden, detail: "This form has expired or was sent from somewhere else. Reload the page and submit it again.", request: request, context: context)
        } catch PantryError.notFound, RecipeError.notFound, SocialError.notFound {
            // Someone else's item looks exactly like a missing one: 404, never 403.
            return try page(.notFound, detail: "That item doesn't exist or isn't yours.", request: request, context: context)
        } catch PantryError.emptyItem {
            return try page(.unprocessableContent, detail: "An item needs a name.", request: request, context: context)
        } catch let error as HTTPParserError {
            // The request broke off or went bad mid-body: a client that went away, or a
            // connection ConnectionGuard cut for trickling. Not a failure of ours (no 500 in the
            // logs or the metrics), and usually nobody is left to read the page.
            context.logger.notice("request ended early", metadata: ["path": "\(RequestLogMiddleware<Context>.loggedPath(request.uri.path))", "error": "\(error)"])
            return try page(.badRequest, detail: "The request was cut off before it was complete. Send it again.", request: request, context: context)
        } catch let error as UserFacingError {
            var response = try page(error.status, detail: error.message, request: request, context: context)
            response.headers.append(contentsOf: error.headers)
            return response
        } catch let error as any HTTPResponseError where error.status.code < 500 {
            return try page(error.status, detail: nil, request: request, context: context)
        } catch {
            logFailure(error, request: request, context: context)
            return try page(.internalServerError, detail: nil, request: request, context: context)
        }
    }

    static var apiPrefix: String { "/api/" }

    /// The API's JSON answer for what went wrong under /api/.
    private func apiProblem(_ error: any Error, request: Request, context: Context) -> APIProblem {
        do {
            throw error
        } catch let error as UserFacingError {
            return APIProblem(error.status, error.message, headers: error.headers)
        } catch is CSRFRejected {
            return APIProblem(.forbidden, "Send this as application/json, or with the form's token.")
        } catch PantryError.notFound, RecipeError.notFound, SocialError.notFound {
            return APIProblem.notFound
        } catch let error as any HTTPResponseError where error.status.code < 500 {
            return error.status == .notFound
                ? APIProblem(.notFound, "There is no such API address; see /api/openapi.yaml.")
                : APIProblem(error.status, error.status.reasonPhrase)
        } catch {
            logFailure(error, request: request, context: context)
            return APIProblem(.internalServerError, "Something went wrong on our side. Try again later.")
        }
    }

    private func logFailure(_ error: any Error, request: Request, context: Context) {
        context.logger.error(
            "request failed",
            metadata: ["method": "\(request.method)", "path": "\(RequestLogMiddleware<Context>.loggedPath(request.uri.path))", "error": "\(String(reflecting: error))"]
        )
    }

    private func page(_ status: HTTPResponse.Status, detail: String?, request: Request, context: Context) throws -> Response {
        let words = ErrorPage.wording(for: status.code, detail: detail)
        let model = ErrorPage(
            layout: pages.layout(context, title: words.heading, section: nil),
            status: status.code,
            heading: words.heading,
            message: words.message,
            actionHref: status == .forbidden ? SafeRedirect.localPath(request.uri.path) : SiteURL.home.path,
            actionLabel: status == .forbidden ? "Reload" : "Go to the home page"
        )
        return renderer.html(model, status: status)
    }
}
