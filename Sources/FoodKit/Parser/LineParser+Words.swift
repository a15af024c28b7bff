extension LineParser {
    /// Gives every word after the amount to size, name, preparation or comment.
    mutating func scanWords() {
        var segments = segments()
        defer {
            labelLeftovers()
            moveTrailingUnit()
            restoreEmptyName()
        }
        guard !segments.isEmpty else { return }
        mergeAdjectiveCore(&segments)
        for segment in segments {
            for separator in segment.separators { label(separator, .punct) }
            switch segment.kind {
            case .core: labelCore(segment.range)
            case .tail: labelTail(segment.range)
            case .paren: labelParen(segment.range)
            }
        }
    }

    /// "boneless, skinless chicken breasts": a core of adjectives continues past the comma.
    /// Each tail is checked once as it joins and all joined ones are removed together, so a
    /// long list of adjectives is not checked again and shifted at every comma.
    private func mergeAdjectiveCore(_ segments: inout [Segment]) {
        guard segments.count > 1, !segments[0].range.isEmpty else { return }
        var joined = 1
        var last = segments[0].range
        while joined < segments.count, segments[joined].kind == .tail, !segments[joined].range.isEmpty, isAdjectives(last) {
            last = segments[joined].range
            joined += 1
        }
        guard joined > 1 else { return }
        // The comma between adjectives is punctuation of the name itself.
        segments[0].range = segments[0].range.lowerBound..<last.upperBound
        segments.removeSubrange(1..<joined)
    }

    private func isAdjectives(_ range: Range<Int>) -> Bool {
        range.allSatisfy { index in
            tokens[index].kind == .punct || Lexicon.nameAdjectives.contains(lower(index))
                || Lexicon.preparationStarters.contains(lower(index)) || Lexicon.preparationAdverbs.contains(lower(index))
                || ["and", "or"].contains(lower(index))
        }
    }

    private mutating func labelCore(_ range: Range<Int>) {
        var index = range.lowerBound
        let end = range.upperBound
        // "a little olive oil", "some salt": vague amounts are comments.
        while index < end - 1, labels[index] == nil, isVagueAmount(index, start: range.lowerBound) {
            label(index, .comment)
            index += 1
        }
        index = keepsProductParticiple ? labelLeadingSizes(from: index, end: end) : labelLeadingWords(from: index, end: end)
        var cursor = index
        var nameStarted = false
        while cursor < end {
            if !nameStarted, let skip = amountAside(at: cursor, end: end) {
                // "2 tbsp or so honey", "1 large or 2 small pomegranates": an aside before the name.
                label(cursor..<skip, .comment)
                cursor = skip
                continue
            }
            if commentStarter(at: cursor, end: end) {
                label(cursor..<end, .comment)
                return
            }
            if nameStarted, followsConnective(cursor), let prepEnd = leadingPreparationEnd(from: cursor, end: end) {
                // "salt and freshly ground black pepper": preparation of the second item.
                label(cursor..<prepEnd, .preparation)
                cursor = prepEnd
                continue
            }
            if lower(cursor) == "or", scanNumber(at: cursor + 1) != nil {
                // "1 sprig rosemary or 1 tsp dried rosemary": an alternative, not the name.
                label(cursor..<end, .comment)
                return
            }
            if cursor > index, !followsConnective(cursor), startsTrailingPreparation(at: cursor, end: end) {
                let commentStart = (cursor..<end).first { commentStarter(at: $0, end: end) } ?? end
                label(cursor..<commentStart, .preparation)
                label(commentStart..<end, .comment)
                return
            }
            if tokens[cursor].isPunct(",") {
                label(cursor, .punct)
                nameStarted = false
            } else if !keepsProductParticiple, isInlinePreparation(cursor, end: end)
                        || !nameStarted && cursor + 1 < end && Lexicon.leadingPreparation.contains(lower(cursor)) {
                label(cursor, .preparation)
            } else {
                label(cursor, .name)
                nameStarted = true
            }
            cursor += 1
        }
    }

    /// End of an amount aside ("or so", "or 2 small") starting at `index`, if one starts there.
    private func amountAside(at index: Int, end: Int) -> Int? {
        for phrase in Lexicon.amountQualifiers where index + phrase.count < end {
            if phrase.indices.allSatisfy({ lower(index + $0) == phrase[$0] }) { return index + phrase.count }
        }
        guard lower(index) == "or", scanNumber(at: index + 1) != nil else { return nil }
        var cursor = index + 1
        while cursor < end - 1 {
            let token = tokens[cursor]
            let amountish = token.number != nil || token.isPunct("/", "-", "(", ")") || lower(cursor) == "x"
                || Lexicon.sizeWords.contains(lower(cursor)) || scanUnit(at: cursor, afterNumber: true) != nil
            guard amountish else { break }
            cursor += 1
        }
        return cursor
    }

    private func followsConnective(_ index: Int) -> Bool {
        index > 0 && ["and", "or", "&"].contains(lower(index - 1))
    }

    /// "freshly ground", "chopped": preparation words that stand before a name.
    private func leadingPreparationEnd(from start: Int, end: Int) -> Int? {
        var index = start
        while index < end - 1 {
            if Lexicon.preparationAdverbs.contains(lower(index)), Lexicon.preparationStarters.contains(lower(index + 1)) {
                index += 2
            } else if Lexicon.leadingPreparation.contains(lower(index)) {
                index += 1
            } else {
                break
            }
        }
        return index > start && index < end ? index : nil
    }

    /// "mixed, boned, diced game meat": participles listed among the adjectives.
    private func isInlinePreparation(_ index: Int, end: Int) -> Bool {
        let word = lower(index)
        guard Lexicon.preparationStarters.contains(word), !Lexicon.nameAdjectives.contains(word), index + 1 < end else { return false }
        return isPunct(index + 1, ",") || ["and", "or"].contains(lower(index + 1)) && Lexicon.leadingPreparation.contains(lower(index + 2))
    }

    /// "1 can diced tomatoes", "400g tin chopped tomatoes": the participle names the product.
    private var keepsProductParticiple: Bool {
        let packaged: Set<String> = ["can", "tin", "jar", "carton", "package", "packet", "bag", "box", "pouch"]
        return [result.unit, result.container].contains { $0.map(packaged.contains) ?? false }
    }

    private mutating func labelLeadingSizes(from start: Int, end: Int) -> Int {
        var index = start
        while index < end - 1, Lexicon.foodSizes.contains(lower(index)) {
            label(index, .size)
            index += 1
        }
        return index
    }

    private func isVagueAmount(_ index: Int, start: Int) -> Bool {
        let word = lower(index)
        if word == "a" { return ["little", "few", "bit"].contains(lower(index + 1)) }
        if word == "little" { return tokens[index].text == "little" }
        if word == "of" { return index > start && labels[index - 1] == .comment }
        return ["some", "few", "several", "bit"].contains(word)
    }

    /// Size words and preparation that come before the name ("large", "finely chopped").
    private mutating func labelLeadingWords(from start: Int, end: Int) -> Int {
        var index = start
        while index < end - 1 {
            let word = lower(index)
            if Lexicon.foodSizes.contains(word) || word == "extra" && Lexicon.foodSizes.contains(lower(index + 1))
                || index > start && labels[index - 1] == .size
                    && (["sized", "size"].contains(word) || ["to", "or", "-"].contains(word) && Lexicon.foodSizes.contains(lower(index + 1))) {
                label(index, .size)
            } else if Lexicon.preparationAdverbs.contains(word),
                      Lexicon.preparationStarters.contains(lower(index + 1)) || Lexicon.leadingPreparation.contains(lower(index + 1)) {
                label(index..<(index + 2), .preparation)
                index += 1
            } else if Lexicon.leadingPreparation.contains(word) {
                label(index, .preparation)
            } else if (word == "and" || word == "or" || tokens[index].isPunct(",")), index > start,
                      labels[index - 1] == .preparation, Lexicon.leadingPreparation.contains(lower(index + 1)), index + 2 < end {
                label(index, .preparation)
            } else {
                break
            }
            index += 1
        }
        // Never take the last word: "2 cups chopped" keeps "chopped" as the name.
        if index >= end, end > start {
            label(end - 1, .name)
            return end - 1
        }
        return index
    }

    func commentStarter(at index: Int, end: Int) -> Bool {
        let first = lower(index)
        for phrase in Lexicon.commentStarters where phrase[0] == first && index + phrase.count <= end {
            if phrase.indices.allSatisfy({ lower(index + $0) == phrase[$0] }) { return true }
        }
        return false
    }

    /// "onions finely chopped", "chicken cut into strips": preparation after the name,
    /// but not "whole peeled tomatoes", where the participle is part of the name.
    private func startsTrailingPreparation(at index: Int, end: Int) -> Bool {
        let word = lower(index)
        guard tokens[index].isWord, Lexicon.preparationStarters.contains(word) else { return false }
        // Bare verbs ("mince", "slice") are nouns in a name ("venison mince"); only participles count.
        guard word.hasSuffix("ed") || Lexicon.preparationAdverbs.contains(word)
                || ["cut", "torn", "split", "broken", "left", "ground", "shaken"].contains(word) else { return false }
        if Lexicon.preparationAdverbs.contains(word) {
            return index + 1 < end && Lexicon.preparationStarters.contains(lower(index + 1))
        }
        return index + 1 == end || Lexicon.preparationContinuers.contains(lower(index + 1))
            || tokens[index + 1].number != nil
    }
}
