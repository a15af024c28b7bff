import FoodKit
import Foundation

/// What adding pantry lines did, for the page to say.
package struct PantryAddReport: Sendable {
    package var added: [String] = []
    package var merged: [String] = []
    package var notes: [String] = []
}

extension AppDatabase {
    package static let defaultStaples = ["salt", "black pepper", "water"]

    package func pantryItems(userID: Int64) async throws -> [PantryItem] {
        try await store.read { db in try PantryItem.owned(byUser: userID, db) }
    }

    /// Adds one item per line; an item already in the pantry (same food) is updated, not duplicated.
    @discardableResult
    package func addPantryItems(userID: Int64, lines: [String], useBy: String? = nil, now: Date = Date()) async throws -> PantryAddReport {
        try await addPantryEntries(userID: userID, entries: lines.compactMap { PantryEntry(text: $0) }, useBy: useBy, now: now)
    }

    /// The same for lines already read (a product's, whose food a person chose).
    @discardableResult
    package func addPantryEntries(userID: Int64, entries: [PantryEntry], useBy: String? = nil, now: Date = Date()) async throws -> PantryAddReport {
        try await store.write { db in
            let kitchen = try Self.kitchenID(db, userID: userID)
            var report = PantryAddReport()
            for entry in entries {
                if var existing = try PantryItem.fetchOne(db, sql: "SELECT * FROM pantry_item WHERE kitchenId = ? AND ingredientKey = ?", arguments: [kitchen, entry.ingredientKey]) {
                    existing.add(entry.amounts)
                    existing.useBy = useBy ?? existing.useBy
                    existing.updatedAt = now
                    try existing.update(db)
                    report.merged.append(existing.name)
                } else {
                    var item = PantryItem(entry, kitchenID: kitchen, useBy: useBy, at: now)
                    try item.insert(db)
                    report.added.append(entry.name)
                }
                if let note = entry.note { report.notes.append(note) }
            }
            return report
        }
    }

    /// Changes one item's text (re-read by FoodKit) and use-by date; only an item of the person's kitchen.
    package func updatePantryItem(id: Int64, userID: Int64, text: String, useBy: String?, now: Date = Date()) async throws {
        guard let entry = PantryEntry(text: text) else { throw PantryError.emptyItem }
        try await store.write { db in
            let kitchen = try Self.kitchenID(db, userID: userID)
            guard var item = try PantryItem.fetchOne(db, sql: "SELECT * FROM pantry_item WHERE id = ? AND kitchenId = ?", arguments: [id, kitchen]) else {
                throw PantryError.notFound
            }
            item.read(entry)
            item.useBy = useBy
            item.updatedAt = now
            // Editing into something already present merges the two.
            try db.execute(sql: "DELETE FROM pantry_item WHERE kitchenId = ? AND ingredientKey = ? AND id != ?", arguments: [kitchen, entry.ingredientKey, id])
            try item.update(db)
        }
    }

    package func removePantryItem(id: Int64, userID: Int64) async throws {
        try await store.write { db in
            let kitchen = try Self.kitchenID(db, userID: userID)
            try db.execute(sql: "DELETE FROM pantry_item WHERE id = ? AND kitchenId = ?", arguments: [id, kitchen])
            guard db.changesCount == 1 else {
                throw PantryError.notFound
            }
        }
    }

    /// The staples of the person's kitchen; the defaults (salt, black pepper, water) are given
    /// once, then theirs to edit.
    package func staples(userID: Int64) async throws -> [Staple] {
        // Most calls only read; the write (and its fsync) happens once per kitchen.
        if let existing = try await store.read({ db in try Self.existingStaples(db, userID: userID) }) {
            return existing
        }
        return try await store.write { db in
            let kitchen = try Self.kitchenID(db, userID: userID)
            if try Int.fetchOne(db, sql: "SELECT 1 FROM staple_setup WHERE kitchenId = ?", arguments: [kitchen]) == nil {
                try db.execute(sql: "INSERT INTO staple_setup(kitchenId) VALUES (?)", arguments: [kitchen])
                for entry in Self.defaultStaples.compactMap({ PantryEntry(text: $0) }) {
                    try Self.insertStaple(db, kitchen: kitchen, entry: entry)
                }
            }
            return try Staple.fetchAll(db, sql: "SELECT * FROM staple WHERE kitchenId = ? ORDER BY name", arguments: [kitchen])
        }
    }

    package func addStaple(userID: Int64, text: String) async throws {
        _ = try await staples(userID: userID)
        guard let entry = PantryEntry(text: text) else { throw PantryError.emptyItem }
        try await store.write { db in try Self.insertStaple(db, kitchen: Self.kitchenID(db, userID: userID), entry: entry) }
    }

    package func removeStaple(userID: Int64, ingredientKey: String) async throws {
        _ = try await staples(userID: userID)
        try await store.write { db in
            try db.execute(sql: "DELETE FROM staple WHERE kitchenId = ? AND ingredientKey = ?", arguments: [Self.kitchenID(db, userID: userID), ingredientKey])
        }
    }

