import Hummingbird
import Logging

// The floor for scripts/wrk-bench: Hummingbird with one route and nothing else, so Pantrix's
// /healthz can be compared with what the framework itself costs on the same machine.
let port = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 8098
var logger = Logger(label: "bare")
logger.logLevel = .warning
let router = Router()
router.get("/healthz") { _, _ in "ok" }
let app = Application(
    router: router,
    configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: nil, backlog: 1024),
    logger: logger
)
try await app.runService()
