/// `extension Type: Inherited where ... { members }`.
///
///     // extension Text { init?(optional string: String?) { ... } }
public struct ExtensionDecl: Sendable {
    public var modifiers: DeclModifiers
    public var extendedType: TypeSyntax
    public var inheritedTypes: [TypeSyntax]
    public var genericWhereClause: [GenericRequirement]
    public var members: [Decl]
    public var range: SourceRange
}
