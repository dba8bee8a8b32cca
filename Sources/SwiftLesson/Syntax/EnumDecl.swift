/// `enum Name: RawType, CaseIterable { case a, b ... }` with its members.
///
///     // enum Fruit { case apple; case orange }
public struct EnumDecl: Sendable {
    public var modifiers: DeclModifiers
    public var name: String
    public var genericParameters: [GenericParameter]
    public var inheritedTypes: [TypeSyntax]
    public var genericWhereClause: [GenericRequirement]
    public var members: [Decl]
    public var range: SourceRange

    /// Every case of every `case` declaration, in order.
    public var caseElements: [EnumCaseDecl.Element] {
        members.flatMap { member -> [EnumCaseDecl.Element] in
            if case .enumCaseDecl(let decl) = member { return decl.elements }
            return []
        }
    }
}
