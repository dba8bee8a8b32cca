import TileRender
import TileTree

/// `Text(relativeDate:)`: "3 hr. ago" as a secondary caption.
///
/// Example: `RelativeDatePresentation.tree("3 hr. ago")`.
public enum RelativeDatePresentation {
    /// The relative date's tree.
    public static func tree(_ s: String) -> ViewNode { ViewNode.text(s).font(.caption).foregroundStyle(.secondary) }
}
