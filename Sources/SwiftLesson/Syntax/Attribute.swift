/// An attribute before a declaration, such as `@State` or `@Environment(\.dismiss)`.
///
///     // `@State private var on = false` has Attribute(name: "State", ...)
public struct Attribute: Hashable, Sendable {
    public var name: String
    /// The source inside its parentheses, if it has any (kept as text, not parsed).
    public var argumentsRange: SourceRange?
    public var range: SourceRange
}
