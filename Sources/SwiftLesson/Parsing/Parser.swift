/// A recursive-descent parser for the subset of Swift that SwiftUI lesson files are written in.
/// What the subset does not cover becomes an `unknown` node with one warning; a syntax error
/// is an error diagnostic; neither stops the parse. Nesting and work are bounded.
///
///     let parsed = Parser.parse(SourceFile(path: "Lesson.swift", text: source))
public struct Parser {
    /// Deeper nesting than this ends the parse with an error (a hostile file).
    public static let depthLimit = 256
    /// The parse stops after this many errors.
    static let errorLimit = 20

    let file: SourceFile
    var tokens: [Token] { didSet { refresh() } }
    var index = 0 { didSet { refresh() } }
    /// What is left of the token at `index` once its first characters were taken as tokens of
    /// their own (`>` of `>>`, `?` of `??`). NB: kept beside `tokens`, never written into them,
    /// so a speculative parse saves and restores one token, not a copy of the whole array.
    var split: Token? { didSet { refresh() } }
    var diagnostics: [Diagnostic] = []
    var depth = 0
    var steps = 0
    let stepLimit: Int
    /// Set when the depth or step budget ran out: every loop then meets the end of the file.
    var halted = false { didSet { refresh() } }
    var lastErrorOffset = -1
    var errorCount = 0
    /// Inside an `if`/`guard`/`while`/`for`/`switch` head a `{` opens the body, not a closure.
    var noTrailingClosure = false
    /// Inside a `case` pattern `let x` binds.
    var inPattern = false
    /// The closure being parsed uses `$0` up to `$(n-1)` (its own, not a nested closure's).
    var anonymousArguments = 0
    /// Parsing a protocol's member itself (not what its body holds): requirements have no bodies.
    var inRequirement = false
    let endToken: Token

    init(file: SourceFile, tokens lexed: [Token], diagnostics: [Diagnostic]) {
        // NB: `#if` blocks are resolved first: the parser sees only the active branches' code.
        let (tokens, directiveDiagnostics) = ConditionalCompilation.resolve(lexed)
        self.file = file
        self.tokens = tokens
        self.diagnostics = diagnostics + directiveDiagnostics
        self.stepLimit = tokens.count * 16 + 10_000
        let end = file.bytes.count
        self.endToken =
            tokens.last
            ?? Token(
                kind: .endOfFile, text: "", range: SourceRange(start: end, end: end), isLeftBound: false,
                isRightBound: false, startsLine: true)
        self.current = tokens.first ?? self.endToken
        errorCount = diagnostics.filter { $0.severity == .error }.count
    }

    /// Lexes and parses a file.
    public static func parse(_ file: SourceFile) -> SourceFileSyntax {
        LargeStack.run {
            let (tokens, lexerDiagnostics) = Lexer.tokenize(file)
            var parser = Parser(file: file, tokens: tokens, diagnostics: lexerDiagnostics)
            let declarations = parser.parseSourceFile()
            return SourceFileSyntax(file: file, declarations: declarations, diagnostics: parser.diagnostics)
        }
    }

    /// Lexes and parses one expression, the whole of `file` (what a session's `show` passes:
    /// `Tile(count: 3, fruit: .orange)`); tokens after it are an error.
    ///
    ///     let (expr, diagnostics) = Parser.parseExpression(SourceFile(path: "show", text: "Text(\"Hi\")"))
    public static func parseExpression(_ file: SourceFile) -> (expression: Expr?, diagnostics: [Diagnostic]) {
        LargeStack.run {
            let (tokens, lexerDiagnostics) = Lexer.tokenize(file)
            var parser = Parser(file: file, tokens: tokens, diagnostics: lexerDiagnostics)
            guard !parser.atEnd else {
                let end = SourceRange(start: 0, end: 0)
                return (nil, parser.diagnostics + [Diagnostic(.error, "expected an expression", at: end)])
            }
            let expression = parser.parseExpr(allowAssignment: false)
            if !parser.atEnd {
                parser.error("expected the end of the expression", at: parser.current.range)
            }
            let failed = parser.diagnostics.contains { $0.severity == .error }
            return (failed ? nil : expression, parser.diagnostics)
        }
    }

    /// Lexes and parses one type, the whole of `text` (`[String: Astronaut]`); nil when it is not one.
    public static func parseType(_ text: String) -> TypeSyntax? {
        LargeStack.run {
            let file = SourceFile(path: "type", text: text)
            let (tokens, lexerDiagnostics) = Lexer.tokenize(file)
            var parser = Parser(file: file, tokens: tokens, diagnostics: lexerDiagnostics)
            guard !parser.atEnd else { return nil }
            let type = parser.parseType()
            let failed = !parser.atEnd || parser.diagnostics.contains { $0.severity == .error }
            return failed ? nil : type
        }
    }

    // MARK: Tokens

    /// The token at `index` (the end when halted or past the last). NB: a stored copy kept in
    /// step with `index`, so that the parser's many questions about it (`current.kind`,
    /// `current.isPunctuation("(")`) read it in place instead of copying a token each time.
    private(set) var current: Token

    mutating func refresh() { current = halted || index >= tokens.count ? endToken : split ?? tokens[index] }

