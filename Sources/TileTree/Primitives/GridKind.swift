/// `Grid { GridRow { … } … }`: cells in rows and columns, each column as wide as its widest
/// cell, each row as tall as its tallest. Its children are its cells in reading order, each a
/// `GridCellKind`; `rows` says how many cells each row holds, and a view outside any `GridRow`
/// is a row of one cell across every column.
///
/// Width is shared as an `HStack` shares it, a column at a time: the least flexible column
/// (the smallest difference between its cells' largest and smallest widths) is offered its
/// share first, and takes its widest cell's answer. Rows share the height the same way.
///
///     // GridRow { Text("A"); Color.red } above GridRow { Text("BBB"); Color.blue }: the colours'
///     // column takes what the text column leaves
public struct GridKind: ViewKind {
    public struct Row: Sendable, Hashable {
        /// How many of the grid's children this row holds.
        public var cells: Int
        /// A view outside any `GridRow`: one cell across the grid.
        public var spansAll: Bool
        /// `GridRow(alignment:)`; nil for the grid's.
        public var alignment: VerticalAlignment?

        public init(cells: Int, spansAll: Bool = false, alignment: VerticalAlignment? = nil) {
            self.cells = cells
            self.spansAll = spansAll
            self.alignment = alignment
        }
    }

    public var rows: [Row]
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?

    public init(
        rows: [Row], alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil
    ) {
        self.rows = rows
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map(Length.sane)
        self.verticalSpacing = verticalSpacing.map(Length.sane)
    }

