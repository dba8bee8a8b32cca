/// What a view prefers between itself and its neighbours in a stack, edge by edge, as SwiftUI's
/// `ViewSpacing`: each kind reports its own (`ViewKind.spacing`), a modifier passes its
/// content's through, and a stack with no spacing of its own puts between two neighbours the
/// least distance that satisfies both (`distance(to:along:)`).
///
/// `ViewSpacing.system.distance(to: .system, along: .horizontal)` is 8 pt.
///
/// NB: SwiftUI documents that a view may prefer other values beside a text than beside other
/// views, but not what they are. Measured on Xcode's canvas, two texts one above the other sit
/// with no space between their frames (a text's line already holds the font's own room above
/// and below its glyphs), and beside each other 8 pt apart; every other pair takes the
/// system's 8 pt, and a `Spacer` none, being space itself.
public struct ViewSpacing: Hashable, Sendable {
    /// Points on each edge; nil on an edge that wants no spacing beside it at all.
    public var top: Double?
    public var leading: Double?
    public var bottom: Double?
    public var trailing: Double?
    /// Above and below, to a neighbour that also prefers a distance to texts (a text): that
    /// distance, in place of the edges'; nil for a view that is not a text.
    public var verticalToText: Double?

    public init(top: Double?, leading: Double?, bottom: Double?, trailing: Double?, verticalToText: Double? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
        self.verticalToText = verticalToText
    }

    /// The same preference on every edge.
    public init(all length: Double?) { self.init(top: length, leading: length, bottom: length, trailing: length) }

    /// The system's spacing on iOS, 8 pt on every edge: shapes, colours, text, images, controls
    /// and stacks.
    public static let system = ViewSpacing(all: Measure.systemSpacing)

    /// A `Spacer`'s: no spacing beside it, whatever the neighbour prefers (its own minimum length
    /// is the space it keeps).
    public static let spacer = ViewSpacing(all: nil)

    /// A `Text`'s: the system's, but none above or below another text.
    public static let text = ViewSpacing(
        top: Measure.systemSpacing, leading: Measure.systemSpacing, bottom: Measure.systemSpacing,
        trailing: Measure.systemSpacing, verticalToText: 0)

    /// The distance to `next`, the neighbour after this view along `axis`: the larger of the two
    /// preferences on the edges they share (the least that satisfies both, as
    /// `ViewSpacing.distance(to:along:)` is documented), or none when either wants none.
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        if axis == .vertical, let a = verticalToText, let b = next.verticalToText { return max(a, b) }
        let (a, b) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        guard let a, let b else { return 0 }
        return max(a, b)
    }
}
