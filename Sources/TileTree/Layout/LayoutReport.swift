/// A laid-out tree as the layout inspector shows it: `--format layout`'s JSON (one object, the
/// root node itself) and `explain layout`'s indented tree.
public enum LayoutReport {
    /// The root node as JSON: `view`, absolute `x`, `y`, `width`, `height` in points, the fields
    /// its kind adds (`text`, `color`), `cells` (`[x, y, w, h]`) from the cell layout of the same
    /// tree, and its `children`. Styling modifiers are folded into what they wrap.
    ///
    /// NB: the two layouts come from one tree, so their layout nodes pair up one to one.
    public static func json(points: LaidOutNode, cells: LaidOutNode?) -> [JSONValue] {
        let p = points.layoutNodes
        let c = cells?.layoutNodes ?? []
        return p.indices.map { node(p[$0], c.indices.contains($0) ? c[$0] : nil) }
    }

    static func node(_ p: LaidOutNode, _ c: LaidOutNode?) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("view", .string(p.kind.name)), ("x", .number(p.frame.x)), ("y", .number(p.frame.y)),
            ("width", .number(p.frame.width)), ("height", .number(p.frame.height)),
        ]
        fields += p.kind.layoutFields(environment: p.environment)
        if let c {
            fields.append(
                ("cells", .array(CellGrid.cells(c.frame).map { .int($0) })))
        }
        let pc = p.children.flatMap(\.layoutNodes)
        let cc = c?.children.flatMap(\.layoutNodes) ?? []
        let pairs = paired(pc, cc)
        fields.append(("children", .array(pc.indices.map { node(pc[$0], pairs[$0].map { cc[$0] }) })))
        return .object(fields)
    }

    /// For each node of `points`, the index of its counterpart among `cells`: the one at the same
    /// place, else the first one left with the same name and text (a picker's parts differ
    /// between the units: a menu's title shows in cells only).
    static func paired(_ points: [LaidOutNode], _ cells: [LaidOutNode]) -> [Int?] {
        var used = Array(repeating: false, count: cells.count)
        func key(_ n: LaidOutNode) -> String {
            var k = n.kind.name
            if let part = n.kind as? ViewPart { k += "\u{0}" + part.text }
            return k
        }
        return points.indices.map { i in
            let k = key(points[i])
            let found =
                cells.indices.contains(i) && !used[i] && key(cells[i]) == k
                ? i : cells.indices.first { !used[$0] && key(cells[$0]) == k }
            if let found { used[found] = true }
            return found
        }
    }

    /// `explain layout`: each layout node on a line, indented by depth, with its size, place and
    /// offer, and on the next line why it chose that size; lines wider than `width` wrap under
    /// their own indentation.
    ///
    /// ```
    /// VStack 65.28×75 at (42.36, 37.5), offered 150×150
    ///   its children's heights 41 + 22 with spacing 12; as wide as the widest
    /// ```
    public static func explanation(_ root: LaidOutNode, width: Int = Int.max) -> [String] {
        var lines: [String] = []
        /// A line wrapped to the width, each of its rows keeping the line's indentation.
        func add(_ indent: String, _ text: String) {
            let room = max(20, width - indent.count)
            for row in Wrap.lines(text, width: room) { lines.append(indent + row) }
        }
        var stack: [(LaidOutNode, Int)] = root.layoutNodes.reversed().map { ($0, 0) }
        while let (n, depth) = stack.popLast() {
            var label = n.kind.name
            for (_, value) in n.kind.layoutFields(environment: n.environment) {
                if case .string(let s) = value { label += " " + (s.hasPrefix("#") ? s : s.debugDescription) }
            }
            let t = Length.text
            let indent = String(repeating: "  ", count: depth)
            add(indent, "\(label) \(n.frame.size) at (\(t(n.frame.x)), \(t(n.frame.y))), offered \(n.proposal)")
            add(indent + "  ", n.reason)
            for child in n.children.flatMap(\.layoutNodes).reversed() { stack.append((child, depth + 1)) }
        }
        return lines
    }
}
