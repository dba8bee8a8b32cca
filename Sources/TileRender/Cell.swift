import TileText

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

/// A cell as a canvas stores it: 16 bytes, no reference, so that filling, copying and reading
/// cells is plain memory traffic (a `Cell` holds a `String`: every copy was a retain and a release).
///
/// `glyph` holds up to 7 bytes of UTF-8 in its low bytes (the first byte lowest) and a tag in its
/// top byte: the byte count, and flags for a continuation, for a text too long to hold inline (the
/// low bytes are then an index into the canvas's `extras`) and for a text the renderer may write as
/// it is (not empty, nothing to escape).
struct PackedCell: Sendable {
    var glyph: UInt64
    var style: Style

    static let countMask: UInt64 = 0x07
    static let longFlag: UInt64 = 0x08
    static let continuationFlag: UInt64 = 0x10
    static let verbatimFlag: UInt64 = 0x20
    static let tagShift: UInt64 = 56
    static let payloadMask: UInt64 = (1 << 56) - 1

    /// A blank: one space, written as it is.
    static let blankGlyph: UInt64 = 0x20 | (1 | verbatimFlag) << tagShift

    @inline(__always)
    init(glyph: UInt64, style: Style) {
        self.glyph = glyph
        self.style = style
    }

    /// A blank in `style`.
    @inline(__always)
    static func blank(_ style: Style) -> PackedCell { PackedCell(glyph: blankGlyph, style: style) }

    /// The glyph of a one-column scalar `Canvas.isSimple` accepts, from its 1 or 3 UTF-8 bytes.
    @inline(__always)
    static func simpleGlyph(_ bytes: UInt64, count: UInt64) -> UInt64 {
        bytes | (count | verbatimFlag) << tagShift
    }

    /// Packs a cell; a text longer than 7 bytes goes to `extras`.
    init(_ cell: Cell, extras: inout [String]) {
        self.init(text: cell.text, style: cell.style, isContinuation: cell.isContinuation, extras: &extras)
    }

    /// Packs one grapheme (or any text set directly); a text longer than 7 bytes goes to `extras`.
    init(text: String, style: Style, isContinuation: Bool, extras: inout [String]) {
        var text = text
        let packed = text.withUTF8 { Self.inline($0) }
        var glyph: UInt64
        if let packed {
            glyph = packed
        } else {
            glyph = UInt64(truncatingIfNeeded: extras.count) & Self.payloadMask | Self.longFlag << Self.tagShift
            let clean = text.withUTF8 { Sanitizer.isClean($0) }
            if clean { glyph |= Self.verbatimFlag << Self.tagShift }
            extras.append(text)
        }
        if isContinuation { glyph |= Self.continuationFlag << Self.tagShift }
        self.init(glyph: glyph, style: style)
    }

    /// The glyph of up to 7 bytes, tagged with their count and, when they are not empty and need
    /// no escaping, as verbatim; nil when longer.
    @inline(__always)
    static func inline(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard bytes.count <= 7 else { return nil }
        var glyph: UInt64 = 0
        for (i, byte) in bytes.enumerated() { glyph |= UInt64(byte) << UInt64(8 * i) }
        var tag = UInt64(bytes.count)
        if !bytes.isEmpty && Sanitizer.isClean(bytes) { tag |= verbatimFlag }
        return glyph | tag << tagShift
    }

    @inline(__always)
    var tag: UInt64 { glyph >> Self.tagShift }

    @inline(__always)
    var isContinuation: Bool { glyph & (Self.continuationFlag << Self.tagShift) != 0 }

    @inline(__always)
    var isLong: Bool { glyph & (Self.longFlag << Self.tagShift) != 0 }

    /// The index into `extras` of a long text.
    @inline(__always)
    var extraIndex: Int { Int(truncatingIfNeeded: glyph & Self.payloadMask) }

    /// The cell's text, given the canvas's `extras`.
    func text(_ extras: [String]) -> String {
        if isLong {
            let index = extraIndex
            return extras.indices.contains(index) ? extras[index] : ""
        }
        let count = Int(truncatingIfNeeded: tag & Self.countMask)
        return withUnsafeBytes(of: glyph.littleEndian) { String(decoding: $0.prefix(count), as: UTF8.self) }
    }

    /// The one Unicode scalar that the `count` inline UTF-8 bytes of `glyph` hold, or nil (none,
    /// or more than one).
    static func oneScalar(_ glyph: UInt64, count: Int) -> Unicode.Scalar? {
        @inline(__always) func byte(_ i: Int) -> UInt32 { UInt32(truncatingIfNeeded: glyph >> UInt64(8 * i)) & 0xFF }
        @inline(__always) func tail(_ i: Int) -> UInt32? { byte(i) & 0xC0 == 0x80 ? byte(i) & 0x3F : nil }
        let lead = byte(0)
        switch (count, lead) {
        case (1, 0..<0x80): return Unicode.Scalar(lead)
        case (2, 0xC0..<0xE0):
            guard let b1 = tail(1) else { return nil }
            return Unicode.Scalar((lead & 0x1F) << 6 | b1)
        case (3, 0xE0..<0xF0):
            guard let b1 = tail(1), let b2 = tail(2) else { return nil }
            return Unicode.Scalar((lead & 0x0F) << 12 | b1 << 6 | b2)
        case (4, 0xF0..<0xF8):
            guard let b1 = tail(1), let b2 = tail(2), let b3 = tail(3) else { return nil }
            return Unicode.Scalar((lead & 0x07) << 18 | b1 << 12 | b2 << 6 | b3)
        default: return nil
        }
    }

    /// The `Cell` this stands for, given the canvas's `extras`.
    func cell(_ extras: [String]) -> Cell {
        Cell(text(extras), style: style, isContinuation: isContinuation)
    }
}
