/// A statement in a body: an expression (an `if`, a `switch`, a call, an assignment), a local
/// declaration, or one of the control statements.
///
///     // `return nil` is Stmt(kind: .returnStmt(nil literal), range: ...)
public struct Stmt: Sendable {
    /// `guard conditions else { body }`.
    public struct GuardStmt: Sendable {
        public var conditions: [ConditionElement]
        public var body: [Stmt]
    }

    /// `for pattern in sequence where condition { body }`.
    public struct ForStmt: Sendable {
        public var pattern: Expr
        public var sequence: Expr
        public var whereClause: Expr?
        public var body: [Stmt]
    }

    /// `while conditions { body }`.
    public struct WhileStmt: Sendable {
        public var conditions: [ConditionElement]
        public var body: [Stmt]
    }

    /// `do { body } catch pattern, pattern where condition { body } ... catch { body }`.
    public struct DoStmt: Sendable {
        public var body: [Stmt]
        public var catches: [CatchClause]
    }

    /// One `catch`: no pattern catches every error, which its body names `error`.
    public struct CatchClause: Sendable {
        public var patterns: [Expr]
        public var whereClause: Expr?
        public var body: [Stmt]
        public var range: SourceRange
    }

    /// `repeat { body } while condition`.
    public struct RepeatStmt: Sendable {
        public var body: [Stmt]
        public var condition: Expr
    }

    /// What a statement is.
    public enum Kind: Sendable {
        case expression(Expr)
        case declaration(Decl)
        case guardStmt(GuardStmt)
        case returnStmt(Expr?)
        case forStmt(ForStmt)
        case whileStmt(WhileStmt)
        case throwStmt(Expr)
        case doStmt(DoStmt)
        case repeatStmt(RepeatStmt)
        /// `defer { body }`: runs as its enclosing block ends, however it ends.
        case deferStmt([Stmt])
        /// `break`, `continue` or `fallthrough`, with the label `break outer` names.
        case controlTransfer(String, label: String?)
        case unknownStmt(UnknownSyntax)
    }

    public var kind: Kind
    public var range: SourceRange
    /// `outer:` before a loop, `do`, `if` or `switch`, which `break outer` and `continue outer` name.
    public var label: String? = nil

    public init(kind: Kind, range: SourceRange, label: String? = nil) {
        self.kind = kind
        self.range = range
        self.label = label
    }
}
