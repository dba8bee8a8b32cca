import TileText
import TileTree

/// What changed between two layout goldens, as a reviewer says it: the nodes whose label
/// changed (`.padding(8) → .padding(12)`, `Color #FF3B30 → Color #007AFF`), the nodes added or
/// removed, the ones that changed size (`.padding(12) 64×36 → 72×44 (8 pt wider, 8 pt taller)`),
/// and the ones that moved other than with their parent (`Text "Title" y 120 → 124 (4 pt down)`).
/// Children are paired by their place where the kinds match, else by the longest common run of
/// kinds, so that a view added in a stack is one change, not one for every view after it.
///
///     SnapshotDiff.changes(golden: old, new: new)  // [".padding(8) → .padding(12)", ...]
public enum SnapshotDiff {
    /// One node of a layout golden, read back.
    public struct Node: Equatable, Sendable {
        public var label: String
        public var frame: Rect
        public var children: [Node]

        /// The kind: the label up to its first space or parenthesis (`Text`, `.padding`).
        var kind: Substring { label.prefix { $0 != " " && $0 != "(" } }
    }

    /// The nodes of a layout golden's text; a line that is no node (the title, a damaged one)
    /// is skipped, and one indented deeper than its parent's child is taken as that child.
    public static func parse(_ text: String) -> [Node] {
        var roots: [Node] = []
        /// The open nodes, outermost first, each with its depth.
        var open: [(Node, Int)] = []
        func close(to depth: Int) {
            while let (node, d) = open.last, d >= depth {
                open.removeLast()
                if open.isEmpty { roots.append(node) } else { open[open.count - 1].0.children.append(node) }
            }
        }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let spaces = line.prefix { $0 == " " }.count
            // NB: no layout is deeper than the engine's limit; a golden edited deeper is not read
            // deeper, so that comparing it cannot exhaust the stack.
            guard spaces / 2 <= LayoutEngine.depthLimit, let node = node(line.dropFirst(spaces)) else { continue }
            let depth = min(spaces / 2, (open.last?.1 ?? -1) + 1)
            close(to: depth)
            open.append((node, depth))
        }
        close(to: 0)
        return roots
    }

    /// `Text "Hi" 12×20.33 at (1, 2)` read back; nil for anything else.
    static func node(_ line: Substring) -> Node? {
        guard let at = line.ranges(of: " at (").last, line.hasSuffix(")") else { return nil }
        let place = line[at.upperBound..<line.index(before: line.endIndex)].split(separator: ",")
        let head = line[..<at.lowerBound]
        guard place.count == 2, let x = Double(place[0].trimmingSpaces), let y = Double(place[1].trimmingSpaces),
            let space = head.lastIndex(of: " ")
        else { return nil }
        let size = head[head.index(after: space)...].split(separator: "×")
        guard size.count == 2, let w = Double(size[0]), let h = Double(size[1]) else { return nil }
        return Node(
            label: String(head[..<space]), frame: Rect(origin: Point(x: x, y: y), size: Size(width: w, height: h)),
            children: [])
    }

    /// The changes from `golden` to `new`, causes first; empty when the trees are alike. A change
    /// made in several places is said once, with how many (`.padding(8) → .padding(12) (3 places)`);
    /// a Spacer's size and place are left out: it draws nothing, and takes the room left.
    public static func changes(golden: String, new: String) -> [String] {
        /// Each change with its rank: labels, added and removed views; then the sizes of views
        /// whose label changed; then other sizes, innermost first; then moves.
        var found: [(rank: Int, depth: Int, text: String)] = []
        func compare(_ a: Node, _ b: Node, depth: Int, parentShift: (Double, Double)) {
            let relabelled = a.label != b.label
            if relabelled { found.append((0, 0, "\(a.label) → \(b.label)")) }
            let t = Length.text
            let (w, h) = (b.frame.width - a.frame.width, b.frame.height - a.frame.height)
            let drawsNothing = a.kind == "Spacer"
            if !drawsNothing, abs(w) >= 0.005 || abs(h) >= 0.005 {
                var how: [String] = []
                if abs(w) >= 0.005 { how.append("\(t(abs(w))) pt \(w > 0 ? "wider" : "narrower")") }
                if abs(h) >= 0.005 { how.append("\(t(abs(h))) pt \(h > 0 ? "taller" : "shorter")") }
                found.append(
                    (
                        relabelled ? 1 : 2, -depth,
                        "\(b.label) \(t(a.frame.width))×\(t(a.frame.height)) → \(t(b.frame.width))×\(t(b.frame.height)) "
                            + "(\(how.joined(separator: ", ")))"
                    ))
            }
            let shift = (b.frame.x - a.frame.x, b.frame.y - a.frame.y)
            // NB: a node that moved with its parent did not move of its own.
            for (axis, own, parent, old, new) in [
                ("x", shift.0, parentShift.0, a.frame.x, b.frame.x),
                ("y", shift.1, parentShift.1, a.frame.y, b.frame.y),
            ] where !drawsNothing && abs(own - parent) >= 0.005 {
                let d = own - parent
                let way = axis == "x" ? (d > 0 ? "right" : "left") : (d > 0 ? "down" : "up")
                found.append((3, 0, "\(b.label) \(axis) \(t(old)) → \(t(new)) (\(t(abs(d))) pt \(way))"))
            }
            compareChildren(a.children, b.children, depth: depth + 1, shift: shift)
        }
        func compareChildren(_ a: [Node], _ b: [Node], depth: Int, shift: (Double, Double)) {
            for (i, j) in pair(a, b) {
                switch (i, j) {
                case (let i?, let j?): compare(a[i], b[j], depth: depth, parentShift: shift)
                case (let i?, nil): found.append((0, 0, "removed \(a[i].label)"))
                case (nil, let j?): found.append((0, 0, "added \(b[j].label)"))
                case (nil, nil): continue
                }
            }
        }
        compareChildren(parse(golden), parse(new), depth: 0, shift: (0, 0))
        // NB: a stable order: by rank, then depth, then as found.
        let ordered = found.enumerated().sorted {
            ($0.element.rank, $0.element.depth, $0.offset) < ($1.element.rank, $1.element.depth, $1.offset)
        }
        var texts: [String] = []
        var counts: [String: Int] = [:]
        for (_, change) in ordered {
            if counts[change.text] == nil { texts.append(change.text) }
            counts[change.text, default: 0] += 1
        }
        return texts.map { text in
            let n = counts[text] ?? 1
            return n > 1 ? "\(text) (\(n) places)" : text
        }
    }

    /// The children paired, in order: by place when their kinds all match, else by the longest
    /// common run of kinds (a side with no partner is nil).
    static func pair(_ a: [Node], _ b: [Node]) -> [(Int?, Int?)] {
        if a.count == b.count, zip(a, b).allSatisfy({ $0.kind == $1.kind }) { return a.indices.map { ($0, $0) } }
        // NB: beyond a million cells the pairing is by place: a golden of a thousand rows a side.
        guard
            let steps = CommonSubsequence.steps(a.count, b.count, limit: 1_000_000, same: { a[$0].kind == b[$1].kind })
        else { return (0..<max(a.count, b.count)).map { ($0 < a.count ? $0 : nil, $0 < b.count ? $0 : nil) } }
        return steps.map { step in
            switch step.kind {
            case .both: (step.i, step.j)
            case .onlyFirst: (step.i, nil)
            case .onlySecond: (nil, step.j)
            }
        }
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
