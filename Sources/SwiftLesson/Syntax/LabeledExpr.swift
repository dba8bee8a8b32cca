/// An argument with its optional label, as in a call, a tuple or a trailing closure.
///
///     // `.frame(width: 150)` has LabeledExpr(label: "width", expression: 150)
public struct LabeledExpr: Sendable {
    public var label: String?
    public var expression: Expr
    public var range: SourceRange
}
