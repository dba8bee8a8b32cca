import TileRender
import TileTree

/// Lines of plain text (`state`, `help`, `watch`), one under another in `.subheadline`.
///
/// Example: `LinesPresentation.label(["a", "b"])` is "a; b".
public enum LinesPresentation {
    /// The lines' tree: a leading stack without spacing.
    public static func tree(_ lines: [String]) -> ViewNode {
        .vstack(alignment: .leading, spacing: 0, lines.map { ViewNode.text($0).font(.subheadline) })
    }

    /// What the lines say, in words.
    public static func label(_ lines: [String]) -> String { lines.joined(separator: "; ") }
}
