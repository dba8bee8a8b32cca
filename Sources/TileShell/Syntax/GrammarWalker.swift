import TileText

/// Walks a command's tokens through its grammar: the one reading of the grammar that the parser
/// (every token must fit) and the completer (what may come next, when the tokens run out) share.
struct GrammarWalker {
    let tokens: ArraySlice<Token>
    var index: Int
    var matches: [Arguments.Match]
    /// What could have come next when the tokens ran out, in grammar order (for completion).
    var expecting: [Expectation] = []
    /// Whether `expecting` is filled. NB: off for parsing, where it would allocate per command.
    var recordsExpectations = false
    /// Set when the tokens ran out where a list's next group would start, right after the
    /// punctuation before it (`enum Size:` or `enum Size: small,`): the list, and the index its
    /// next group starts at. A line that ends there leaves its entry unfinished.
    var openList: ListResume?

    /// Where an unfinished list goes on: walking `list` from token `index` on, over the tokens
    /// the next lines add, gives the same answer as walking the whole command again.
    struct ListResume {
        var list: GrammarElement
        var index: Int
    }

    /// Something the grammar would have taken at the end of the tokens.
    enum Expectation {
        case slot(Slot)
        case punctuation(Token.Kind)
        case keywords([KeywordOption])
    }

    /// Why the walk stopped early.
    enum Stop: Error {
        /// The tokens ran out where `expected` must come.
        case ranOut(expected: String)
        /// `token` is not what `expected` says.
        case mismatch(Token, expected: String)
        /// An unknown keyword where `options` were expected.
        case unknownOption(Token, options: [KeywordOption])
    }

    init(tokens: ArraySlice<Token>) {
        self.init(tokens: tokens, from: tokens.startIndex + 1)
    }

    /// A walker that starts at token `index` (the command's name is at `startIndex`).
    init(tokens: ArraySlice<Token>, from index: Int) {
        self.tokens = tokens
        self.index = index
        self.matches = []
    }

    /// A walker that takes `matches`' storage (leaving it empty), so that it is reused
    /// rather than copied when the walker appends.
    init(tokens: ArraySlice<Token>, reusing matches: inout [Arguments.Match]) {
        self.init(tokens: tokens)
        swap(&self.matches, &matches)
        self.matches.removeAll(keepingCapacity: true)
    }

    var peek: Token? { index < tokens.endIndex ? tokens[index] : nil }

    /// The command's first argument, for `{name}` in error texts.
    func expanding(_ text: String, _ line: SourceLine) -> String {
        guard text.contains("{name}") else { return text }
        let name = tokens.dropFirst().first.map { line.text(of: $0) } ?? ""
        return text.replacingAll("{name}", with: name)
    }

    /// Walks `elements` over the tokens of `line` (the entry they were lexed from).
    /// NB: the line is passed, not kept: a copy of it in every walker was two retains a command.
    mutating func walk(_ elements: [GrammarElement], in line: SourceLine) throws(Stop) {
        for element in elements { try walk(element, in: line) }
    }

    mutating func walk(_ element: GrammarElement, in line: SourceLine) throws(Stop) {
        switch element {
        case .one(let slot):
            try take(slot, in: line)
        case .punctuation(let kind, let expected):
            guard let t = peek else {
                expect(.punctuation(kind))
                throw .ranOut(expected: expanding(expected, line))
            }
            guard t.kind == kind else { throw .mismatch(t, expected: expanding(expected, line)) }
            index += 1
        case .ifAny(let slot):
            guard peek != nil else {
                expect(.slot(slot))
                return
            }
            try take(slot, in: line)
        case .ifNext(let trigger, let inner):
            guard let t = peek else {
                if case .punctuation(let kind) = trigger { expect(.punctuation(kind)) }
                return
            }
            guard trigger.matches(t, in: line) else { return }
            index += 1
            try walk(inner, in: line)
        case .oneOrMore(let slot, let missing):
            guard peek != nil else {
                expect(.slot(slot))
                throw .ranOut(expected: missing)
            }
            while index < tokens.endIndex { try take(slot, in: line) }
            expect(.slot(slot))
        case .zeroOrMore(let slot):
            while index < tokens.endIndex { try take(slot, in: line) }
            expect(.slot(slot))
        case .list(let group, let separator, let expected):
            if peek == nil, index > tokens.startIndex, tokens[index - 1].kind != .word,
                tokens[index - 1].kind != .string
            {
                openList = ListResume(list: element, index: index)
            }
            try walk(group, in: line)
            while let t = peek {
                guard t.kind == separator else { throw .mismatch(t, expected: expected) }
                index += 1
                if peek == nil { openList = ListResume(list: element, index: index) }
                try walk(group, in: line)
            }
            expect(.punctuation(separator))
        case .options(let options, let expected):
            while let t = peek {
                guard t.kind == .word else { throw .mismatch(t, expected: expected) }
                guard let option = options.first(where: { line.isWord(t, $0.keyword) }) else {
                    throw .unknownOption(t, options: options)
                }
                if let value = option.value {
                    index += 1
                    try take(value, in: line)
                } else {
                    matches.append(Arguments.Match(label: .flag, index: index))
                    index += 1
                }
            }
            expect(.keywords(options))
        case .either(let trigger, let then, let otherwise):
            if let t = peek, trigger.matches(t, in: line) {
                try walk(then, in: line)
            } else {
                // NB: at the end of the tokens, completion offers what either branch starts with.
                if peek == nil, case .rest(let slot)? = then.first { expect(.slot(slot)) }
                try walk(otherwise, in: line)
            }
        case .rest(let slot):
            try take(slot, in: line)
            index = tokens.endIndex
        }
    }

    mutating func take(_ slot: Slot, in line: SourceLine) throws(Stop) {
        guard index < tokens.endIndex else {
            expect(.slot(slot))
            throw .ranOut(expected: expanding(slot.expected, line))
        }
        // NB: the token's kind is read in place: copying the token retained its text.
        guard slot.shape.accepts(tokens[index].kind) else {
            throw .mismatch(tokens[index], expected: expanding(slot.expected, line))
        }
        matches.append(Arguments.Match(label: slot.label, index: index))
        index += 1
    }

    mutating func expect(_ e: Expectation) {
        if recordsExpectations { expecting.append(e) }
    }
}
