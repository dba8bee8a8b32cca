/// Makes user text safe to show: control and bidi-override characters become visible escapes
/// (``Escaper``'s terminal form, behind a fast check for text that needs none).
///
/// `Sanitizer.visible("a\u{1B}[2J")` is `"a\\u{1B}[2J"`. Escaped: C0 controls (U+0000–U+001F), DEL,
/// C1 controls (U+0080–U+009F) and the bidi embeddings, overrides and isolates (U+202A–U+202E,
/// U+2066–U+2069) that "Trojan source" attacks use to make text read differently than it runs.
public enum Sanitizer {
    /// `text` with every unsafe scalar replaced by `\u{HEX}` (uppercase hex); safe text is returned as is.
    public static func visible(_ text: String) -> String {
        isClean(text) ? text : Escaper.escape(text, as: .terminal)
    }

    /// True when `visible(text)` would change nothing; a single pass over the UTF-8 bytes.
    static func isClean(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isClean) ?? Array(text.utf8).withUnsafeBufferPointer(isClean)
    }

    /// `isClean` over UTF-8 bytes.
    static func isClean(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for (offset, byte) in bytes.enumerated() where byte < 0x20 || byte >= 0x7F {
            if byte < 0x80 { return false }  // C0 or DEL
            // U+0080–U+009F is C2 80…C2 9F; U+202A–U+202E is E2 80 AA…AE; U+2066–U+2069 is E2 81 A6…A9.
            guard offset >= 1 else { continue }
            let previous = bytes[offset - 1]
            if previous == 0xC2 && byte <= 0x9F { return false }
            guard offset >= 2, bytes[offset - 2] == 0xE2 else { continue }
            if previous == 0x80 && (0xAA...0xAE).contains(byte) { return false }
            if previous == 0x81 && (0xA6...0xA9).contains(byte) { return false }
        }
        return true
    }

    /// True for the scalars `visible` escapes: ``Escaper/mustEscape(_:)``.
    public static func mustEscape(_ scalar: Unicode.Scalar) -> Bool { Escaper.mustEscape(scalar) }
}
