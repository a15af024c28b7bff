import Foundation
import Hummingbird
import HummingbirdAuth
import HummingbirdCore
import DishPhotos
import Logging
import PantrixCore
import PantrixDatabase
import Templates

/// Builds the whole server from its configuration: opens the database (file or PostgreSQL),
/// wires routes. `pantrix serve` calls this; tests call `buildRouter` with their own database.
func buildApplication(_ config: AppConfiguration, shutdown: ServerShutdown, logger: Logger) async throws -> some ApplicationProtocol {
    let database: AppDatabase
    if let url = config.databaseURL {
        database = try await AppDatabase.open(url: url)
    } else {
        database = try AppDatabase.open(path: config.databasePath)
    }
    let seeded = try await database.loadSeedCatalogueIfNeeded()
    if seeded > 0 { logger.info("Loaded \(seeded) seed recipes into \(config.databaseURL == nil ? config.databasePath : "PostgreSQL")") }
    // The cook-now index is read in the background so the first pantry visitor doesn't wait.
    Task {
        do {
            let started = ContinuousClock.now
            try await database.ensureCookNowIndex()
            // Loading read every recipe's lines into temporary structures; their freed pages go
            // back to the system instead of staying in the process's memory.
            ReturnFreedMemory.now()
            logger.info("Cook-now index ready in \(ContinuousClock.now - started)\(database.cookNow.snapshot.map { ": " + CookNowMemory($0).description } ?? "")")
        } catch {
            logger.error("Cook-now index failed to load: \(error)")
        }
    }
    let site = try await buildSite(config: config, database: database, shutdown: shutdown)
    let router = site.router
    let (server, configuration) = serverSettings(config, logger: logger)
    var app = Application(router: router, server: server, configuration: configuration, logger: logger)
    // Shut down in reverse order: the HTTP server, then the purge, then the database.
    app.addServices(DatabaseCloseService(database: database, logger: logger), SessionPurgeService(database: database, photos: site.services.photos, logger: logger))
    return app
}

/// Explicit limits for slow or hostile clients: a connection that sends nothing (or only part
/// of its headers) for `idleTimeout` is closed; header blocks are capped well below NIO's
/// 80 KB default; ConnectionGuard caps connections per address, closes trickling bodies and
/// ends connections after a 413; the server stops accepting at `maxConnections` (kept under
/// the open-files limit).
func serverSettings(_ config: AppConfiguration, logger: Logger) -> (HTTPServerBuilder, ApplicationConfiguration) {
    var limits = config.connectionLimits
    limits.exemptAddresses.formUnion(config.trustedProxies)
    let openFiles = OpenFilesLimit.raiseToHardLimit()
    if limits.maxConnections > openFiles - 256 {
        limits.maxConnections = max(16, openFiles - 256)
        logger.warning("Connection cap lowered to \(limits.maxConnections) to stay under the open-files limit (\(openFiles))")
    }
    let clients = ClientConnectionCounts()
    let guardLimits = limits
    let server = HTTPServerBuilder.http1(configuration: .init(
        additionalChannelHandlers: [ConnectionGuard(limits: guardLimits, clients: clients, logger: logger)],
        idleTimeout: .seconds(Int64(config.idleTimeoutSeconds)),
        httpDecoderConfiguration: .init(maxHeaderFieldSize: 16 * 1024, maxHeaderListSize: 32 * 1024, maxHeaderFieldCount: 100)))
    let configuration = ApplicationConfiguration(
        address: .hostname(config.host, port: config.port), serverName: nil, backlog: 1024,
        availableConnectionsDelegate: MaximumAvailableConnections(limits.maxConnections, logger: logger))
    return (server, configuration)
}

/// The router with every middleware and controller; dependencies are arguments so tests can
/// pass an in-memory database, a fast bcrypt cost and a fixed clock.
package func buildRouter(
    config: AppConfiguration,
    database: AppDatabase,
    now: @escaping @Sendable () -> Date = { Date() }
) async throws -> Router<AppRequestContext> {
    try await buildSite(config: config, database: database, now: now).router
}

