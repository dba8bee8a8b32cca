/// `init(parameters) { body }`, failable as `init?` or `init!`.
///
///     // init?(optional string: String?) { guard let string else { return nil } ... }
public struct InitializerDecl: Sendable {
    public var modifiers: DeclModifiers
    /// `?` or `!` for a failable initializer.
    public var optionalMark: String?
    public var genericParameters: [GenericParameter]
    public var parameters: [FunctionParameter]
    public var isAsync: Bool
    public var isThrowing: Bool
    public var genericWhereClause: [GenericRequirement]
    public var body: [Stmt]?
    public var range: SourceRange

    /// `init(label:_:)` or `init?(label:)`.
    public var fullName: String {
        "init" + (optionalMark ?? "") + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}
