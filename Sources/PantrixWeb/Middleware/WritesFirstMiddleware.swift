import Hummingbird
import PantrixCore

/// Marks a request that changes something (any method but GET and HEAD) for the store, which
/// then reads its data ahead of the pages waiting to be read (`SQLRequestKind.writes`): a cook
/// saving a recipe while many others read isn't kept waiting behind them.
struct WritesFirstMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method != .get, request.method != .head else { return try await next(request, context) }
        return try await SQLRequestKind.$writes.withValue(true) { try await next(request, context) }
    }
}
