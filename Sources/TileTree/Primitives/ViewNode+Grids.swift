/// `GridRow { … }`: a row of a `Grid`. Outside a grid it is a group, as SwiftUI's is.
public struct GridRowKind: SplicedStackKind {
    public var alignment: VerticalAlignment?

    public init(alignment: VerticalAlignment? = nil) { self.alignment = alignment }

    public var name: String { "GridRow" }

    public var swift: SwiftCode? {
        .container(alignment.map { "GridRow(alignment: .\($0))" } ?? "GridRow")
    }
}

extension ViewNode {
    /// `LazyVGrid` or `LazyHGrid` (`kind`) of `content`: a `Section` in it is its header across
    /// the grid, its views as a grid of their own, then its footer, one after another down the
    /// grid's axis `kind.spacing` apart, as SwiftUI lays out a sectioned lazy grid.
    public static func lazyGrid(_ kind: LazyGridKind, _ content: [ViewNode]) -> ViewNode {
        let opened = opened(content, keepingSections: true)
        guard opened.contains(where: { section($0) != nil }) else { return ViewNode(kind, content) }
        var parts: [ViewNode] = []
        var loose: [ViewNode] = []
        func closeLoose() {
            if !loose.isEmpty { parts.append(ViewNode(kind, loose)) }
            loose = []
        }
        for node in opened {
            guard let s = section(node), let k = s.kind as? SectionKind else {
                loose.append(node)
                continue
            }
            closeLoose()
            if k.hasHeader, let header = s.children.first { parts.append(header) }
            let cells = Array(s.children.dropFirst(k.hasHeader ? 1 : 0).dropLast(k.hasFooter ? 1 : 0))
            parts.append(ViewNode(kind, cells))
            if k.hasFooter, let footer = s.children.last { parts.append(footer) }
        }
        closeLoose()
        let stack = StackKind(
            axis: kind.axis, alignment: kind.alignment,
            spacing: kind.spacing ?? Measure.systemSpacing)
        return ViewNode(stack, parts)
    }

    /// `Grid { … }` of `content`: each `GridRow` a row of its views (groups and `ForEach`es
    /// opened), any other view a row of its own across the grid; every cell a `GridCellKind`,
    /// keeping what `.gridCellColumns` said of it.
    public static func grid(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        _ content: [ViewNode]
    ) -> ViewNode {
        var rows: [GridKind.Row] = []
        var cells: [ViewNode] = []
        var pending = Array(content.reversed())
        while let node = pending.popLast() {
            if node.kind.isEmpty { continue }
            if let row = node.kind as? GridRowKind {
                let views = opened(node.children, keepingSections: false)
                rows.append(GridKind.Row(cells: views.count, alignment: row.alignment))
                cells.append(contentsOf: views.map(gridCell))
            } else if node.kind.splicesChildren {
                pending.append(contentsOf: node.children.reversed())
            } else {
                rows.append(GridKind.Row(cells: 1, spansAll: true))
                cells.append(gridCell(node))
            }
        }
        return ViewNode(
            GridKind(
                rows: rows, alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing
            ),
            cells)
    }

    /// A view as a grid's cell: the cell a grid-cell modifier made of it, or a plain one.
    static func gridCell(_ node: ViewNode) -> ViewNode {
        if node.kind is GridCellKind { return node }
        var n = node
        while true {
            if let cell = n.kind as? GridCellKind { return ViewNode(cell, [node]) }
            guard !n.kind.isContainer, let first = n.children.first else { break }
            n = first
        }
        return ViewNode(GridCellKind(), [node])
    }

    /// `.gridCellColumns(n)` and `.gridColumnAlignment(_:)`: the cell they make, or the one this
    /// view already is with the change made.
    public func gridCell(columns: Int? = nil, columnAlignment: HorizontalAlignment? = nil) -> ViewNode {
        if let cell = kind as? GridCellKind {
            var changed = cell
            if let columns { changed = GridCellKind(columns: columns, columnAlignment: cell.columnAlignment) }
            if let columnAlignment { changed.columnAlignment = columnAlignment }
            return ViewNode(changed, children)
        }
        return ViewNode(GridCellKind(columns: columns ?? 1, columnAlignment: columnAlignment), [self])
    }
}
