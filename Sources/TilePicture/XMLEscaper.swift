import TileRender

/// Escapes user text for the two places it goes in SVG and HTML: element text and attribute
/// values. The one place pictures escape; `<script>` and `]]>` come out as text, never as markup.
///
/// `XMLEscaper.text("a<b & \"c\"")` is `a&lt;b &amp; "c"`.
enum XMLEscaper {
    /// For element content: `&`, `<` and `>` as entities (`>` too, so `]]>` cannot appear).
    static func text(_ string: String) -> String { escape(string, quotes: false) }

    /// For a double- or single-quoted attribute value: as `text`, and both quotes as entities.
    static func attribute(_ string: String) -> String { escape(string, quotes: true) }

    /// NB: control characters are not allowed in XML 1.0, not even as character references, so
    /// they are first made visible as `\u{1B}` (as the terminal shows them); U+FFFE and U+FFFF
    /// are not characters in XML either and are shown the same way.
    private static func escape(_ string: String, quotes: Bool) -> String {
        // NB: most text has nothing to escape: checked in one pass over its bytes (0xEF starts
        // U+FFFE and U+FFFF), with no new string.
        if !string.utf8.contains(where: {
            $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF
        }) {
            return Sanitizer.visible(string)
        }
        var out = ""
        out.reserveCapacity(string.utf8.count)
        for scalar in Sanitizer.visible(string).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "'" where quotes: out += "&#39;"
            case "\u{FFFE}", "\u{FFFF}": out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
