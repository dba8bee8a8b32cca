/// `#if cond ... #elseif cond ... #else ... #endif`, resolved before parsing as a preview build
/// sees it (`CompilationConditions`): only the active branch's tokens are kept, so a block
/// may stand wherever its branch's code could (declarations, members, statements, and a
/// chain of modifiers, SE-0308). Inactive branches are skipped by counting nested `#if`s; as
/// in swiftc, they are lexed but not parsed.
///
///     // "Text(\"a\")\n#if os(iOS)\n.padding()\n#endif" parses as `Text("a")\n.padding()`
struct ConditionalCompilation {
    /// One `#if` block being read.
    struct Block {
        var opening: Token
        /// Whether the code around the block is kept.
        var outerActive: Bool
        /// Whether an earlier branch was taken: later ones are not.
        var taken: Bool
        var active: Bool
        var sawElse = false
        /// `{` minus `}` in the branch so far: a branch may not close what it did not open.
        var braces = 0
    }

    static let directives: Set<String> = ["if", "elseif", "else", "endif"]

    var kept: [Token] = []
    var diagnostics: [Diagnostic] = []
    var blocks: [Block] = []

    /// The tokens of the active branches, with the errors of malformed blocks.
    static func resolve(_ tokens: [Token]) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        guard tokens.contains(where: { $0.kind == .poundKeyword && directives.contains($0.text) }) else {
            return (tokens, [])
        }
        var resolver = ConditionalCompilation()
        resolver.kept.reserveCapacity(tokens.count)
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            guard token.kind == .poundKeyword, directives.contains(token.text) else {
                resolver.keep(token)
                i += 1
                continue
            }
            // NB: a directive's condition is the rest of its line.
            var end = i + 1
            while end < tokens.count, !tokens[end].startsLine, tokens[end].kind != .endOfFile { end += 1 }
            resolver.directive(token, tokens[(i + 1)..<end])
            i = end
        }
        return (resolver.kept, resolver.diagnostics)
    }

    var isActive: Bool { blocks.last?.active ?? true }

    mutating func keep(_ token: Token) {
        if token.kind == .endOfFile {
            close(at: token)
            kept.append(token)
            return
        }
        if token.kind == .punctuation, let last = blocks.indices.last {
            if token.text == "{" { blocks[last].braces += 1 }
            if token.text == "}" {
                blocks[last].braces -= 1
                if blocks[last].braces < 0 {
                    // NB: dropped, as swiftc recovers: the code around the block keeps its braces.
                    error("unexpected '}' in conditional compilation block", token.range)
                    blocks[last].braces = 0
                    return
                }
            }
        }
        if isActive { kept.append(token) }
    }

    mutating func directive(_ token: Token, _ rest: ArraySlice<Token>) {
        if token.text == "if" {
            let outer = isActive
            let value = outer && condition(rest, after: token)
            blocks.append(Block(opening: token, outerActive: outer, taken: value, active: value))
            return
        }
        guard let last = blocks.indices.last else {
            error("unexpected conditional compilation block terminator", token.range)
            return
        }
        switch token.text {
        case "elseif":
            if blocks[last].sawElse { error("further conditions after #else are unreachable", token.range) }
            let open = blocks[last].outerActive && !blocks[last].taken
            let value = open && condition(rest, after: token)
            blocks[last].active = value
            blocks[last].taken = blocks[last].taken || value
            blocks[last].braces = 0
        case "else":
            if blocks[last].sawElse { error("further conditions after #else are unreachable", token.range) }
            noExtraTokens(rest)
            blocks[last].active = blocks[last].outerActive && !blocks[last].taken
            blocks[last].taken = true
            blocks[last].sawElse = true
            blocks[last].braces = 0
        default:
            noExtraTokens(rest)
            blocks.removeLast()
        }
    }

    /// The value of a branch's condition; an invalid one is an error and inactive.
    mutating func condition(_ tokens: ArraySlice<Token>, after directive: Token) -> Bool {
        guard !tokens.isEmpty else {
            error("expected a condition to follow #\(directive.text)", directive.range)
            return false
        }
        switch CompilationConditions.evaluate(tokens) {
        case .success(let value): return value
        case .failure(let invalid):
            error(invalid.message, invalid.range)
            return false
        }
    }

    mutating func noExtraTokens(_ rest: ArraySlice<Token>) {
        if let extra = rest.first { error("extra tokens following conditional compilation directive", extra.range) }
    }

    /// At the end of the file, a block still open is swiftc's error there, with a note at its `#if`.
    mutating func close(at end: Token) {
        guard !blocks.isEmpty else { return }
        error("expected #else or #endif at end of conditional compilation block", end.range)
        for block in blocks {
            diagnostics.append(Diagnostic(.note, "to match this opening '#if'", at: block.opening.range))
        }
        blocks.removeAll()
    }

    /// NB: at most the parser's error limit: a file of a million stray `#endif`s says so 20 times.
    mutating func error(_ message: String, _ range: SourceRange) {
        guard diagnostics.count < Parser.errorLimit else { return }
        diagnostics.append(Diagnostic(.error, message, at: range))
    }
}
