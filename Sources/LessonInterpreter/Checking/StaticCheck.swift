import SwiftLesson

/// The checks swiftc makes that need no evaluation, run over every declaration of the program
/// once, whether or not a preview reaches it: built-in calls' labels, assignments and mutating
/// calls on what is immutable, a private memberwise initializer called from outside, and a
/// missing `return`. Each error is swiftc's, in its words and at its place, at most one per
/// statement; where the check cannot be sure what a name is, it says nothing.
///
///     StaticCheck.errors(in: parsed, vocabulary: .standard)   // [(file: 0, diagnostic: 9:35 left side of …)]
final class StaticCheck {
    /// What `self` is where the walk is.
    struct Context {
        /// The struct whose stored properties bare names and `self.x` reach; nil where none is known.
        var facts: ProgramFacts.StructFacts?
        /// In mutating code: a `mutating func`, a setter, an observer.
        var selfMutable = false
        /// In an `init`, where stored properties are set for the first time.
        var initializing = false
        /// Inside a type, where a global's name may be hidden by a member the check cannot see.
        var inType = false
        /// The types whose members are walked, outermost first: their private members are visible.
        var enclosing: [String] = []
    }

    /// A local name: only a `let` with a first value is known immutable.
    struct Local {
        var isLet = false
        var value: ValueKind?
        /// One of the program's structs, when its first value is made by name (`let v = Vault()`).
        var type: String?
    }

    static let missingReturn = "missing return in "

    let vocabulary: Vocabulary
    let facts: ProgramFacts
    var file = 0
    var bytes: [UInt8] = []
    var context = Context()
    var scopes: [[String: Local]] = [[:]]
    var globals: [String: Local] = [:]
    /// Inside a closure, whose statements are checked with the statement that holds it.
    var closureDepth = 0
    /// The current statement's first error.
    var slot: Diagnostic?
    var found: [(file: Int, diagnostic: Diagnostic)] = []

    init(vocabulary: Vocabulary, facts: ProgramFacts) {
        self.vocabulary = vocabulary
        self.facts = facts
    }

    /// Every error of the program's files, in file order.
    static func errors(in parsed: [SourceFileSyntax], vocabulary: Vocabulary) -> [(file: Int, diagnostic: Diagnostic)] {
        let check = StaticCheck(vocabulary: vocabulary, facts: ProgramFacts(parsed))
        for syntax in parsed {
            for case .variableDecl(let v) in syntax.declarations where v.specifier == "let" {
                for b in v.bindings where b.initializer != nil {
                    check.globals[b.name] = Local(isLet: true, value: ValueKind(b.type, b.initializer))
                }
            }
        }
        for (index, syntax) in parsed.enumerated() {
            check.file = index
            check.bytes = syntax.file.bytes
            for decl in syntax.declarations { check.decl(decl, Context()) }
        }
        // NB: swiftc looks for missing returns only in a program that type-checks.
        if check.found.contains(where: { !$0.diagnostic.message.hasPrefix(Self.missingReturn) }) {
            check.found.removeAll { $0.diagnostic.message.hasPrefix(Self.missingReturn) }
        }
        return check.found.enumerated().sorted {
            ($0.element.file, $0.element.diagnostic.range.start, $0.offset)
                < ($1.element.file, $1.element.diagnostic.range.start, $1.offset)
        }.map(\.element)
    }

    /// Keeps the first error of the statement being walked.
    func report(_ message: String, _ range: SourceRange) {
        if slot == nil { slot = Diagnostic(.error, message, at: range) }
    }

    /// `walk` as one statement: its first error is kept, the statement around it resumes after.
    func statement(_ walk: () -> Void) {
        let outer = slot
        slot = nil
        walk()
        if let d = slot { found.append((file, d)) }
        slot = outer
    }

    func statements(_ list: [Stmt]) {
        scopes.append([:])
        for s in list {
            if closureDepth == 0 { statement { stmt(s) } } else { stmt(s) }
        }
        scopes.removeLast()
    }

    /// A declaration's own body: its statements separate, its parameters local.
    /// A nested body (a local function's) still sees the locals around it.
    func body(_ list: [Stmt], _ ctx: Context, parameters: [String], nested: Bool = false) {
        let saved = (context, closureDepth, scopes, slot)
        context = ctx
        closureDepth = 0
        slot = nil
        let own = Dictionary(parameters.map { ($0, Local()) }, uniquingKeysWith: { a, _ in a })
        scopes = nested ? scopes + [own] : [own]
        statements(list)
        (context, closureDepth, scopes, slot) = saved
    }

    func bind(_ name: String, _ local: Local = Local()) {
        scopes[scopes.count - 1][name] = local
    }

    /// The names a pattern binds (`case .circle(let r)`, `for (i, x) in`): every name in it, so
    /// that a property of the same name is never taken for it.
    func bindPattern(_ e: Expr) {
        switch e.kind {
        case .declReference(let n): bind(n)
        case .valueBindingPattern(_, let inner), .optionalChaining(let inner), .cast(let inner, _, _):
            bindPattern(inner)
        case .tuple(let items): for item in items { bindPattern(item.expression) }
        case .functionCall(let c): for a in c.arguments { bindPattern(a.expression) }
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .stringLiteral, .memberAccess,
            .subscriptCall, .genericSpecialization, .closure, .keyPath, .array, .dictionary, .infixOperator,
            .assignment, .prefixOperator, .postfixOperator, .forceUnwrap, .ternary, .tryExpr, .awaitExpr, .ifExpr,
            .switchExpr, .macroExpansionExpr, .unknownExpr:
            return
        }
    }

    func lookup(_ name: String) -> Local? {
        for scope in scopes.reversed() {
            if let l = scope[name] { return l }
        }
        return nil
    }

    /// The range of `name` at the end of `range` (a member's name after its base).
    static func tail(_ range: SourceRange, _ name: String) -> SourceRange {
        SourceRange(start: max(range.start, range.end - name.utf8.count), end: range.end)
    }

    /// Where `}` closes a body ending at `end`; nil when the byte there is not one.
    func closingBrace(_ end: Int) -> SourceRange? {
        guard end >= 1, end <= bytes.count, bytes[end - 1] == UInt8(ascii: "}") else { return nil }
        return SourceRange(start: end - 1, end: end)
    }
}
