extension Parser {
    /// Skips one bracketed group from its opening `(`, `[` or `{` through its matching closer.
    mutating func skipBalanced() {
        var depth = 0
        while !atEnd {
            let token = advance()
            guard token.kind == .punctuation else { continue }
            if ["(", "[", "{"].contains(token.text) { depth += 1 }
            if [")", "]", "}"].contains(token.text) { depth -= 1 }
            if depth <= 0 { return }
        }
    }

    /// Skips a construct outside the subset: up to the next line that does not continue it, by
    /// balanced brackets, stopping before a closer that belongs to the enclosing construct.
    mutating func skipUnknown(from start: Int) -> SourceRange {
        var first = true
        while !atEnd {
            let token = current
            if !first && token.startsLine && !continuesLine(token) { break }
            if token.kind == .punctuation && [")", "]", "}", ";"].contains(token.text) { break }
            if token.kind == .punctuation && ["(", "[", "{"].contains(token.text) {
                skipBalanced()
            } else {
                advance()
            }
            first = false
        }
        return range(from: start)
    }

    func continuesLine(_ token: Token) -> Bool {
        switch token.kind {
        case .punctuation: return token.text == "." || token.text == "{"
        case .operator: return token.isRightBound == token.isLeftBound || !token.isRightBound
        case .keyword: return ["else", "catch", "while", "where"].contains(token.text)
        default: return false
        }
    }
}
