/// A string literal with its interpolations parsed.
///
///     // "\(count) apples" is [.interpolation([count]), .text(" apples")]
public struct StringLiteralExpr: Sendable {
    /// Text (escapes resolved) or an interpolation's arguments (`\(value, specifier: "%.1f")`).
    public enum Piece: Sendable {
        case text(String)
        case interpolation([LabeledExpr])
    }

    public var pieces: [Piece]
    public var isMultiline: Bool

    /// The text when there is no interpolation.
    public var plainText: String? {
        var result = ""
        for piece in pieces {
            guard case .text(let text) = piece else { return nil }
            result += text
        }
        return result
    }
}