    public var name: String { "Grid" }
    public var isLayoutNode: Bool { true }
    public var isContainer: Bool { true }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        environment.boxed = false
        environment.stackAxis = nil
        environment.textAnchor = alignment.horizontal
    }

    /// A cell: which child, its row, its first column and how many it spans (every column for a
    /// row outside a `GridRow`).
    struct Cell {
        var index: Int
        var row: Int
        var column: Int
        var span: Int
    }

    /// The cells of the grid and how many columns it has.
    func cells(_ subviews: Subviews) -> (cells: [Cell], columns: Int) {
        var cells: [Cell] = []
        cells.reserveCapacity(subviews.count)
        var index = 0
        var columns = 0
        for (r, row) in rows.enumerated() {
            var column = 0
            for _ in 0..<row.cells where index < subviews.count {
                let span = row.spansAll ? 0 : max(1, (subviews[index].kind as? GridCellKind)?.columns ?? 1)
                cells.append(Cell(index: index, row: r, column: column, span: span))
                column += span
                index += 1
            }
            columns = max(columns, column)
        }
        return (cells, max(1, columns))
    }

    /// Each column's width and each row's height for `proposal`.
    func geometry(_ proposal: ProposedSize, _ subviews: Subviews, _ context: LayoutContext)
        -> (cells: [Cell], widths: [Double], heights: [Double], hGap: Double, vGap: Double)
    {
        let (cells, columns) = cells(subviews)
        let hGap = context.measure.spacing(horizontalSpacing ?? Measure.systemSpacing, .horizontal)
        let vGap = context.measure.spacing(verticalSpacing ?? Measure.systemSpacing, .vertical)
        // Columns: the cells of span one in each decide its width.
        var members = [[Int]](repeating: [], count: columns)
        for c in cells where c.span == 1 { members[c.column].append(c.index) }
        let widths = Self.share(
            proposal.width.map { $0 - hGap * Double(columns - 1) }, members.count,
            answer: { j, offer in
                members[j].reduce(0.0) {
                    max($0, subviews[$1].sizeThatFits(ProposedSize(width: offer, height: nil)).width)
                }
            })
        func width(_ c: Cell) -> Double {
            if c.span == 0 { return LazyGridKind.total(widths, gap: hGap) }
            let end = min(widths.count, c.column + c.span)
            return LazyGridKind.total(Array(widths[min(c.column, end)..<end]), gap: hGap)
        }
        var byRow = [[Cell]](repeating: [], count: rows.count)
        for c in cells { byRow[c.row].append(c) }
        let heights = Self.share(
            proposal.height.map { $0 - vGap * Double(max(0, rows.count - 1)) }, rows.count,
            answer: { r, offer in
                byRow[r].reduce(0.0) {
                    max($0, subviews[$1.index].sizeThatFits(ProposedSize(width: width($1), height: offer)).height)
                }
            })
        return (cells, widths, heights, hGap, vGap)
    }

    /// Lengths for `count` tracks sharing `total` (nil: each its ideal), as a stack shares its
    /// length: the least flexible first, each offered an equal share of what is left.
    static func share(_ total: Double?, _ count: Int, answer: (Int, Double?) -> Double) -> [Double] {
        guard let total else { return (0..<count).map { answer($0, nil) } }
        var order: [(flexibility: Double, index: Int)] = []
        for j in 0..<count {
            let large: Double = answer(j, .infinity)
            let small: Double = answer(j, 0)
            order.append((large - small, j))
        }
        order.sort { $0.flexibility < $1.flexibility || ($0.flexibility == $1.flexibility && $0.index < $1.index) }
        var lengths = [Double](repeating: 0, count: count)
        var remaining = total
        var left = count
        for (_, j) in order {
            let l = answer(j, max(0, remaining / Double(left)))
            lengths[j] = l
            remaining -= l
            left -= 1
        }
        return lengths
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let g = geometry(proposal, subviews, context)
        return Size(
            width: LazyGridKind.total(g.widths, gap: g.hGap), height: LazyGridKind.total(g.heights, gap: g.vGap))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        let g = geometry(ProposedSize(bounds.size), subviews, context)
        var xs: [Double] = []
        var x = bounds.x + max(0, bounds.width - LazyGridKind.total(g.widths, gap: g.hGap)) / 2
        for w in g.widths {
            xs.append(x)
            x += w + g.hGap
        }
        var ys: [Double] = []
        var y = bounds.y + max(0, bounds.height - LazyGridKind.total(g.heights, gap: g.vGap)) / 2
        for h in g.heights {
            ys.append(y)
            y += h + g.vGap
        }
        // A column's alignment is the first `gridColumnAlignment` one of its cells sets.
        var columnAlignment = [HorizontalAlignment?](repeating: nil, count: g.widths.count)
        for c in g.cells where c.span == 1 && columnAlignment[c.column] == nil {
            columnAlignment[c.column] = (subviews[c.index].kind as? GridCellKind)?.columnAlignment
        }
        return g.cells.map { c in
            let first = c.span == 0 ? 0 : min(c.column, g.widths.count - 1)
            let last = c.span == 0 ? g.widths.count : min(g.widths.count, c.column + c.span)
            let width = LazyGridKind.total(Array(g.widths[first..<max(first, last)]), gap: g.hGap)
            let slot = Rect(x: xs[first], y: ys[c.row], width: width, height: g.heights[c.row])
            let a = Alignment(
                horizontal: (c.span == 1 ? columnAlignment[c.column] : nil) ?? alignment.horizontal,
                vertical: rows[c.row].alignment ?? alignment.vertical)
            let p = ProposedSize(width: width, height: g.heights[c.row])
            let size = subviews[c.index].sizeThatFits(p)
            return Placement(index: c.index, frame: aligned(size, in: slot, a, context: context), proposal: p)
        }
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        let g = geometry(proposal, subviews, context)
        return
            "\(g.widths.count) columns \(g.widths.map(Length.text).joined(separator: " + ")) spaced \(Length.text(g.hGap)); \(g.heights.count) rows \(g.heights.map(Length.text).joined(separator: " + ")) spaced \(Length.text(g.vGap))"
    }

    public var swift: SwiftCode? {
        var arguments: [String] = []
        if alignment != .center { arguments.append("alignment: .\(alignment.description)") }
        if let horizontalSpacing { arguments.append("horizontalSpacing: " + SwiftUISource.number(horizontalSpacing)) }
        if let verticalSpacing { arguments.append("verticalSpacing: " + SwiftUISource.number(verticalSpacing)) }
        return .container("Grid" + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"))
    }
}

/// One cell of a `Grid`: its view, and what `.gridCellColumns(_:)` and `.gridColumnAlignment(_:)`
/// say of it. A container, so that a cell whose view is nil still holds its place.
public struct GridCellKind: ViewKind {
    public var columns: Int
    public var columnAlignment: HorizontalAlignment?

    public init(columns: Int = 1, columnAlignment: HorizontalAlignment? = nil) {
        self.columns = max(1, min(columns, 1_000))
        self.columnAlignment = columnAlignment
    }

    public var name: String { "GridCell" }
    public var isContainer: Bool { true }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        guard let first = subviews.first else { return [] }
        let size = first.sizeThatFits(proposal)
        return [Placement(index: 0, frame: Rect(origin: bounds.origin, size: size), proposal: proposal)]
    }

    /// `.gridCellColumns(2)`, `.gridColumnAlignment(.leading)` on the cell's view.
    public var swift: SwiftCode? {
        var modifiers: [String] = []
        if columns != 1 { modifiers.append(".gridCellColumns(\(columns))") }
        if let columnAlignment { modifiers.append(".gridColumnAlignment(.\(columnAlignment))") }
        return modifiers.isEmpty ? nil : .modifier(modifiers.joined())
    }

    /// What it passes down is the cell's own: a spacing seen through to its view.
    public var spacing: ViewSpacing? { nil }
}
