/// One terminal cell: a grapheme and its style. A wide grapheme occupies its cell and the
/// next one, which holds a continuation.
///
/// `Cell("漢")` followed by `Cell("", isContinuation: true)` is one wide character in two cells.
public struct Cell: Hashable, Sendable {
    /// The grapheme drawn in this cell; empty in a continuation.
    public var text: String
    /// How the cell looks.
    public var style: Style
    /// True for the second half of a double-width character.
    public var isContinuation: Bool

    /// A cell holding `text` (one grapheme) in `style`; a blank by default.
    public init(_ text: String = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.text = text
        self.style = style
        self.isContinuation = isContinuation
    }
}
