/// Display width in terminal cells, per grapheme cluster, like `wcswidth` for Swift `Character`s.
///
/// `TextWidth.of("Zoë 漢字 🍎") == 11`: East Asian wide and emoji take two cells, combining marks and
/// other joiners none, controls none, everything else (ambiguous-width box drawing included) one.
public enum TextWidth {
    /// The number of cells `text` takes; all-ASCII text is measured without forming `Character`s.
    public static func of(_ text: String) -> Int {
        text.utf8.withContiguousStorageIfAvailable { of(text, utf8: $0) }
            ?? Array(text.utf8).withUnsafeBufferPointer { of(text, utf8: $0) }
    }

    /// Walks the bytes: an ASCII byte followed by another ASCII byte is a cluster of its own; only
    /// around non-ASCII bytes is a grapheme cluster formed.
    /// NB: an ASCII byte can start a cluster that continues past it ("e" + U+0301), hence the look-ahead.
    private static func of(_ text: String, utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var width = 0
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 && (offset + 1 == bytes.count || bytes[offset + 1] < 0x80) {
                width &+= asciiWidth(byte)
                offset &+= 1
                continue
            }
            let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            guard let character = text[start...].first else { break }
            width &+= of(character)
            offset &+= character.utf8.count
        }
        return width
    }

    /// The number of cells one grapheme cluster takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        var scalars = character.unicodeScalars.makeIterator()
        // A cluster is as wide as its base: the first scalar that takes a cell (a Prepend mark
        // such as U+0600 takes none, so the letter after it is the base).
        while let base = scalars.next() {
            switch of(scalar: base) {
            case 0: continue
            case 1: return isEmojiSequence(base: base, rest: &scalars) ? 2 : 1
            default: return 2
            }
        }
        return 0
    }

    /// The width of a single scalar outside any cluster context.
    static func of(scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x80 { return asciiWidth(UInt8(truncatingIfNeeded: value)) }
        if value < 0xA0 { return 0 }  // C1 controls
        if value < 0x300 { return 1 }  // Latin-1 and Latin Extended: nothing wide or zero-width
        if WidthTables.contains(WidthTables.zero, value) { return 0 }
        if WidthTables.contains(WidthTables.wide, value) { return 2 }
        return 1
    }

    /// Printable ASCII takes one cell; C0 controls and DEL take none.
    @inline(__always)
    static func asciiWidth(_ byte: UInt8) -> Int {
        byte >= 0x20 && byte != 0x7F ? 1 : 0
    }

    /// True when a narrow emoji base is drawn as a wide emoji: followed by VS16 (U+FE0F), a skin
    /// tone modifier, or a zero-width joiner with something after it.
    private static func isEmojiSequence(
        base: Unicode.Scalar,
        rest: inout String.UnicodeScalarView.Iterator
    ) -> Bool {
        var sawJoiner = false
        var upgrades = false
        while !upgrades, let scalar = rest.next() {
            switch scalar.value {
            case 0xFE0F, 0x1F3FB...0x1F3FF: upgrades = true
            case 0x200D: sawJoiner = true
            default: if sawJoiner { upgrades = true }
            }
        }
        // NB: the stdlib's Emoji property (no table of ours); asked only for multi-scalar clusters.
        return upgrades && base.properties.isEmoji
    }
}
