/// `typealias Name = Type`, or a generic one, `typealias Pair<T> = (T, T)`.
///
///     // `typealias Card = MemoryGame<String>.Card` is TypeAliasDecl(name: "Card", type: MemoryGame<String>.Card)
public struct TypeAliasDecl: Sendable {
    public var modifiers: DeclModifiers
    public var name: String
    public var genericParameters: [GenericParameter]
    /// The type the name stands for.
    public var type: TypeSyntax
    public var range: SourceRange
}