    /// A kitchen's staples, nil until its default staples have been written.
    static func existingStaples(_ db: SQLConnection, userID: Int64) throws -> [Staple]? {
        db.prefetch(stapleSetupRead(userID: userID), staplesRead(userID: userID))
        guard try db.fetch(stapleSetupRead(userID: userID)) != nil else { return nil }
        return try db.fetch(staplesRead(userID: userID))
    }

    static func stapleSetupRead(userID: Int64) -> SQLRead<Int?> {
        .value(Int.self, sql: "SELECT 1 FROM staple_setup WHERE kitchenId = \(kitchenOfUserSQL)", arguments: [userID])
    }

    static func staplesRead(userID: Int64) -> SQLRead<[Staple]> {
        .all(Staple.self, sql: "SELECT * FROM staple WHERE kitchenId = \(kitchenOfUserSQL) ORDER BY name", arguments: [userID])
    }

    /// Runs `body` in one read with the cook's pantry (their household's, when they
    /// are in one), kept from an earlier page when it was read at the kitchen's pantry version this
    /// read sees (PantryCache). A kitchen's default staples are written on their first
    /// visit to a page that reads the pantry: when they are missing, this writes them (once) and
    /// reads again, so the pages themselves only read.
    ///
    /// `prefetch` sends the body's reads that don't need the pantry ahead of the pantry's own; the
    /// pantry version goes with them, and so do the pantry's reads when nothing is kept (on
    /// PostgreSQL, all in one round trip: a second only when a kept pantry turns out outdated);
    /// only where the store sends reads ahead (`SQLConnection.sendsAhead`).
    /// `brief`: a read of bounded work, made as `SQLStore.readBrief`; otherwise as `readBatched`
    /// (the version and the pantry's reads go together, and a pantry read after its version is
    /// never older than it).
    func readWithPantry<T: Sendable>(
        userID: Int64, today: Date, brief: Bool = false, prefetch: @escaping @Sendable (SQLConnection) -> Void = { _ in },
        _ body: @escaping @Sendable (SQLConnection, StoredPantry) throws -> T
    ) async throws -> T {
        let key = PantryCache.Key(userID: userID, day: UseByDate.string(today))
        let pantries = self.pantries
        let kept = pantries.kept(key)
        let read: @Sendable (SQLConnection) throws -> T? = { db in
            if db.sendsAhead {
                prefetch(db)
                // The pantry's reads are keyed by person (their kitchen found in the same statement),
                // so they go with the body's.
                db.prefetch(Self.pantryVersionRead(userID: userID))
                if kept == nil { db.prefetch(PantryItem.ownedRead(byUser: userID), Self.stapleSetupRead(userID: userID), Self.staplesRead(userID: userID)) }
            }
            let version = try db.fetch(Self.pantryVersionRead(userID: userID))
            if let kept, kept.version == version { return try body(db, kept.pantry) }
            if db.sendsAhead { db.prefetch(PantryItem.ownedRead(byUser: userID)) }
            guard let staples = try Self.existingStaples(db, userID: userID) else { return nil }
            let items = try PantryItem.owned(byUser: userID, db)
            let stored = StoredPantry(items: items, set: PantrySet(items: items, staples: staples, today: today))
            if let version { pantries.keep(stored, at: version, for: key) }
            return try body(db, stored)
        }
        let store = self.store
        func reading() async throws -> T? { brief ? try await store.readBrief(read) : try await store.readBatched(read) }
        if let result = try await reading() { return result }
        _ = try await staples(userID: userID)
        guard let result = try await reading() else { throw PantryError.notFound }
        return result
    }

    /// The pantry as recipe lines see it (`PantrySet(items:staples:today:soonDays:)`).
    package func pantrySet(userID: Int64, today: Date = Date(), soonDays: Int = 3) async throws -> PantrySet {
        PantrySet(items: try await pantryItems(userID: userID), staples: try await staples(userID: userID), today: today, soonDays: soonDays)
    }
}

package enum PantryError: Error, Equatable {
    case notFound
    case emptyItem
}

/// Use-by dates as the forms and the database keep them: "2026-11-30".
package enum UseByDate {
    /// The UTC day of `date` (every page that reads the pantry asks: no Calendar, see SQLDate).
    package static func string(_ date: Date) -> String { SQLDate.day(date) }

    /// Nil for anything that isn't a real calendar date.
    package static func parse(_ text: String) -> String? {
        date(text).map(string)
    }

    /// Midnight UTC of "YYYY-MM-DD"; nil for anything that isn't a real calendar date.
    package static func date(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (2000...2200).contains(parts[0]), (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        var components = DateComponents(year: parts[0], month: parts[1], day: parts[2])
        components.timeZone = TimeZone(identifier: "UTC")
        guard let date = Calendar(identifier: .gregorian).date(from: components), string(date) == String(format: "%04d-%02d-%02d", parts[0], parts[1], parts[2]) else {
            return nil
        }
        return date
    }
}

/// A cook's pantry items as stored, and the pantry they make as recipe lines see it.
struct StoredPantry: Sendable {
    let items: [PantryItem]
    let set: PantrySet
}
