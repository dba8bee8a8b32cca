import TileRender

/// `HStack` and `VStack`: children side by side along the axis, lined up across it by the
/// alignment guide, with the spacing each pair of neighbours prefers unless one is given.
///
/// Space is shared as SwiftUI shares it: each child is asked its smallest and largest length;
/// the least flexible are offered their share first, and what they leave goes to the rest.
public struct StackKind: ViewKind {
    public var axis: Axis
    /// Across the axis: a `HorizontalAlignment` for a `VStack`, a `VerticalAlignment` for an `HStack`.
    public var alignment: Alignment
    /// The spacing given; nil lets each pair of neighbours choose.
    public var spacing: Double?

    public init(axis: Axis, alignment: Alignment = .center, spacing: Double? = nil) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing.map(Length.sane)
    }

    public var name: String { axis == .horizontal ? "HStack" : "VStack" }
    public var isLayoutNode: Bool { true }
    public var isContainer: Bool { true }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        environment.boxed = false
        environment.stackAxis = axis
        if axis == .vertical { environment.textAnchor = alignment.horizontal }
    }

    /// The gaps before each child (the first is 0).
    func gaps(_ subviews: Subviews, _ context: LayoutContext) -> [Double] {
        subviews.indices.map { i in
            guard i > 0 else { return 0 }
            if let spacing { return context.measure.spacing(spacing, axis) }
            return Self.preferredSpacing(subviews[i - 1], subviews[i], axis: axis, context: context)
        }
    }

    /// What two neighbours prefer between them when no spacing is given: each reports its own
    /// (`ViewSpacing`: the system's 8 pt on iOS for shapes, colours and controls, none beside a
    /// `Spacer`), modifiers passing their content's through, and the gap is the least that
    /// satisfies both.
    static func preferredSpacing(_ a: Subview, _ b: Subview, axis: Axis, context: LayoutContext) -> Double {
        context.measure.spacing(a.spacing.distance(to: b.spacing, along: axis), axis)
    }

    /// Each child's size for `proposal`, shared out as SwiftUI shares it.
    ///
    /// The children are offered space in groups: higher `.layoutPriority` first, and within a
    /// priority the views before the `Spacer`s, each group once the smallest lengths of the groups
    /// after it are set aside. Within a group the least flexible (the smallest difference between
    /// its largest and smallest length) is offered first, each its share of what is left.
    func sizes(_ proposal: ProposedSize, _ subviews: Subviews, _ gaps: [Double]) -> [Size] {
        let across = proposal[axis.other]
        func offer(_ length: Double?) -> ProposedSize {
            var p = ProposedSize(width: nil, height: nil)
            p[axis] = length
            p[axis.other] = across
            return p
        }
        guard let total = proposal[axis] else { return subviews.map { $0.sizeThatFits(offer(nil)) } }
        var remaining = total - gaps.reduce(0, +)
        // NB: priorities are read only in a tree that sets one somewhere: the usual stack pays
        // nothing for them.
        let priorities = subviews.engine.tree.hasPriorities ? subviews.map(\.priority) : []
        let spacers = subviews.map(\.isSpacer)
        let ranks = subviews.indices.map { i in
            Rank(priority: priorities.isEmpty ? 0 : priorities[i], isSpacer: spacers[i])
        }
        let grouped = !priorities.isEmpty || spacers.contains(true)
        // Each child's flexibility and index, least flexible first; a stable order for ties.
        var smallest = [Double](repeating: 0, count: grouped ? subviews.count : 0)
        var order = subviews.indices.map { i -> (flexibility: Double, index: Int) in
            let small = subviews[i].sizeThatFits(offer(0))[axis]
            let large = subviews[i].sizeThatFits(offer(.infinity))[axis]
            if grouped { smallest[i] = small }
            return (large - small, i)
        }
        order.sort { $0.flexibility < $1.flexibility || ($0.flexibility == $1.flexibility && $0.index < $1.index) }
        var sizes = [Size](repeating: .zero, count: subviews.count)
        let levels = grouped ? Set(ranks).sorted(by: >) : [Rank(priority: 0, isSpacer: false)]
        for level in levels {
            let group = grouped ? order.filter { ranks[$0.index] == level } : order
            let reserved = grouped ? subviews.indices.reduce(0.0) { ranks[$1] < level ? $0 + smallest[$1] : $0 } : 0
            var room = remaining - reserved
            var left = group.count
            for (_, i) in group {
                let share = max(0, room / Double(left))
                let s = subviews[i].sizeThatFits(offer(share))
                sizes[i] = s
                room -= s[axis]
                remaining -= s[axis]
                left -= 1
            }
        }
        return sizes
    }

    /// Which group a child is offered space in: higher priorities first, and within one the
    /// views before the spacers.
    ///
    /// NB: SwiftUI's documented order (least flexible first, each offered an equal share of what
    /// is left) would offer a `Text` beside a `Spacer` only half the row, and the text would
    /// wrap; SwiftUI gives the text its whole width and the spacer what is left, at least its
    /// minimum length, as this order does. Between two views that are not spacers (a text
    /// between two colours) the space is still shared.
    struct Rank: Hashable, Comparable {
        var priority: Double
        var isSpacer: Bool

        static func < (a: Rank, b: Rank) -> Bool {
            a.priority != b.priority ? a.priority < b.priority : (a.isSpacer && !b.isSpacer)
        }
    }

    /// The guide across the axis in a child of `size`.
    func guide(_ subview: Subview, _ size: Size) -> Double {
        switch axis {
        case .vertical: return alignment.horizontal.position(in: size.width)
        case .horizontal:
            let baselines: (Double, Double)? =
                alignment.vertical == .firstTextBaseline || alignment.vertical == .lastTextBaseline
                ? subview.baselines(size: size) : nil
            return alignment.vertical.position(in: size.height, baselines: baselines)
        }
    }

    /// In cells, an `HStack` whose children do not fit the offered width goes on in rows below,
    /// a blank row apart, as a terminal wraps a row of tiles (`RowLayout`, the rule the render
    /// cache joins rows by). Each child is offered the whole width; nil when everything fits.
    func flow(_ proposal: ProposedSize, _ subviews: Subviews, _ gaps: [Double], _ context: LayoutContext)
        -> (sizes: [Size], lines: [Range<Int>])?
    {
        guard context.measure == .cells, axis == .horizontal, subviews.count > 1, let width = proposal.width,
            width.isFinite
        else { return nil }
        let offer = ProposedSize(width: width, height: proposal.height)
        let sizes = subviews.map { $0.sizeThatFits(offer) }
        guard sizes.reduce(0, { $0 + $1.width }) + gaps.reduce(0, +) > width else { return nil }
        // NB: a row wraps only when its children's ideal widths do not fit either: a row that
        // shares the width (text, a Spacer, an icon) is laid out as SwiftUI lays it out.
        let ideal = ProposedSize(width: nil, height: proposal.height)
        guard subviews.reduce(0, { $0 + $1.sizeThatFits(ideal).width }) + gaps.reduce(0, +) > width else { return nil }
        var lines: [Range<Int>] = []
        RowLayout(spacing: Int(gaps[1]), lineSpacing: 1).forEachLine(
            count: sizes.count, width: Int(width), widthOf: { Int(sizes[$0].width) }
        ) { lines.append($0) }
        return (sizes, lines)
    }

    /// A flowed stack's lines: each line's guide and height, and the whole size.
    func flowGeometry(_ sizes: [Size], _ lines: [Range<Int>], _ gaps: [Double], _ subviews: Subviews)
        -> (guides: [Double], heights: [Double], size: Size)
    {
        var guides: [Double] = []
        var heights: [Double] = []
        var width = 0.0
        for line in lines {
            var above = 0.0
            var below = 0.0
            var w = 0.0
            for i in line {
                let g = guide(subviews[i], sizes[i])
                above = max(above, g)
                below = max(below, sizes[i].height - g)
                w += sizes[i].width + (i == line.lowerBound ? 0 : gaps[i])
            }
            guides.append(above)
            heights.append(above + below)
            width = max(width, w)
        }
        let height = heights.reduce(0, +) + Double(max(0, lines.count - 1))
        return (guides, heights, Size(width: width, height: height))
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let gaps = gaps(subviews, context)
        if let (sizes, lines) = flow(proposal, subviews, gaps, context) {
            return flowGeometry(sizes, lines, gaps, subviews).size
        }
        let sizes = sizes(proposal, subviews, gaps)
        var size = Size.zero
        size[axis] = sizes.reduce(0) { $0 + $1[axis] } + gaps.reduce(0, +)
        var above = 0.0
        var below = 0.0
        for (i, s) in sizes.enumerated() {
            let g = guide(subviews[i], s)
            above = max(above, g)
            below = max(below, s[axis.other] - g)
        }
        size[axis.other] = above + below
        return size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        let gaps = gaps(subviews, context)
        if let (sizes, lines) = flow(proposal, subviews, gaps, context) {
            let (guides, heights, _) = flowGeometry(sizes, lines, gaps, subviews)
            var out: [Placement] = []
            out.reserveCapacity(sizes.count)
            var top = bounds.y
            for (n, line) in lines.enumerated() {
                var x = bounds.x
                for i in line {
                    if i > line.lowerBound { x += gaps[i] }
                    let y = top + guides[n] - guide(subviews[i], sizes[i])
                    out.append(
                        Placement(
                            index: i, frame: Rect(x: x, y: y, width: sizes[i].width, height: sizes[i].height),
                            proposal: ProposedSize(width: proposal.width, height: proposal.height)))
                    x += sizes[i].width
                }
                top += heights[n] + 1
            }
            return out
        }
        let sizes = sizes(proposal, subviews, gaps)
        var above = 0.0
        var below = 0.0
        let guides = sizes.indices.map { guide(subviews[$0], sizes[$0]) }
        for (i, s) in sizes.enumerated() {
            above = max(above, guides[i])
            below = max(below, s[axis.other] - guides[i])
        }
        // NB: the stack's own guide sits where its content's does, centred in the bounds when the
        // bounds are larger than the content (a stack given more than it chose).
        let content = above + below
        let start = axis == .vertical ? bounds.x : bounds.y
        let slack = (axis == .vertical ? bounds.width : bounds.height) - content
        let crossOrigin = start + max(0, slack) * crossFraction
        let along = axis == .horizontal ? bounds.x : bounds.y
        let used = sizes.reduce(0) { $0 + $1[axis] } + gaps.reduce(0, +)
        var cursor = along + max(0, (bounds.size[axis] - used) / 2)
        // NB: room for every child at once: growing the array from empty reallocated it.
        var out: [Placement] = []
        out.reserveCapacity(sizes.count)
        for (i, s) in sizes.enumerated() {
            cursor += gaps[i]
            let cross = crossOrigin + above - guides[i]
            let frame =
                axis == .horizontal
                ? Rect(x: cursor, y: cross, width: s.width, height: s.height)
                : Rect(x: cross, y: cursor, width: s.width, height: s.height)
            var p = ProposedSize(width: nil, height: nil)
            p[axis] = s[axis]
            p[axis.other] = proposal[axis.other]
            out.append(Placement(index: i, frame: frame, proposal: p))
            cursor += s[axis]
        }
        return out
    }

    /// Where content narrower than the bounds sits across the axis.
    var crossFraction: Double {
        switch axis {
        case .vertical:
            switch alignment.horizontal {
            case .leading: 0
            case .center: 0.5
            case .trailing: 1
            }
        case .horizontal:
            switch alignment.vertical {
            case .top: 0
            case .bottom: 1
            case .center, .firstTextBaseline, .lastTextBaseline: 0.5
            }
        }
    }

    public func baselines(size: Size, subviews: Subviews, context: LayoutContext) -> (first: Double, last: Double)? {
        guard let first = subviews.first else { return nil }
        guard axis == .horizontal else {
            let s = first.sizeThatFits(ProposedSize(width: size.width, height: nil))
            return first.baselines(size: s)
        }
        return first.baselines(size: first.sizeThatFits(ProposedSize(width: nil, height: size.height)))
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        let gaps = gaps(subviews, context)
        let sizes = sizes(proposal, subviews, gaps)
        let lengths = sizes.map { Length.text($0[axis]) }.joined(separator: " + ")
        let spacing = gaps.dropFirst().map(Length.text).joined(separator: ", ")
        let word = axis == .horizontal ? "widths" : "heights"
        let across = axis == .horizontal ? "tallest" : "widest"
        // NB: an alignment other than the centre is what places the smaller children: said.
        let aligned =
            axis == .horizontal
            ? (alignment.vertical == .center ? "" : ", aligned .\(alignment.vertical)")
            : (alignment.horizontal == .center ? "" : ", aligned .\(alignment.horizontal)")
        return subviews.isEmpty
            ? "no views: nothing to hold"
            : "its children's \(word) \(lengths)\(spacing.isEmpty ? "" : " with spacing \(spacing)"); as \(axis == .horizontal ? "tall" : "wide") as the \(across)\(aligned)"
    }

    /// `VStack(alignment: .leading, spacing: 12)`, each argument only when it is not the default.
    public var swift: SwiftCode? {
        var arguments: [String] = []
        if axis == .vertical, alignment.horizontal != .center {
            arguments.append("alignment: .\(alignment.horizontal)")
        }
        if axis == .horizontal, alignment.vertical != .center { arguments.append("alignment: .\(alignment.vertical)") }
        if let spacing { arguments.append("spacing: " + SwiftUISource.number(spacing)) }
        return .container(name + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"))
    }
}