/// The router, what each of its routes declared, and the services behind them (for tests).
/// `sharedRateLimits` keeps the security limits in the database (as on PostgreSQL, where it is
/// the default) or in memory (as on SQLite); tests set it to play several servers on one SQLite.
func buildSite(
    config: AppConfiguration,
    database: AppDatabase,
    shutdown: ServerShutdown = ServerShutdown(),
    now: @escaping @Sendable () -> Date = { Date() },
    sharedRateLimits: Bool? = nil
) async throws -> (router: Router<AppRequestContext>, routes: RouteTable, services: AppServices) {
    let renderer = PageRenderer()
    let assets = StaticAssets(publicPath: config.publicPath)
    let pages = PageBuilder(assets: assets)
    let limits = RateLimits.standard(
        database: database, shared: sharedRateLimits, now: now, photoUploadsPerHour: config.photoUploadsPerHour, registrationsPerHour: config.registrationsPerHour, enabled: config.rateLimits)
    let services = AppServices(
        config: config,
        database: database,
        renderer: renderer,
        pages: pages,
        passwordPolicy: try PasswordPolicy.bundled(),
        passwords: PasswordHasher(cost: config.bcryptCost),
        limits: limits,
        photos: PhotoStore(
            database: database, uploads: try UploadsDirectory(path: config.uploadsPath), quota: config.photoQuota, now: now),
        photoWorkers: try PhotoWorkers(limits: PhotoLimits(maxBytes: config.maxPhotoBytes), threads: config.photoWorkers),
        mail: AccountMail(config: config, database: database, limits: limits, now: now)
    )
    let sessionControl = SessionControl(database: database, config: config)

    // HEAD for every GET route; HeadMiddleware answers it with GET's headers and no body.
    let router = Router(context: AppRequestContext.self, options: .autoGenerateHeadEndpoints)
    let routes = SiteRoutes(router: router, limits: BodyLimits(config: config), uploads: UploadSlots(config.concurrentUploads))
    if !config.trustedProxies.isEmpty {
        router.add(middleware: ClientAddressMiddleware(trustedProxies: config.trustedProxies))
    }
    if let registry = config.metrics {
        router.add(middleware: RequestMetricsMiddleware())
        MetricsController(registry: registry).addRoutes(to: routes)
    }
    router.add(middleware: HealthCheckMiddleware(health: DatabaseHealth(database: database), shutdown: shutdown, https: config.secureCookies))
    router.add(middleware: RequestLogMiddleware())
    router.add(middleware: HeadMiddleware())
    router.add(middleware: WritesFirstMiddleware())
    router.add(middleware: ConditionalGetMiddleware())
    if config.pageCacheBytes > 0 {
        // Signed-out pages as sent, dropped whole on every committed write.
        let pageCache = PageCache(limitBytes: config.pageCacheBytes)
        database.onDataChange { pageCache.invalidate() }
        router.add(middleware: PageCacheMiddleware(cache: pageCache))
    }
    router.add(middleware: SharedCacheMiddleware())
    router.add(middleware: CompressionMiddleware())
    router.add(middleware: SecurityHeadersMiddleware(https: config.secureCookies))
    // Outer error pages catch failures before the user is known (e.g. the session store).
    router.add(middleware: ErrorPageMiddleware(renderer: renderer, pages: pages))
    router.add(middleware: PathCheckMiddleware())
    router.add(middleware: StaticFilesMiddleware(publicPath: config.publicPath, assets: assets))
    router.add(
        middleware: SessionMiddleware(
            storage: DatabaseSessionDriver(database: database),
            configuration: .init(
                sessionCookieParameters: .init(
                    name: config.sessionCookieName, path: "/", secure: config.secureCookies, sameSite: .lax
                ),
                keyPrefix: "",
                defaultSessionExpiration: config.anonymousSessionTimeout
            )
        )
    )
    router.add(middleware: AnonymousVisitorMiddleware(
        tokens: FormTokens(key: try await database.formTokenKey()), cookieName: config.formCookieName, flashCookieName: config.flashCookieName,
        lifetime: config.anonymousSessionTimeout, secure: config.secureCookies))
    router.add(middleware: CurrentUserMiddleware(database: database, config: config))
    router.add(middleware: ErrorPageMiddleware(renderer: renderer, pages: pages))
    // Each route brings its own body cap and CSRF check (SiteRoutes), run once it is matched.

    PagesController(services: services).addRoutes(to: routes)
    NutritionController(services: services).addRoutes(to: routes)
    FoodsController(services: services).addRoutes(to: routes)
    RecipesController(services: services).addRoutes(to: routes)
    UploadsController(uploads: services.photos.uploads, database: database).addRoutes(to: routes)
    ListsController(services: services).addPublicRoutes(to: routes)
    NutritionAPIController(services: services).addRoutes(to: routes)
    SearchSuggestController(services: services, cache: SuggestCache()).addRoutes(to: routes)
    AccountController(services: services, sessions: sessionControl).addRoutes(to: routes)
    RecoveryController(services: services, sessions: sessionControl, now: now).addRoutes(to: routes)
    WebAppController(publicPath: config.publicPath, assets: assets).addRoutes(to: routes)
    let signedIn = routes.signedIn
    EmailController(services: services, sessions: sessionControl, now: now).addRoutes(to: routes, signedIn: signedIn)
    AdminResetLinkController(services: services, now: now).addRoutes(to: routes.admin)
    SettingsController(services: services, sessions: sessionControl).addRoutes(to: signedIn)
    ImportController(services: services).addRoutes(to: signedIn)
    PantryController(services: services).addRoutes(to: signedIn)
    CookController(services: services).addRoutes(to: signedIn)
    GroceriesController(services: services).addRoutes(to: signedIn)
    GrocerySyncController(services: services).addRoutes(to: signedIn)
    RecipeEditorController(services: services).addRoutes(to: signedIn)
    FoodPickController(services: services).addRoutes(to: signedIn)
    PeopleController(services: services).addRoutes(to: routes, signedIn: signedIn)
    CookingController(services: services).addRoutes(to: routes, signedIn: signedIn)
    PlanController(services: services, now: now).addRoutes(to: routes, signedIn: signedIn)
    HouseholdController(services: services, now: now).addRoutes(to: routes, signedIn: signedIn)
    APITokensController(services: services, now: now).addRoutes(to: signedIn)
    ProductsController(services: services).addRoutes(to: routes, signedIn: signedIn)
    ShopsController(services: services, now: now).addRoutes(to: signedIn)
    APIController(services: services, now: now).addRoutes(to: routes.api(APITokenMiddleware(database: database, limits: limits)))
    PhotosController(services: services).addRoutes(to: signedIn)
    FavouritesController(services: services).addRoutes(to: signedIn)
    ListsController(services: services).addRoutes(to: signedIn)
    FeedbackController(services: services).addRoutes(to: signedIn)
    InvitesController(services: services).addRoutes(to: signedIn)
    ReportsController(services: services).addRoutes(to: signedIn)
    AdminController(services: services).addRoutes(to: routes.admin)
    ModerationController(services: services).addRoutes(to: routes.admin)
    routes.refuseOtherMethods()
    return (router, routes.table, services)
}