    func peek(_ offset: Int = 1) -> Token {
        let position = index + offset
        return halted || position >= tokens.count || position < 0 ? endToken : tokens[position]
    }

    var atEnd: Bool { current.kind == .endOfFile }

    /// The end of the last consumed token.
    var previousEnd: Int {
        if let split { return split.range.start }
        return index > 0 && index - 1 < tokens.count ? tokens[index - 1].range.end : current.range.start
    }

    @discardableResult
    mutating func advance() -> Token {
        let token = current
        guard !halted, index < tokens.count, token.kind != .endOfFile else { return token }
        split = nil
        index += 1
        steps += 1
        if steps > stepLimit {
            error("the file needs more than \(stepLimit) parser steps; parsing stopped", at: token.range)
            halted = true
        }
        return token
    }

    mutating func consume(punctuation text: String) -> Bool {
        guard current.isPunctuation(text) else { return false }
        advance()
        return true
    }

    mutating func consume(keyword text: String) -> Bool {
        guard current.isKeyword(text) else { return false }
        advance()
        return true
    }

    mutating func consume(operator text: String) -> Bool {
        guard current.isOperator(text) else { return false }
        advance()
        return true
    }

    /// Consumes one character of an operator token that starts with it (`>` of `>>`, `?` of `?>`).
    /// NB: each split costs the length of what is left, but each takes a nesting level (a `?`
    /// or `!` wraps a type, a `<` opens and a `>` closes generic arguments), so the depth limit
    /// bounds the splits of one token: linear in its length.
    mutating func consume(operatorPrefix character: String) -> Bool {
        let token = current
        guard token.kind == .operator, token.text.hasPrefix(character), !halted, index < tokens.count else {
            return false
        }
        if token.text == character {
            advance()
            return true
        }
        var rest = token
        rest.text.removeFirst(character.count)
        rest.range.start += character.utf8.count
        rest.isLeftBound = true
        rest.startsLine = false
        split = rest
        return true
    }

    /// An identifier, or a keyword used where a name is expected (argument labels, members).
    func isName(_ token: Token) -> Bool { token.kind == .identifier || token.kind == .keyword }

    mutating func expectName(_ what: String) -> String {
        if current.kind == .identifier { return advance().text }
        error("expected \(what)", at: current.range)
        return "<missing>"
    }

    mutating func expect(punctuation text: String, _ context: String, opening: Token? = nil) {
        if consume(punctuation: text) { return }
        error("expected '\(text)' \(context)", at: current.range)
        if let opening, !halted, lastErrorOffset == current.range.start {
            diagnostics.append(Diagnostic(.note, "to match this opening '\(opening.text)'", at: opening.range))
        }
    }

    // MARK: Diagnostics and budgets

    mutating func error(_ message: String, at range: SourceRange) {
        guard !halted, range.start != lastErrorOffset else { return }
        lastErrorOffset = range.start
        diagnostics.append(Diagnostic(.error, message, at: range))
        errorCount += 1
        if errorCount >= Self.errorLimit {
            diagnostics.append(Diagnostic(.error, "too many errors; parsing stopped", at: range))
            halted = true
        }
    }

    mutating func warning(_ message: String, at range: SourceRange) {
        guard !halted else { return }
        diagnostics.append(Diagnostic(.warning, message, at: range))
    }

    /// Counts one level of nesting; past the limit, parsing stops with one error.
    mutating func enter() {
        depth += 1
        if depth > Self.depthLimit && !halted {
            error("nesting is deeper than \(Self.depthLimit) levels; parsing stopped", at: current.range)
            halted = true
        }
    }

    mutating func leave() { depth -= 1 }

    /// Where a speculative parse began, to go back to when what it read is not what it hoped.
    struct Mark {
        var index: Int
        var split: Token?
        var diagnosticCount: Int
        var lastErrorOffset: Int
        var errorCount: Int
    }

    func mark() -> Mark {
        Mark(
            index: index, split: split, diagnosticCount: diagnostics.count, lastErrorOffset: lastErrorOffset,
            errorCount: errorCount)
    }

    /// Takes back what a speculative parse read and said. NB: the diagnostics are cut back to
    /// their count, not restored from a saved copy: a copy held across the parse made its first
    /// message copy them all (quadratic in a file of many warnings). A parse that halted is
    /// not taken back: the halt is final, and its error must be said.
    mutating func rewind(to mark: Mark) {
        guard !halted else { return }
        (index, split, lastErrorOffset, errorCount) = (mark.index, mark.split, mark.lastErrorOffset, mark.errorCount)
        diagnostics.removeSubrange(min(mark.diagnosticCount, diagnostics.count)...)
    }

    /// After a loop's body: if it consumed nothing, skip a token so no loop can spin.
    mutating func ensureProgress(since start: Int) {
        if index == start && !atEnd { advance() }
    }

    func range(from start: Int) -> SourceRange { SourceRange(start: start, end: max(start, previousEnd)) }

    /// A statement or declaration ends at a newline, a `;` or a closing brace.
    mutating func expectSeparator(_ what: String) {
        let token = current
        if atEnd || token.startsLine || token.isPunctuation(";") || token.isPunctuation("}") { return }
        error("consecutive \(what) on a line must be separated by ';'", at: token.range)
    }
}
