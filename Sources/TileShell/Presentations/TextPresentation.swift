import TileRender
import TileTree

/// `Text(optional:)` in its font: body text, `.headline`, `.subheadline` or `.caption`, each
/// with its colour, as one tree.
///
/// Example: `TextPresentation.tree("Ada", style: .headline)` is `Text("Ada").font(.headline)`.
public enum TextPresentation {
    /// The fonts a failable text is drawn in.
    public enum Style: Sendable {
        case text, headline, subheadline, caption
    }

    /// The text in its style's font and colour.
    public static func tree(_ s: String, style: Style) -> ViewNode {
        let text = ViewNode.text(s)
        switch style {
        case .text: return text
        case .headline: return text.font(.headline).foregroundStyle(.primary)
        case .subheadline: return text.font(.subheadline).foregroundStyle(.secondary)
        case .caption: return text.font(.caption).foregroundStyle(.secondary)
        }
    }
}
