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
/// Unsafe in every form (see ``mustEscape(_:)``): C0 controls, DEL, C1 controls, and the bidi
/// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that "Trojan source" attacks
/// use to make text read differently than it runs. The bidi marks (U+200E, U+200F, U+061C) are kept
/// everywhere: they cannot reorder the text around them, and Foundation writes them in every
/// Arabic, Hebrew, Persian and Urdu price. JSON also escapes U+2028 and U+2029, which are valid
/// JSON but end a line for JavaScript and many line-based readers.
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
        for scalar in text.unicodeScalars {
            if let replacement = replacement(for: scalar, in: form) {
                out += replacement
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        if quoted { out += "\"" }
    }

    /// True for the scalars that are escaped in every form.
    public static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// True for a grapheme made only of bidi marks (U+200E, U+200F, U+061C), which every form keeps.
    public static func isBidiMark(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.value == 0x200E || $0.value == 0x200F || $0.value == 0x061C }
    }

    /// What `scalar` is written as in `form`, or nil when it is written as itself.
    static func replacement(for scalar: Unicode.Scalar, in form: EscapeForm) -> String? {
        switch form {
        case .terminal:
            return mustEscape(scalar) ? braced(scalar) : nil
        case .transcriptLine:
            return scalar == "\\" ? "\\\\" : mustEscape(scalar) ? braced(scalar) : nil
        case .jsonString:
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case "\u{2028}", "\u{2029}": return fourHex(scalar)
            default: return mustEscape(scalar) ? fourHex(scalar) : nil
            }
        case .swiftString:
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\t": return "\\t"
            case "\r": return "\\r"
            case "\0": return "\\0"
            // NB: the line and paragraph separators and the byte-order mark are legal in a Swift
            // literal but invisible in an editor: a generated file spells them out.
            case "\u{2028}", "\u{2029}", "\u{FEFF}": return braced(scalar)
            default: return mustEscape(scalar) ? braced(scalar) : nil
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
            default: return mustEscape(scalar) || isNotXMLCharacter(scalar) ? braced(scalar) : nil
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
