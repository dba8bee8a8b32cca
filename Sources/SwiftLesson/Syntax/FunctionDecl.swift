/// `func name<T>(parameters) async throws -> Result where ... { body }`.
///
///     // @ViewBuilder func badge(for item: Item) -> some View { ... }
public struct FunctionDecl: Sendable {
    public var modifiers: DeclModifiers
    /// An identifier, or an operator such as `==`.
    public var name: String
    public var genericParameters: [GenericParameter]
    public var parameters: [FunctionParameter]
    public var isAsync: Bool
    public var isThrowing: Bool
    public var returnType: TypeSyntax?
    public var genericWhereClause: [GenericRequirement]
    /// Nil for a requirement without a body.
    public var body: [Stmt]?
    public var range: SourceRange

    /// `name(label:_:)`, as Swift writes a function's full name.
    public var fullName: String { name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }
}
