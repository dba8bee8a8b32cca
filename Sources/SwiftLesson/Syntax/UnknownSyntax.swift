/// A construct outside the subset, kept with its range so that it can be drawn as a labelled
/// placeholder; the parser reported it once and went on after it.
///
///     // `class Model {}` becomes .unknownDecl(UnknownSyntax(construct: "class", range: ...))
public struct UnknownSyntax: Hashable, Sendable {
    /// What it was, in the words of the warning: `class`, `do`, `#if`.
    public var construct: String
    public var range: SourceRange
}
