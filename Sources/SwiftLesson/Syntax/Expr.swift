/// An expression with its source range; the node names follow swift-syntax's.
///
///     // `Text("Hi").font(.title)` is .functionCall(callee: .memberAccess(base: Text("Hi"), "font"))
public struct Expr: Sendable {
    /// A `key: value` pair of a dictionary literal.
    public struct DictionaryElement: Sendable {
        public var key: Expr
        public var value: Expr
    }

    /// What an expression is.
    public indirect enum Kind: Sendable {
        /// A name: `count`, `self`, `Self`, `$0`, `$unit`, `_`, or an operator reference `+`.
        case declReference(String)
        case integerLiteral(String)
        case floatLiteral(String)
        case booleanLiteral(Bool)
        case nilLiteral
        case stringLiteral(StringLiteralExpr)
        /// `base.name`; an implicit member (`.red`) has no base.
        case memberAccess(base: Expr?, name: String)
        case functionCall(FunctionCallExpr)
        case subscriptCall(base: Expr, arguments: [LabeledExpr])
        /// `Array<Int>` written in an expression.
        case genericSpecialization(Expr, [TypeSyntax])
        case closure(ClosureExpr)
        /// `\.self`, `\Item.name`: the root type if written and the member names.
        case keyPath(root: TypeSyntax?, components: [String])
        case array([Expr])
        case dictionary([DictionaryElement])
        /// `(a, b)`, `(x: 1, y: 2)`; a parenthesised single expression is that expression.
        case tuple([LabeledExpr])
        case infixOperator(Expr, String, Expr)
        /// `=` and the compound assignments (`+=`, `-=`, ...).
        case assignment(Expr, String, Expr)
        case prefixOperator(String, Expr)
        case postfixOperator(Expr, String)
        case forceUnwrap(Expr)
        case optionalChaining(Expr)
        case ternary(condition: Expr, then: Expr, else: Expr)
        /// `as`, `as?`, `as!` or `is`, with the type.
        case cast(Expr, String, TypeSyntax)
        /// `try`, `try?` or `try!`.
        case tryExpr(String, Expr)
        case awaitExpr(Expr)
        case ifExpr(IfExpr)
        case switchExpr(SwitchExpr)
        case macroExpansionExpr(MacroExpansion)
        /// `let x` / `var x` inside a pattern (`case .circle(let r)`, `case let .some(x)`).
        case valueBindingPattern(String, Expr)
        case unknownExpr(UnknownSyntax)
    }

    public var kind: Kind
    public var range: SourceRange
}
