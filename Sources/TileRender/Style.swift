/// How a cell looks. `Style()` (also `.plain`) is the terminal's default.
///
/// `Style(foreground: NamedColor.red.rgb, bold: true)` renders as `ESC[1;91m` on a 16-colour terminal.
public struct Style: Hashable, Sendable {
    /// Text colour; nil keeps the terminal's default.
    public var foreground: RGB?
    /// Cell colour; nil keeps the terminal's default.
    public var background: RGB?
    /// Bold (SGR 1).
    public var bold = false
    /// Dim (SGR 2).
    public var dim = false
    /// Italic (SGR 3).
    public var italic = false
    /// Underlined (SGR 4).
    public var underline = false
    /// Foreground and background swapped (SGR 7).
    public var inverse = false

    /// A style from its parts; every part defaults to the terminal's default.
    public init(
        foreground: RGB? = nil, background: RGB? = nil, bold: Bool = false, dim: Bool = false,
        italic: Bool = false, underline: Bool = false, inverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.inverse = inverse
    }

    /// The terminal's default look: no colours, no attributes.
    public static let plain = Style()
}
