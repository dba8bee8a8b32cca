import TileRender
import TileTree

/// The discount badge: white caption text in a capsule of a colour.
///
/// Example: `BadgePresentation.tree(text: "20% OFF", color: .red)`.
public enum BadgePresentation {
    /// The badge's tree.
    public static func tree(text: String, color: NamedColor) -> ViewNode {
        ViewNode.text(text).font(.caption).padding(.horizontal, 6).padding(.vertical, 2)
            .background(.system(color)).foregroundStyle(.system(.white)).clipShape(.capsule)
    }
}
