/// A call: a callee, its parenthesised arguments, and any trailing closures.
///
///     // `Button("Tap") { count += 1 }` has one argument and one trailing closure
public struct FunctionCallExpr: Sendable {
    public var calledExpression: Expr
    public var arguments: [LabeledExpr]
    /// The first has no label; further ones do (`label: { ... }`).
    public var trailingClosures: [LabeledExpr]
    /// Whether the call wrote parentheses (`VStack { }` did not).
    public var hasParentheses: Bool
}
