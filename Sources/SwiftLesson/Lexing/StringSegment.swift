/// One piece of a string literal: literal text (escapes already resolved) or the source range
/// inside an interpolation's `\(` and `)`, which the parser reads as an argument list.
///
///     // "Hi \(name)!" is [.text("Hi "), .interpolation(range of `name`), .text("!")]
public enum StringSegment: Hashable, Sendable {
    case text(String)
    case interpolation(SourceRange)
}
