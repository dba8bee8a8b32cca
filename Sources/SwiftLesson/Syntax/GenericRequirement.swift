/// One requirement of a `where` clause.
///
///     // `where T: RawRepresentable, T.RawValue == String`
public enum GenericRequirement: Hashable, Sendable {
    case conformance(TypeSyntax, TypeSyntax)
    case sameType(TypeSyntax, TypeSyntax)
}
