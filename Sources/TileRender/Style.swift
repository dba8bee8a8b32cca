/// How a cell looks. `Style()` (also `.plain`) is the terminal's default.
///
/// `Style(foreground: NamedColor.red.rgb, bold: true)` renders as `ESC[1;91m` on a 16-colour terminal.
///
/// Stored as one 64-bit word, so that comparing two styles (once per cell when rendering) and
/// copying one (in every cell of a canvas) is a single integer operation.
public struct Style: Hashable, Sendable {
    /// Bits 0–23 the foreground (`r | g << 8 | b << 16`), bit 24 set when there is one; bits 32–56
    /// the same for the background; bits 25–29 bold, dim, italic, underline, inverse.
    @usableFromInline var bits: UInt64

    /// Text colour; nil keeps the terminal's default.
    public var foreground: RGB? {
        get { Self.color(bits) }
        set { bits = bits & ~Self.colorMask | Self.colorBits(newValue) }
    }

    /// Cell colour; nil keeps the terminal's default.
    public var background: RGB? {
        get { Self.color(bits >> Self.backgroundShift) }
        set {
            bits = bits & ~(Self.colorMask << Self.backgroundShift) | Self.colorBits(newValue) << Self.backgroundShift
        }
    }

    /// Bold (SGR 1).
    public var bold: Bool {
        get { flag(Self.boldBit) }
        set { setFlag(Self.boldBit, newValue) }
    }

    /// Dim (SGR 2).
    public var dim: Bool {
        get { flag(Self.dimBit) }
        set { setFlag(Self.dimBit, newValue) }
    }

    /// Italic (SGR 3).
    public var italic: Bool {
        get { flag(Self.italicBit) }
        set { setFlag(Self.italicBit, newValue) }
    }

    /// Underlined (SGR 4).
    public var underline: Bool {
        get { flag(Self.underlineBit) }
        set { setFlag(Self.underlineBit, newValue) }
    }

    /// Foreground and background swapped (SGR 7).
    public var inverse: Bool {
        get { flag(Self.inverseBit) }
        set { setFlag(Self.inverseBit, newValue) }
    }

    /// A style from its parts; every part defaults to the terminal's default.
    public init(
        foreground: RGB? = nil, background: RGB? = nil, bold: Bool = false, dim: Bool = false,
        italic: Bool = false, underline: Bool = false, inverse: Bool = false
    ) {
        bits = Self.colorBits(foreground) | Self.colorBits(background) << Self.backgroundShift
        if bold { bits |= Self.boldBit }
        if dim { bits |= Self.dimBit }
        if italic { bits |= Self.italicBit }
        if underline { bits |= Self.underlineBit }
        if inverse { bits |= Self.inverseBit }
    }

    /// The terminal's default look: no colours, no attributes.
    public static let plain = Style()

    /// True when a blank in this style shows something (a background, inverse or underline), so
    /// the renderer may not trim it.
    @inline(__always)
    var showsBlank: Bool {
        bits & (Self.presentBit << Self.backgroundShift | Self.inverseBit | Self.underlineBit) != 0
    }

    private static let presentBit: UInt64 = 1 << 24
    private static let colorMask: UInt64 = 0x1FF_FFFF
    private static let backgroundShift: UInt64 = 32
    private static let boldBit: UInt64 = 1 << 25
    private static let dimBit: UInt64 = 1 << 26
    private static let italicBit: UInt64 = 1 << 27
    private static let underlineBit: UInt64 = 1 << 28
    private static let inverseBit: UInt64 = 1 << 29

    @inline(__always)
    private static func colorBits(_ color: RGB?) -> UInt64 {
        guard let color else { return 0 }
        return UInt64(color.r) | UInt64(color.g) << 8 | UInt64(color.b) << 16 | presentBit
    }

    @inline(__always)
    private static func color(_ bits: UInt64) -> RGB? {
        guard bits & presentBit != 0 else { return nil }
        return RGB(
            UInt8(truncatingIfNeeded: bits), UInt8(truncatingIfNeeded: bits >> 8), UInt8(truncatingIfNeeded: bits >> 16)
        )
    }

    @inline(__always)
    private func flag(_ bit: UInt64) -> Bool { bits & bit != 0 }

    @inline(__always)
    private mutating func setFlag(_ bit: UInt64, _ on: Bool) {
        bits = on ? bits | bit : bits & ~bit
    }
}
