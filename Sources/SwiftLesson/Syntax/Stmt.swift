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

    /// What a statement is.
    public enum Kind: Sendable {
        case expression(Expr)
        case declaration(Decl)
        case guardStmt(GuardStmt)
        case returnStmt(Expr?)
        case forStmt(ForStmt)
        case whileStmt(WhileStmt)
        case throwStmt(Expr)
        /// `break`, `continue` or `fallthrough`.
        case controlTransfer(String)
        case unknownStmt(UnknownSyntax)
    }

    public var kind: Kind
    public var range: SourceRange
}
