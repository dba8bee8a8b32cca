/// Where escaped text is going: each output language has its own quoting rules.
public enum EscapeForm: Sendable, CaseIterable {
    /// Text for a terminal, unquoted: unsafe scalars become `\u{1B}` (see ``Escaper``).
    case terminal
    /// A JSON string literal, quotes included: `"a\"b\u001b"`.
    case jsonString
    /// A Swift string literal, quotes included: `"a\"b\u{1B}"`.
    case swiftString
    /// XML (SVG, HTML) character data: `&`, `<` and `>` as entities.
    case xmlText
    /// An XML attribute value, without its quotes: also `"` and `'` as entities.
    case xmlAttribute
    /// The text of a transcript's ` (esc)` line, unquoted: `\\` for a backslash and `\u{1B}`
    /// for an unsafe scalar, so that `Transcript` reads back exactly the text escaped.
    case transcriptLine
}

/// The one place user text is escaped for output, told its form.
///
/// `Escaper.escape("a\u{1B}[2J", as: .terminal)` is `"a\\u{1B}[2J"`;
/// `Escaper.escape("say \"hi\"", as: .jsonString)` is `"\"say \\\"hi\\\"\""`.
///
/// Unsafe in every form (see ``mustEscape(_:after:)``): C0 controls, DEL, C1 controls, the bidi
/// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that "Trojan source" attacks
/// use to make text read differently than it runs, the line and paragraph separators (U+2028,
/// U+2029), and the invisible format characters (Unicode's Cf) a terminal draws as nothing:
/// U+00AD, U+180E, U+200B, U+2060–U+2064, U+206A–U+206F, U+FEFF, U+FFF9–U+FFFB, U+1BCA0–U+1BCA3,
/// U+1D173–U+1D17A, U+E0001, and the tag characters U+E0020–U+E007F except in an emoji tag
/// sequence (🏴 and tags: a subdivision flag). Kept everywhere: the joiners (U+200C, U+200D, and
/// the Egyptian hieroglyph joiners U+13430–U+1343F), which build a cluster such as 👩‍👩‍👧; the bidi
/// marks (U+200E, U+200F, U+061C), which cannot reorder the text around them and which Foundation
/// writes in every Arabic, Hebrew, Persian and Urdu price; the prepended concatenation marks
/// (U+0600–U+0605, U+06DD, U+070F, U+0890, U+0891, U+08E2, U+110BD, U+110CD), which are drawn; and
/// the variation selectors (❤️), which are not Cf.
public enum Escaper {
    /// `text` escaped for `form`, with the quotes the form needs.
    public static func escape(_ text: String, as form: EscapeForm) -> String {
        var out = ""
        append(text, as: form, to: &out)
        return out
    }

    /// Appends `text` escaped for `form` to `out`.
    public static func append(_ text: String, as form: EscapeForm, to out: inout String) {
        let quoted = form == .jsonString || form == .swiftString
        if quoted { out += "\"" }
        var previous: UInt32 = 0
        for scalar in text.unicodeScalars {
            let unsafe = mustEscape(scalar.value, after: previous)
            if let replacement = replacement(for: scalar, unsafe: unsafe, in: form) {
                out += replacement
            } else {
                out.unicodeScalars.append(scalar)
            }
            // NB: an escaped tag character does not let the next one through.
            previous = unsafe ? 0 : scalar.value
        }
        if quoted { out += "\"" }
    }

    /// True for the scalars that are escaped in every form, when `previous` is the scalar before
    /// (0 at the start or after an escaped one): a tag character is kept after 🏴 or a kept tag.
    public static func mustEscape(_ scalar: Unicode.Scalar, after previous: UInt32 = 0) -> Bool {
        mustEscape(scalar.value, after: previous)
    }

    /// ``mustEscape(_:after:)`` on scalar values, for a check over UTF-8 bytes.
    @inline(__always)
    static func mustEscape(_ value: UInt32, after previous: UInt32) -> Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0xAD: true
        case 0xA0..<0x180E: false
        case 0x180E, 0x200B, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF, 0xFFF9...0xFFFB: true
        case 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0001: true
        case 0xE0020...0xE007F: previous != 0x1F3F4 && !(0xE0020...0xE007F).contains(previous)
        default: false
        }
    }

    /// True for a grapheme made only of bidi marks (U+200E, U+200F, U+061C), which every form keeps.
    public static func isBidiMark(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.value == 0x200E || $0.value == 0x200F || $0.value == 0x061C }
    }

    /// What `scalar` is written as in `form`, or nil when it is written as itself; `unsafe` is
    /// ``mustEscape(_:after:)`` in its place.
    static func replacement(for scalar: Unicode.Scalar, unsafe: Bool, in form: EscapeForm) -> String? {
        switch form {
        case .terminal:
            return unsafe ? braced(scalar) : nil
        case .transcriptLine:
            return scalar == "\\" ? "\\\\" : unsafe ? braced(scalar) : nil
        case .jsonString:
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            // NB: U+2028 and U+2029 are valid JSON but end a line for JavaScript and many
            // line-based readers; they are unsafe in every form.
            default: return unsafe ? fourHex(scalar) : nil
            }
        case .swiftString:
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\t": return "\\t"
            case "\r": return "\\r"
            case "\0": return "\\0"
            default: return unsafe ? braced(scalar) : nil
            }
        case .xmlText, .xmlAttribute:
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"" where form == .xmlAttribute: return "&quot;"
            case "'" where form == .xmlAttribute: return "&apos;"
            // NB: XML 1.0 cannot carry most C0 controls even as character references, so unsafe
            // scalars are shown as the terminal shows them.
            default: return unsafe || isNotXMLCharacter(scalar) ? braced(scalar) : nil
            }
        }
    }

    /// `\u{1B}`: Swift's spelling, with uppercase hex.
    private static func braced(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `\u001b`: JSON's spelling, four lowercase hex digits (only BMP scalars reach it).
    private static func fourHex(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// U+FFFE and U+FFFF are not XML characters at all.
    private static func isNotXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
