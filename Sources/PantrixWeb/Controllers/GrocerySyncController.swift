import Foundation
import Hummingbird
import PantrixCore

/// POST /groceries/sync: check-offs made while offline, `{"changes": [{"id": 12, "checked": true}]}`
/// in the order they were made. Each comes back `applied` (with the item's name as the server
/// has it) or `removed` (no longer on the list: the removal stands), always as a 200, so the
/// page can tell the person what happened. Same owner rule as the check form.
struct GrocerySyncController {
    let services: AppServices
    /// A week of shopping offline is far below this.
    static let maxChanges = 500

    struct Input: Decodable {
        struct Change: Decodable {
            let id: Int64
            let checked: Bool
        }
        let changes: [Change]
    }

    struct Output: Encodable, Equatable {
        struct Result: Encodable, Equatable {
            let id: Int64
            let status: String
            var checked: Bool?
            var name: String?
        }
        let results: [Result]
    }

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.post(.groceriesSync, body: .json, use: syncCheckOffs)
    }

    /// POST /groceries/sync: the check-offs made offline; JSON in and out.
    @Sendable func syncCheckOffs(request: Request, context: SignedInContext) async throws -> Response {
        var request = request
        guard let body = try? await request.collectBody(upTo: context.maxUploadSize),
              let input = try? JSONDecoder().decode(Input.self, from: Data(buffer: body)) else {
            return APIJSON.error(.badRequest, #"Send JSON like {"changes": [{"id": 12, "checked": true}]}."#)
        }
        guard input.changes.count <= Self.maxChanges else {
            return APIJSON.error(.contentTooLarge, "Send at most \(Self.maxChanges) changes at a time.")
        }
        let changes = input.changes.map { GroceryCheckOff(id: $0.id, checked: $0.checked) }
        let outcomes = try await services.database.applyGroceryCheckOffs(changes, userID: context.userID)
        let results = zip(changes, outcomes).map { change, outcome in
            switch outcome {
            case .applied(let name): Output.Result(id: change.id, status: "applied", checked: change.checked, name: name)
            case .removed: Output.Result(id: change.id, status: "removed")
            }
        }
        return APIJSON.response(.ok, Output(results: results))
    }
}
