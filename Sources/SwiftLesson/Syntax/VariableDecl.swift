/// `let`/`var` with one or more bindings, each with a type, an initial value or accessors.
///
///     // @State private var count: Int = 0
public struct VariableDecl: Sendable {
    /// A computed property's body: a bare getter, or `get`/`set`/`didSet`/`willSet` blocks.
    public enum Accessors: Sendable {
        case getter([Stmt])
        case accessors([Accessor])
    }

    /// One `get { }`, `set(newValue) { }`, `didSet { }` or `willSet { }`.
    public struct Accessor: Sendable {
        public var kind: String
        public var parameter: String?
        public var body: [Stmt]
        public var range: SourceRange
    }

    /// `name: Type = value { accessors }`.
    public struct Binding: Sendable {
        public var name: String
        public var type: TypeSyntax?
        public var initializer: Expr?
        public var accessors: Accessors?
        public var range: SourceRange
    }

    public var modifiers: DeclModifiers
    /// `let` or `var`.
    public var specifier: String
    public var bindings: [Binding]
    public var range: SourceRange
}
