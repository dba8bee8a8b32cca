/// `protocol Name: Inherited where ... { requirements }`: properties (`var name: String { get }`),
/// methods and initializers without bodies, and associated types.
///
///     // protocol Shape: Identifiable { var sides: Int { get } } is ProtocolDecl(name: "Shape", ...)
public struct ProtocolDecl: Sendable {
    /// `associatedtype Item: Identifiable = Card`.
    public struct AssociatedType: Sendable {
        public var name: String
        public var inheritedTypes: [TypeSyntax]
        public var defaultType: TypeSyntax?
        public var range: SourceRange
    }

    public var modifiers: DeclModifiers
    public var name: String
    /// The primary associated types: `protocol Store<Item>`.
    public var primaryAssociatedTypes: [String]
    public var inheritedTypes: [TypeSyntax]
    public var genericWhereClause: [GenericRequirement]
    public var associatedTypes: [AssociatedType]
    /// The requirements: variables, functions, initializers and subscripts, with no bodies.
    public var members: [Decl]
    public var range: SourceRange
}
