/// Every migration after SQLite's v27-held-photos and PostgreSQL's v8-held-photos, written once:
/// SQLite's migrator applies each after its own list (SQLite/Migrations.swift) and PostgresStore
/// after its own (PostgresSchema), both recording the same identifier. The SQL is SQLite's dialect
/// restricted to what `PostgresDDL` translates (its types, `user`, no FTS, triggers or pragmas);
/// a statement the dialects can't share gives its PostgreSQL text beside it.
/// Append only: a released migration is never edited (databases record which ones they applied).
enum SharedMigrations {
    static let all: [SharedMigration] = [
        // The domain's shops were called stores, a name the SQL stores (SQLiteStore, PostgresStore) share.
        SharedMigration("v28-shops", sql: """
            ALTER TABLE store RENAME TO shop;
            ALTER TABLE store_price RENAME TO shop_price;
            ALTER TABLE shop_price RENAME COLUMN storeId TO shopId;
            DROP INDEX store_kitchen;
            CREATE INDEX shop_kitchen ON shop(kitchenId);
            DROP INDEX store_price_kitchen_newest;
            CREATE INDEX shop_price_kitchen_newest ON shop_price(kitchenId, createdAt);
            DROP INDEX store_price_store;
            CREATE INDEX shop_price_shop ON shop_price(shopId);
            """),
        // Words typed up to 8 letters ("chic", "tomat") read one list of the full-text index
        // instead of merging the lists of every word they begin, which grew with the catalogue
        // (145 ms for "chic" in a million recipes). FTS5 fixes its prefix lengths when the table
        // is made, so the table is made again. PostgreSQL's GIN index has nothing to change.
        SharedMigration("v29-search-prefixes", sql: """
            CREATE VIRTUAL TABLE recipe_fts_prefixes USING fts5(
                title, description, ingredients, tags,
                tokenize = 'porter unicode61 remove_diacritics 2', prefix = '2 3 4 5 6 7 8'
            );
            INSERT INTO recipe_fts_prefixes(recipe_fts_prefixes, rank) VALUES('rank', 'bm25(10.0, 2.0, 4.0, 3.0)');
            INSERT INTO recipe_fts_prefixes(rowid, title, description, ingredients, tags)
                SELECT rowid, title, description, ingredients, tags FROM recipe_fts;
            INSERT INTO recipe_fts_prefixes(recipe_fts_prefixes) VALUES('optimize');
            DROP TABLE recipe_fts;
            ALTER TABLE recipe_fts_prefixes RENAME TO recipe_fts;
            """, postgres: "SELECT 1"),
        // Each kitchen's pantry version, bumped in the same transaction as every write to what a
        // cook's kept pantry is read from (its items, staples and staple setup), whatever makes the
        // write: a server checks it before using a pantry it kept (PantryCache), so another
        // server's write shows on the next page, before its NOTIFY arrives.
        SharedMigration("v30-pantry-versions", sql: """
            ALTER TABLE kitchen ADD COLUMN pantryVersion INTEGER NOT NULL DEFAULT 0;
            \(PantryVersionTriggers.sqlite)
            """, postgres: """
            ALTER TABLE kitchen ADD COLUMN pantryVersion BIGINT NOT NULL DEFAULT 0;
            CREATE FUNCTION kitchen_pantry_changed() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP = 'INSERT' THEN
                    UPDATE kitchen SET pantryVersion = pantryVersion + 1 WHERE id = NEW.kitchenId;
                ELSIF TG_OP = 'UPDATE' THEN
                    UPDATE kitchen SET pantryVersion = pantryVersion + 1 WHERE id IN (OLD.kitchenId, NEW.kitchenId);
                ELSE
                    UPDATE kitchen SET pantryVersion = pantryVersion + 1 WHERE id = OLD.kitchenId;
                END IF;
                RETURN NULL;
            END $$;
            \(PantryVersionTriggers.postgres)
            """),
    ]
}

/// v30-pantry-versions' triggers: each write to a table a kept pantry is read from moves its
/// kitchen's pantry version, named the same on both stores (`<table>_added`, `_changed`, `_removed`).
enum PantryVersionTriggers {
    static let tables = ["pantry_item", "staple", "staple_setup"]
    static let events = [("added", "INSERT", "NEW.kitchenId"), ("changed", "UPDATE", "OLD.kitchenId, NEW.kitchenId"), ("removed", "DELETE", "OLD.kitchenId")]

    static var sqlite: String {
        statements { table, name, event, kitchens in
            "CREATE TRIGGER \(table)_\(name) AFTER \(event) ON \(table) BEGIN UPDATE kitchen SET pantryVersion = pantryVersion + 1 WHERE id IN (\(kitchens)); END;"
        }
    }

    static var postgres: String {
        statements { table, name, event, _ in
            "CREATE TRIGGER \(table)_\(name) AFTER \(event) ON \(table) FOR EACH ROW EXECUTE FUNCTION kitchen_pantry_changed();"
        }
    }

    private static func statements(_ statement: (String, String, String, String) -> String) -> String {
        tables.flatMap { table in events.map { statement(table, $0.0, $0.1, $0.2) } }.joined(separator: "\n")
    }
}

/// One shared migration: its identifier, its SQL for SQLite, and PostgreSQL's text where the
/// translated one won't do.
struct SharedMigration: Sendable {
    let identifier: String
    let sql: String
    let explicitPostgres: String?

    init(_ identifier: String, sql: String, postgres: String? = nil) {
        self.identifier = identifier
        self.sql = sql
        explicitPostgres = postgres
    }

    /// What PostgreSQL runs: the explicit text, else the SQL translated.
    func postgres() throws -> String {
        if let explicitPostgres { return explicitPostgres }
        do {
            return try PostgresDDL.translate(sql)
        } catch let error as PostgresDDL.Unportable {
            throw PostgresDDL.Unportable(reason: "\(identifier): \(error.reason)")
        }
    }
}
