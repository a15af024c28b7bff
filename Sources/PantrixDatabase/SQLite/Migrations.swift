import GRDB

/// SQLite's schema history, v1 to v27: frozen. A new migration is written once, for both stores,
/// in SharedMigrations (applied after these); these are never edited, as databases record them.
enum Migrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-accounts-and-sessions") { db in
            try db.create(table: "user") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("username", .text).notNull()
                t.column("usernameKey", .text).notNull().unique()
                t.column("email", .text)
                t.column("passwordHash", .text).notNull()
                t.column("createdAt", .datetime).notNull()
            }
            try db.create(table: "session") { t in
                t.primaryKey("id", .text)
                t.column("userId", .integer).references("user", onDelete: .cascade)
                t.column("data", .blob).notNull()
                t.column("createdAt", .datetime).notNull()
                t.column("expiresAt", .datetime).notNull()
            }
            try db.create(index: "session_on_userId", on: "session", columns: ["userId"])
            try db.create(index: "session_on_expiresAt", on: "session", columns: ["expiresAt"])
        }
        migrator.registerMigration("v2-recipes", migrate: createRecipes)
        migrator.registerMigration("v3-pantry", migrate: createPantry)
        migrator.registerMigration("v4-diet-indexes", migrate: createDietIndexes)
        migrator.registerMigration("v5-photos", migrate: createPhotos)
        migrator.registerMigration("v6-social", migrate: createSocial)
        migrator.registerMigration("v7-follows", migrate: createFollows)
        migrator.registerMigration("v8-cooking", migrate: createCooking)
        migrator.registerMigration("v9-taste", migrate: createTaste)
        migrator.registerMigration("v10-pantry-amounts") { db in
            // Amounts that can't be added up (a count and a weight) are kept side by side.
            try db.alter(table: "pantry_item") { t in t.add(column: "amounts", .text) }
        }
        migrator.registerMigration("v11-learned-aliases", migrate: createLearnedAliases)
        migrator.registerMigration("v12-admins-and-invites", migrate: createAdminsAndInvites)
        migrator.registerMigration("v13-moderation", migrate: createModeration)
        migrator.registerMigration("v14-account-recovery", migrate: createAccountRecovery)
        migrator.registerMigration("v15-meal-plan", migrate: createMealPlan)
        migrator.registerMigration("v16-details", migrate: createDetails)
        migrator.registerMigration("v17-households", migrate: createHouseholds)
        migrator.registerMigration("v18-api-tokens", migrate: createAPITokens)
        migrator.registerMigration("v19-stores-and-prices", migrate: createStoresAndPrices)
        migrator.registerMigration("v20-products", migrate: createProducts)
        migrator.registerMigration("v21-rate-limits", migrate: createRateLimits)
        migrator.registerMigration("v22-sign-in-epoch", migrate: createSignInEpoch)
        migrator.registerMigration("v23-photo-files", migrate: createPhotoFileIndexes)
        migrator.registerMigration("v24-server-keys") { db in
            // Secrets every app server shares, made once by whichever server needs one first.
            try db.create(table: "server_key") { t in
                t.primaryKey("name", .text)
                t.column("value", .text).notNull()
            }
        }
        migrator.registerMigration("v25-kitchen-basics", migrate: createKitchenBasics)
        migrator.registerMigration("v26-display-preferences", migrate: addDisplayPreferences)
        migrator.registerMigration("v27-held-photos", migrate: createHeldPhotos)
        // Foreign keys checked as each statement runs, not by GRDB's default check of every
        // table's keys before the commit, which reads the whole file: the first start after an
        // upgrade of a million recipes (5 GB) took 49 s, the check 7 s of it with the file
        // already in memory and the rest reading it. No shared migration rebuilds a table.
        for migration in SharedMigrations.all {
            migrator.registerMigration(migration.identifier, foreignKeyChecks: .immediate) { db in try db.execute(sql: migration.sql) }
        }
        return migrator
    }
}
