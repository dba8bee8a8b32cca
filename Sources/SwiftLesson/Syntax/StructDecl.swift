/// `struct Name<Generic>: Inherited where ... { members }`.
///
///     // struct InitializerBootcamp: View { let count: Int ... }
public struct StructDecl: Sendable {
    public var modifiers: DeclModifiers
    public var name: String
    public var genericParameters: [GenericParameter]
    public var inheritedTypes: [TypeSyntax]
    public var genericWhereClause: [GenericRequirement]
    public var members: [Decl]
    public var range: SourceRange
    /// Written `class` (a view model, say): read as a struct, since a preview only reads it.
    public var isClass = false
}
