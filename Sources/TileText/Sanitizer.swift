/// Makes user text safe to show: control, bidi-override and invisible format characters become
/// visible escapes (``Escaper``'s terminal form, behind a fast check for text that needs none).
///
/// `Sanitizer.visible("a\u{1B}[2J")` is `"a\\u{1B}[2J"`, `Sanitizer.visible("a\u{200B}b")` is
/// `"a\\u{200B}b"`. Escaped: C0 controls (U+0000–U+001F), DEL, C1 controls (U+0080–U+009F), the bidi
/// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that "Trojan source" attacks
/// use to make text read differently than it runs, the line and paragraph separators and the
/// zero-width and invisible format characters (``Escaper`` lists them); joiners and variation
/// selectors inside a cluster (👩‍👩‍👧, ❤️) are kept.
public enum Sanitizer {
    /// `text` with every unsafe scalar replaced by `\u{HEX}` (uppercase hex); safe text is returned as is.
    public static func visible(_ text: String) -> String {
        isClean(text) ? text : Escaper.escape(text, as: .terminal)
    }

    /// True when `visible(text)` would change nothing; a single pass over the UTF-8 bytes.
    public static func isClean(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isClean) ?? Array(text.utf8).withUnsafeBufferPointer(isClean)
    }

    /// `isClean` over UTF-8 bytes: each scalar decoded and asked of ``Escaper/mustEscape(_:after:)``.
    package static func isClean(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt32 = 0
        var offset = 0
        while offset < bytes.count {
            let lead = bytes[offset]
            if lead < 0x80 {
                if lead < 0x20 || lead == 0x7F { return false }  // C0 or DEL
                previous = UInt32(lead)
                offset &+= 1
                continue
            }
            // NB: a stray continuation byte reads as a one-byte scalar of its own value (0x80–0xBF),
            // so text that is not UTF-8 is never called clean.
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            guard bytes.count - offset >= length else { return false }
            var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> UInt32(length))
            if length > 1 {
                for i in 1..<length { value = value << 6 | UInt32(bytes[offset &+ i] & 0x3F) }
            }
            if Escaper.mustEscape(value, after: previous) { return false }
            previous = value
            offset &+= length
        }
        return true
    }

    /// True for the scalars `visible` escapes: ``Escaper/mustEscape(_:after:)``.
    public static func mustEscape(_ scalar: Unicode.Scalar, after previous: UInt32 = 0) -> Bool {
        Escaper.mustEscape(scalar, after: previous)
    }
}
