import GRDB

extension Migrations {
    /// Households. The pantry, staples, grocery list and meal plan belong to a *kitchen*: every
    /// person has a kitchen of their own (made with the account by a trigger, whatever inserts the
    /// user), and a household is a shared kitchen with a name. `user.householdId` says which
    /// household a person cooks in; while it is set they see its kitchen, and when they leave they
    /// are back in their own kitchen as they left it. Favourites, lists, ratings, photos and
    /// points stay keyed by the person.
    ///
    /// The four pantry tables move from `userId`/`planOwnerId` to `kitchenId`; each existing person's
    /// own kitchen gets their user id, so every row keeps its owner.
    static func createHouseholds(_ db: Database) throws {
        try db.create(table: "kitchen") { t in
            t.autoIncrementedPrimaryKey("id")
            /// Set for a person's own kitchen (it goes with the account); nil for a household.
            t.column("personalUserId", .integer).unique().references("user", onDelete: .cascade)
            /// A household's name; nil for a person's own kitchen.
            t.column("name", .text)
            /// Who manages a household: may invite and remove members. Passed on to the longest
            /// standing member when they leave.
            t.column("managerId", .integer).references("user", onDelete: .setNull)
            t.column("createdAt", .datetime).notNull()
        }
        try db.alter(table: "user") { t in
            t.add(column: "kitchenId", .integer).references("kitchen", onDelete: .setNull)
            t.add(column: "householdId", .integer).references("kitchen", onDelete: .setNull)
            t.add(column: "householdJoinedAt", .datetime)
        }
        try db.execute(sql: """
            INSERT INTO kitchen (id, personalUserId, createdAt) SELECT id, id, createdAt FROM user;
            UPDATE user SET kitchenId = id;
            CREATE INDEX user_household ON user(householdId) WHERE householdId IS NOT NULL;
            CREATE TRIGGER user_own_kitchen AFTER INSERT ON user BEGIN
                INSERT INTO kitchen (personalUserId, createdAt) VALUES (NEW.id, NEW.createdAt);
                UPDATE user SET kitchenId = last_insert_rowid() WHERE id = NEW.id;
            END;

            CREATE TABLE new_pantry_item (
                "id" INTEGER PRIMARY KEY AUTOINCREMENT,
                "kitchenId" INTEGER NOT NULL REFERENCES "kitchen"("id") ON DELETE CASCADE,
                "text" TEXT NOT NULL, "name" TEXT NOT NULL, "ingredientKey" TEXT NOT NULL, "foodId" TEXT,
                "quantity" DOUBLE, "unit" TEXT, "grams" DOUBLE, "useBy" TEXT,
                "createdAt" DATETIME NOT NULL, "updatedAt" DATETIME NOT NULL, "amounts" TEXT,
                UNIQUE ("kitchenId", "ingredientKey"));
            INSERT INTO new_pantry_item (id, kitchenId, text, name, ingredientKey, foodId, quantity, unit, grams, useBy, createdAt, updatedAt, amounts)
                SELECT id, userId, text, name, ingredientKey, foodId, quantity, unit, grams, useBy, createdAt, updatedAt, amounts FROM pantry_item;
            DROP TABLE pantry_item;
            ALTER TABLE new_pantry_item RENAME TO pantry_item;

            CREATE TABLE new_staple (
                "kitchenId" INTEGER NOT NULL REFERENCES "kitchen"("id") ON DELETE CASCADE,
                "ingredientKey" TEXT NOT NULL, "name" TEXT NOT NULL,
                PRIMARY KEY ("kitchenId", "ingredientKey"));
            INSERT INTO new_staple (kitchenId, ingredientKey, name) SELECT userId, ingredientKey, name FROM staple;
            DROP TABLE staple;
            ALTER TABLE new_staple RENAME TO staple;

            CREATE TABLE new_staple_setup ("kitchenId" INTEGER PRIMARY KEY REFERENCES "kitchen"("id") ON DELETE CASCADE);
            INSERT INTO new_staple_setup (kitchenId) SELECT userId FROM staple_setup;
            DROP TABLE staple_setup;
            ALTER TABLE new_staple_setup RENAME TO staple_setup;

            CREATE TABLE new_grocery_item (
                "id" INTEGER PRIMARY KEY AUTOINCREMENT,
                "kitchenId" INTEGER NOT NULL REFERENCES "kitchen"("id") ON DELETE CASCADE,
                "ingredientKey" TEXT NOT NULL, "name" TEXT NOT NULL, "foodId" TEXT, "amount" DOUBLE, "dimension" TEXT,
                "grams" DOUBLE, "storeSection" TEXT NOT NULL, "price" DOUBLE, "checked" BOOLEAN NOT NULL DEFAULT 0,
                "createdAt" DATETIME NOT NULL,
                UNIQUE ("kitchenId", "ingredientKey"));
            INSERT INTO new_grocery_item (id, kitchenId, ingredientKey, name, foodId, amount, dimension, grams, storeSection, price, checked, createdAt)
                SELECT id, userId, ingredientKey, name, foodId, amount, dimension, grams, storeSection, price, checked, createdAt FROM grocery_item;
            DROP TABLE grocery_item;
            ALTER TABLE new_grocery_item RENAME TO grocery_item;

            CREATE TABLE new_plan_entry (
                "id" INTEGER PRIMARY KEY AUTOINCREMENT,
                "kitchenId" INTEGER NOT NULL REFERENCES "kitchen"("id") ON DELETE CASCADE,
                "day" TEXT NOT NULL, "slot" TEXT NOT NULL,
                "recipeId" INTEGER REFERENCES "recipe"("id") ON DELETE SET NULL,
                "title" TEXT NOT NULL, "servings" INTEGER NOT NULL, "note" TEXT, "cookedAt" DATETIME,
                "createdBy" INTEGER REFERENCES "user"("id") ON DELETE SET NULL, "createdAt" DATETIME NOT NULL);
            INSERT INTO new_plan_entry (id, kitchenId, day, slot, recipeId, title, servings, note, cookedAt, createdBy, createdAt)
                SELECT id, planOwnerId, day, slot, recipeId, title, servings, note, cookedAt, createdBy, createdAt FROM plan_entry;
            DROP TABLE plan_entry;
            ALTER TABLE new_plan_entry RENAME TO plan_entry;
            CREATE INDEX plan_entry_kitchen_day ON plan_entry(kitchenId, day);
            CREATE INDEX plan_entry_recipe ON plan_entry(recipeId);

            CREATE TABLE new_plan_feed (
                "kitchenId" INTEGER PRIMARY KEY REFERENCES "kitchen"("id") ON DELETE CASCADE,
                "tokenHash" TEXT NOT NULL UNIQUE, "createdAt" DATETIME NOT NULL);
            INSERT INTO new_plan_feed (kitchenId, tokenHash, createdAt) SELECT planOwnerId, tokenHash, createdAt FROM plan_feed;
            DROP TABLE plan_feed;
            ALTER TABLE new_plan_feed RENAME TO plan_feed;
            """)
        // Single-use links to join a household (7 days); only the token's SHA-256 is kept.
        try db.create(table: "household_invite") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("kitchenId", .integer).notNull().references("kitchen", onDelete: .cascade)
            t.column("tokenHash", .text).notNull().unique()
            t.column("createdBy", .integer).references("user", onDelete: .setNull)
            t.column("createdAt", .datetime).notNull()
            t.column("expiresAt", .datetime).notNull()
            t.column("usedAt", .datetime)
            t.column("usedBy", .integer).references("user", onDelete: .setNull)
        }
        try db.create(index: "household_invite_kitchen", on: "household_invite", columns: ["kitchenId"])
    }
}
