/// `switch subject { case patterns: statements ... default: statements }`.
///
///     // switch self { case .apple: return .red; default: return .gray }
public struct SwitchExpr: Sendable {
    /// One pattern of a `case` label with its optional `where` guard.
    public struct CaseItem: Sendable {
        public var pattern: Expr
        public var whereClause: Expr?
    }

    /// A `case` label's items (empty for `default`) and its statements.
    public struct Case: Sendable {
        public var items: [CaseItem]
        public var isDefault: Bool
        public var statements: [Stmt]
        public var range: SourceRange
    }

    public var subject: Expr
    public var cases: [Case]
}
