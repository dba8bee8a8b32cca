import TileRender
import TileText

/// An estimate of how wide text is set in the system font, for laying out controls around it.
/// NB: the picture cannot measure the font the viewer will have; the estimate errs wide so that
/// text keeps inside its segment or capsule, and text is centred where it matters.
public enum TextMetrics {
    public static func width(_ text: String, size: Double, semibold: Bool = false) -> Double {
        // NB: ASCII text (nearly all of it) is measured byte by byte, without Unicode properties.
        if let ems = asciiEms(text) { return ems * size * (semibold ? 1.05 : 1) }
        var ems = 0.0
        for ch in text {
            if TextWidth.of(ch) == 2 {
                ems += 1.0
            } else if ch == " " {
                ems += 0.28
            } else if ch.isNumber {
                ems += 0.64
            } else if ch.isUppercase {
                ems += 0.7
            } else if ch.isLetter {
                ems += 0.57
            } else {
                ems += 0.4
            }
        }
        return ems * size * (semibold ? 1.05 : 1)
    }

    /// The same widths for ASCII text, read from its bytes; nil when it is not all ASCII.
    static func asciiEms(_ text: String) -> Double? {
        var ems = 0.0
        for byte in text.utf8 {
            switch byte {
            case 0x80...: return nil
            case UInt8(ascii: " "): ems += 0.28
            case UInt8(ascii: "0")...UInt8(ascii: "9"): ems += 0.64
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): ems += 0.7
            case UInt8(ascii: "a")...UInt8(ascii: "z"): ems += 0.57
            default: ems += 0.4
            }
        }
        return ems
    }
}
