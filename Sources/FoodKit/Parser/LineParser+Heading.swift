extension LineParser {
    /// "For the sauce:" or "Dressing:" introduce a group of lines; they are not ingredients.
    mutating func detectHeading() -> Bool {
        let words = tokens.filter { $0.kind != .punct }
        guard !words.isEmpty, words.count <= 8, !words.contains(where: { $0.number != nil }) else { return false }
        let endsWithColon = tokens.last?.isPunct(":") == true
        let startsWithForThe = tokens.count >= 2 && tokens[0].lower == "for" && tokens[1].lower == "the"
            && !tokens.contains(where: { $0.isPunct(",", "(") })
        guard endsWithColon || startsWithForThe else { return false }
        for index in tokens.indices { labels[index] = tokens[index].kind == .punct ? .punct : .name }
        result.isHeading = true
        return true
    }
}
