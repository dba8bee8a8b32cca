/// `LazyVGrid(columns:)` and `LazyHGrid(rows:)`: the tracks (`GridTrack`) share the length across
/// the grid's axis as SwiftUI shares it, and the cells fill them in order, a line at a time (a
/// `LazyVGrid`'s rows, left to right); each line is as long as its longest cell, lines `spacing`
/// apart (the system's 8 pt when nil), and each cell sits in its slot by its track's alignment or
/// the grid's. A still preview draws every cell, as a lazy grid does once it has scrolled past
/// them all.
///
///     // LazyVGrid(columns: three flexible) of 40 pt tall cells on an iPhone: columns 125.67 wide
public struct LazyGridKind: ViewKind {
    /// The axis lines follow: vertical for a `LazyVGrid` (its rows stack downwards).
    public var axis: Axis
    public var tracks: [GridTrack]
    /// Where a cell sits in its slot when its track gives no alignment.
    public var alignment: Alignment
    /// Between lines; nil for the system's.
    public var spacing: Double?

    public init(axis: Axis, tracks: [GridTrack], alignment: Alignment = .center, spacing: Double? = nil) {
        self.axis = axis
        self.tracks = tracks.isEmpty ? [GridTrack()] : tracks
        self.alignment = alignment
        self.spacing = spacing.map(Length.sane)
    }

    public var name: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
    public var isLayoutNode: Bool { true }
    public var isContainer: Bool { true }

    /// The axis the tracks share (a `LazyVGrid`'s width).
    var across: Axis { axis.other }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        environment.boxed = false
        environment.stackAxis = nil
        environment.textAnchor = alignment.horizontal
    }

    /// The tracks for `proposal`, and the length of each line of cells along the axis.
    func geometry(_ proposal: ProposedSize, _ subviews: Subviews, _ context: LayoutContext)
        -> (tracks: [GridTrack.Resolved], lines: [Double], gap: Double)
    {
        let length = proposal[across]
        var ideal = 0.0
        if length == nil {
            for s in subviews { ideal = max(ideal, s.sizeThatFits(ProposedSize(width: nil, height: nil))[across]) }
        }
        let resolved = GridTrack.resolve(tracks, length: length, ideal: ideal, along: across, measure: context.measure)
        var lines: [Double] = []
        lines.reserveCapacity(subviews.count / resolved.count + 1)
        for i in subviews.indices {
            let track = i % resolved.count
            let size = subviews[i].sizeThatFits(cellProposal(resolved[track].length))
            if track == 0 { lines.append(0) }
            lines[lines.count - 1] = max(lines[lines.count - 1], size[axis])
        }
        return (resolved, lines, context.measure.spacing(spacing ?? Measure.systemSpacing, axis))
    }

    func cellProposal(_ trackLength: Double) -> ProposedSize {
        var p = ProposedSize(width: nil, height: nil)
        p[across] = trackLength
        return p
    }

    static func total(_ lengths: [Double], gap: Double) -> Double {
        lengths.reduce(0, +) + gap * Double(max(0, lengths.count - 1))
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let (resolved, lines, gap) = geometry(proposal, subviews, context)
        var size = Size.zero
        size[across] = resolved.reduce(0) { $0 + $1.length + $1.gap }
        size[axis] = Self.total(lines, gap: gap)
        return size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        var offered = proposal
        offered[across] = bounds.size[across]
        let (resolved, lines, gap) = geometry(offered, subviews, context)
        let used = resolved.reduce(0) { $0 + $1.length + $1.gap }
        // NB: tracks narrower than the grid's frame are centred in it.
        let start = (across == .horizontal ? bounds.x : bounds.y) + max(0, bounds.size[across] - used) / 2
        var starts: [Double] = []
        var cursor = start
        for t in resolved {
            starts.append(cursor)
            cursor += t.length + t.gap
        }
        var out: [Placement] = []
        out.reserveCapacity(subviews.count)
        var lineStart = axis == .vertical ? bounds.y : bounds.x
        for i in subviews.indices {
            let track = i % resolved.count
            let line = i / resolved.count
            if track == 0, line > 0 { lineStart += lines[line - 1] + gap }
            let t = resolved[track]
            let slot =
                axis == .vertical
                ? Rect(x: starts[track], y: lineStart, width: t.length, height: lines[line])
                : Rect(x: lineStart, y: starts[track], width: lines[line], height: t.length)
            let p = cellProposal(t.length)
            let size = subviews[i].sizeThatFits(p)
            out.append(
                Placement(
                    index: i, frame: aligned(size, in: slot, t.alignment ?? alignment, context: context), proposal: p))
        }
        return out
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        let (resolved, lines, gap) = geometry(proposal, subviews, context)
        let word = axis == .vertical ? "columns" : "rows"
        let lineWord = axis == .vertical ? "rows" : "columns"
        let lengths = resolved.map { Length.text($0.length) }.joined(separator: " + ")
        let gaps = Set(resolved.dropLast().map(\.gap)).sorted().map(Length.text).joined(separator: ", ")
        return
            "\(resolved.count) \(word) \(lengths)\(gaps.isEmpty ? "" : " spaced \(gaps)"); \(lines.count) \(lineWord) \(Length.text(gap)) apart"
    }

    public var swift: SwiftCode? {
        var arguments = [
            (axis == .vertical ? "columns: [" : "rows: [") + tracks.map(\.swift).joined(separator: ", ") + "]"
        ]
        if axis == .vertical, alignment.horizontal != .center {
            arguments.append("alignment: .\(alignment.horizontal)")
        }
        if axis == .horizontal, alignment.vertical != .center { arguments.append("alignment: .\(alignment.vertical)") }
        if let spacing { arguments.append("spacing: " + SwiftUISource.number(spacing)) }
        return .container(name + "(" + arguments.joined(separator: ", ") + ")")
    }
}
