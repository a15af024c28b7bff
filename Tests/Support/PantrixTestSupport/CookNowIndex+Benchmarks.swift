import PantrixCore

extension CookNowIndex {
    /// For benchmarks: an index holding this one's recipes `times` over (copies get new ids),
    /// to measure ranking at a million recipes without generating a million-recipe database.
    package func repeated(times: Int) -> CookNowIndex {
        let copy = CookNowIndex()
        guard let base = snapshot else { return copy }
        var grown = base
        // Copies get ids after the last one, so the ids stay dense as in a real catalogue.
        let step = (base.entries.map(\.id).max() ?? 0) + 1
        for round in 1..<max(times, 1) {
            for (slot, entry) in base.entries.enumerated() where base.isAlive(slot: slot) {
                let (keys, needs, counts) = (base.keys(ofSlot: slot), base.needs(ofSlot: slot), base.counts(ofSlot: slot))
                let lines = keys.indices.map { index in
                    CookNowLine(key: base.keyNames[Int(keys[index])], grams: needs[index].isNaN ? nil : Double(needs[index]),
                                count: counts[index].isNaN ? nil : Double(counts[index]))
                }
                grown.upsert(CookNowRecipe(
                    id: entry.id + Int64(round) * step, category: base.category(ofSlot: slot), cuisine: base.cuisine(ofSlot: slot), diet: entry.diet,
                    minutes: entry.minutes < 0 ? nil : Int(entry.minutes), kcal: entry.kcal.isNaN ? nil : Double(entry.kcal),
                    cost: entry.cost.isNaN ? nil : Double(entry.cost), favourites: Int(base.favouriteCounts[slot]),
                    editorialRank: Int(entry.editorialRank), authorID: entry.authorID < 0 ? nil : entry.authorID,
                    isPublic: entry.isPublic, lines: lines))
            }
        }
        copy.install(grown)
        return copy
    }
}

extension CookNowIndex {
    /// A ranking made now, neither looked up nor kept (benchmarks measure this: a first view).
    package func rankAfresh(_ pantry: PantrySet, query: CookNowQuery) -> CookNowResults {
        snapshot?.rank(pantry, query: query) ?? CookNowResults(hits: [], total: 0)
    }
}
