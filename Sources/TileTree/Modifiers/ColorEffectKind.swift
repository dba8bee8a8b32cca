/// An effect that only recolours what its child draws (`.brightness`, `.saturation`,
/// `.colorInvert`): its layer is its colour matrix. Pictures draw the matrix as SVG's
/// `feColorMatrix`; cells apply it to their own foreground and background colours, so the
/// terminal shows it too (a cell in the terminal's default colours has none to change).
///
///     struct WarmKind: ColorEffectKind {
///         var name: String { ".warm" }
///         var matrix: ColorMatrix { .scaling(1.1, 1, 0.9) }
///         var effect: String { "warmed" }
///     }
public protocol ColorEffectKind: EffectKind {
    /// What it does to each colour.
    var matrix: ColorMatrix { get }
    /// What it does, in a few words, for `explain layout`: `"brightened by 0.2"`.
    var effect: String { get }
}

extension ColorEffectKind {
    public func layer(in frame: Rect) -> Layer { Layer(colorMatrix: matrix) }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "its child's size, its colours \(effect), without moving its neighbours"
    }
}
