/// One lexical token of Swift with its range and the spacing around it that Swift's grammar
/// reads (an operator's fixity, a call's `(` on the same line).
///
///     // `Text("a").bold()` lexes as identifier, `(`, string, `)`, `.`, identifier, `(`, `)`
public struct Token: Hashable, Sendable {
    /// What a token is; its spelling is in `text`.
    public enum Kind: Hashable, Sendable {
        /// A name, backticked or not (`text` has no backticks), `$0`, `$name` and `_`.
        case identifier
        /// A reserved word (`struct`, `if`, `self`, `true`, ...).
        case keyword
        case integerLiteral
        case floatLiteral
        /// A string literal; its pieces are in `segments`.
        case stringLiteral
        /// `@Name` (`text` is the name without `@`).
        case attribute
        /// `#Name` (`text` is the name without `#`).
        case poundKeyword
        /// A run of operator characters (`+`, `..<`, `??`, `?`, `!`, `=`, `->`).
        case `operator`
        /// One of `( ) { } [ ] , : ; . \`.
        case punctuation
        case endOfFile
    }

    public var kind: Kind
    public var text: String
    public var range: SourceRange
    /// No whitespace, comment or opening bracket just before it (a postfix or binary operator).
    public var isLeftBound: Bool
    /// No whitespace, comment or closing bracket just after it (a prefix or binary operator).
    public var isRightBound: Bool
    /// The first token of its line.
    public var startsLine: Bool
    /// The pieces of a string literal; empty for other tokens.
    public var segments: [StringSegment] = []
    /// A multi-line `"""` string literal.
    public var isMultiline = false

    public func `is`(_ kind: Kind, _ text: String) -> Bool { self.kind == kind && self.text == text }
    public func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }
    public func isKeyword(_ text: String) -> Bool { kind == .keyword && self.text == text }
    public func isOperator(_ text: String) -> Bool { kind == .operator && self.text == text }
}
