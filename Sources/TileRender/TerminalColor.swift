/// A colour as a terminal of a given depth is told to draw it.
///
/// `ColorDepth.ansi256.downgrade(RGB(0, 122, 255)) == .ansi256(33)`.
public enum TerminalColor: Hashable, Sendable {
    /// One of the 16 standard colours (SGR 30–37, 90–97 and 40–47, 100–107).
    case ansi16(ANSIColor)
    /// An xterm palette entry in 16–255 (SGR `38;5;N` and `48;5;N`).
    case ansi256(UInt8)
    /// A 24-bit colour (SGR `38;2;R;G;B` and `48;2;R;G;B`).
    case rgb(RGB)
}

extension ColorDepth {
    /// The nearest colour this depth can show, or nil for `.none`, which shows no colour at all.
    public func downgrade(_ color: RGB) -> TerminalColor? {
        switch self {
        case .none: nil
        case .ansi16: .ansi16(ANSIColor.nearest(to: color))
        case .ansi256: .ansi256(XTermPalette.nearest(to: color))
        case .truecolor: .rgb(color)
        }
    }
}
