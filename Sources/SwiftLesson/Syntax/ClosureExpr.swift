/// `{ params in statements }`, or `{ statements }` using `$0`.
///
///     // `{ e in Text(e.rawValue) }` has one parameter, `e`
public struct ClosureExpr: Sendable {
    /// A closure parameter; a type only when written.
    public struct Parameter: Sendable {
        public var name: String
        public var type: TypeSyntax?
    }

    public var parameters: [Parameter]
    public var returnType: TypeSyntax?
    public var statements: [Stmt]
    /// How many of `$0`, `$1`, … its body uses (the highest plus one): `{ "\($0)\($1)" }` over
    /// `zip(a, b)` takes each pair apart, `{ $0.0 }` takes the pair whole.
    public var anonymousArguments = 0
}
