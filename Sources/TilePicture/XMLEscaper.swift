import TileRender
import TileText

/// Escapes user text for the two places it goes in SVG and HTML, element text and attribute
/// values, through the project's one `Escaper`; `<script>` and `]]>` come out as text, never as
/// markup.
///
/// `XMLEscaper.text("a<b & \"c\"")` is `a&lt;b &amp; "c"`.
enum XMLEscaper {
    /// For element content: `&`, `<` and `>` as entities (`>` too, so `]]>` cannot appear).
    static func text(_ string: String) -> String { Escaper.escape(string, as: .xmlText) }

    /// For a double- or single-quoted attribute value: as `text`, and both quotes as entities.
    static func attribute(_ string: String) -> String { Escaper.escape(string, as: .xmlAttribute) }
}
