/// A parameter of a function, an initializer, or an enum case's associated values.
///
///     // `init(count: Int, _ fruit: Fruit = .apple)` has two
public struct FunctionParameter: Sendable {
    public var attributes: [Attribute] = []
    /// The argument label (`_` for none); nil for an enum case's unlabelled associated value.
    public var firstName: String?
    /// The name inside the body, when it differs from the label.
    public var secondName: String?
    public var type: TypeSyntax
    public var defaultValue: Expr?
    public var isVariadic = false
    public var range: SourceRange

    /// The name the body uses.
    public var localName: String? { secondName ?? firstName }
    /// The label a call writes (nil for `_` and unlabelled values).
    public var label: String? { firstName == "_" ? nil : firstName }
}
