extension RecipeLimits {
    /// `draft` cut down to the limits, and one line per cut in words ("kept the first 60 of
    /// 20000 steps"). Imports go through this: a file is not refused for one long field, and
    /// nothing is stored past what the editor would accept.
    package static func fit(_ draft: RecipeDraft) -> (draft: RecipeDraft, cuts: [String]) {
        var draft = draft
        var cuts: [String] = []
        func shorten(_ text: inout String, to limit: Int, _ name: String) {
            guard text.count > limit else { return }
            text = String(text.prefix(limit)).trimmingTrailingSpace
            cuts.append("shortened the \(name) to \(limit) characters")
        }
        func keepFirst<T>(_ items: inout [T], _ limit: Int, _ name: String) {
            guard items.count > limit else { return }
            cuts.append("kept the first \(limit) of \(items.count) \(name)")
            items.removeLast(items.count - limit)
        }
        func shortenEach(_ items: inout [String], to limit: Int, _ name: String) {
            let long = items.filter { $0.count > limit }.count
            guard long > 0 else { return }
            items = items.map { $0.count > limit ? String($0.prefix(limit)).trimmingTrailingSpace : $0 }
            cuts.append("shortened \(long) \(name)\(long == 1 ? "" : "s") to \(limit) characters")
        }
        shorten(&draft.title, to: titleCharacters, "title")
        shorten(&draft.description, to: descriptionCharacters, "description")
        if var cuisine = draft.cuisine {
            shorten(&cuisine, to: cuisineCharacters, "cuisine")
            draft.cuisine = cuisine
        }
        draft.servings = min(max(draft.servings, servings.lowerBound), servings.upperBound)
        keepFirst(&draft.ingredients, ingredientLines, "ingredient lines")
        shortenEach(&draft.ingredients, to: ingredientLineCharacters, "ingredient line")
        keepFirst(&draft.steps, steps, "steps")
        shortenEach(&draft.steps, to: stepCharacters, "step")
        keepFirst(&draft.tags, tags, "tags")
        shortenEach(&draft.tags, to: tagCharacters, "tag")
        let times: [(String, WritableKeyPath<RecipeDraft, Int?>)] = [("prep", \.prepMinutes), ("cook", \.cookMinutes), ("total", \.totalMinutes)]
        for (name, time) in times {
            if let value = draft[keyPath: time], !minutes.contains(value) {
                draft[keyPath: time] = nil
                cuts.append("left out a \(name) time of \(value) minutes")
            }
        }
        if let url = draft.sourceURL, url.count > sourceURLCharacters {
            draft.sourceURL = nil
            cuts.append("left out a source address longer than \(sourceURLCharacters) characters")
        }
        return (draft, cuts)
    }
}

private extension String {
    /// A cut made mid-sentence should not leave a dangling space.
    var trimmingTrailingSpace: String {
        String(reversed().drop { $0.isWhitespace }.reversed())
    }
}
