import TileRender
import TileTree

/// `Text(price:currency:)`: the formatted amount in red, as in the item card.
///
/// Example: `PricePresentation.tree("$9.99")` is `Text("$9.99").foregroundStyle(.red)`.
public enum PricePresentation {
    /// The formatted price's tree.
    public static func tree(_ s: String) -> ViewNode { ViewNode.text(s).foregroundStyle(.system(.red)) }
}
