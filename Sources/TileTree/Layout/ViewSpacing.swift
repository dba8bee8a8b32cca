/// What a view prefers between itself and its neighbours in a stack, edge by edge, as SwiftUI's
/// `ViewSpacing`: each kind reports its own (`ViewKind.spacing`), a modifier passes its
/// content's through, and a stack with no spacing of its own puts between two neighbours the
/// least distance that satisfies both (`distance(to:along:)`).
///
/// `ViewSpacing.system.distance(to: .system, along: .horizontal)` is 8 pt.
///
/// NB: SwiftUI documents that text beside text may prefer other values (from its fonts) but not
/// what they are, so every kind tileshell draws prefers the system's 8 pt; only a `Spacer`
/// differs, being space itself.
public struct ViewSpacing: Hashable, Sendable {
    /// Points on each edge; nil on an edge that wants no spacing beside it at all.
    public var top: Double?
    public var leading: Double?
    public var bottom: Double?
    public var trailing: Double?

    public init(top: Double?, leading: Double?, bottom: Double?, trailing: Double?) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same preference on every edge.
    public init(all length: Double?) { self.init(top: length, leading: length, bottom: length, trailing: length) }

    /// The system's spacing on iOS, 8 pt on every edge: shapes, colours, text, images, controls
    /// and stacks.
    public static let system = ViewSpacing(all: Measure.systemSpacing)

    /// A `Spacer`'s: no spacing beside it, whatever the neighbour prefers (its own minimum length
    /// is the space it keeps).
    public static let spacer = ViewSpacing(all: nil)

    /// The distance to `next`, the neighbour after this view along `axis`: the larger of the two
    /// preferences on the edges they share (the least that satisfies both, as
    /// `ViewSpacing.distance(to:along:)` is documented), or none when either wants none.
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        let (a, b) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        guard let a, let b else { return 0 }
        return max(a, b)
    }
}
