import PantrixTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Metrics
import PantrixCore
import PantrixTestDatabases
import Prometheus
import Testing
@testable import PantrixWeb

@Suite struct MetricsTests {
    /// `MetricsSystem` can be bootstrapped once per process; every test of this suite shares it.
    static let registry: PrometheusCollectorRegistry = {
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        return registry
    }()

    @Test func requestsAreCountedAndTimedPerRouteNotPerAddress() async throws {
        var config = TestApp.configuration()
        config.metrics = Self.registry
        let db = try AppDatabase.inMemory()
        let draft = RecipeDraft(title: "Toast", category: "breakfast", servings: 1, ingredients: ["1 slice bread"], steps: ["Toast it."])
        let id = try await db.addRecipe(PreparedRecipe(draft), origin: .seed)
        let app = try await TestApp.make(database: db, config: config)
        try await app.test(.router) { client in
            var browser = Browser(client)
            for _ in 0..<3 { _ = try await browser.get("/recipes/\(id)") }
            _ = try await browser.get("/no-such-page-\(UUID().uuidString)")
            let metrics = try await browser.get("/metrics")
            #expect(metrics.status == .ok)
            #expect(metrics.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
            let route = #"hb_requests{http_route="/recipes/{id}",http_request_method="GET",http_response_status_code="200"} "#
            let line = try #require(metrics.text.split(separator: "\n").first { $0.hasPrefix(route) }, "\(metrics.text.split(separator: "\n").filter { $0.hasPrefix("hb_requests") })")
            #expect((Int(line.dropFirst(route.count)) ?? 0) >= 3, "three recipe pages, one route: \(line)")
            #expect(metrics.contains(#"http_server_request_duration_bucket{http_route="/recipes/{id}""#), "a latency histogram per route")
            #expect(!metrics.contains("no-such-page"), "unknown addresses don't become labels")
        }
    }

    @Test func withoutARegistryThereIsNoMetricsPage() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            let page = try await browser.get("/metrics")
            #expect(page.status == .notFound)
        }
    }
}
