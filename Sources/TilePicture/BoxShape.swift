import TileRender

/// The box-drawing and block characters the views draw, as shapes sized to a cell, so that
/// borders join with no gap and corners meet whatever font the viewer has.
enum BoxShape: Equatable {
    /// Lines from the centre to the middle of each edge named.
    case lines(up: Weight, down: Weight, left: Weight, right: Weight)
    /// A rounded corner joining the two edges named (`╭` joins down and right).
    case arc(vertical: Vertical, horizontal: Horizontal)
    /// A filled part of the cell, in halves: columns `left..<right` and rows `top..<bottom` of 2.
    case block(left: Int, right: Int, top: Int, bottom: Int)
    /// ✓.
    case check

    enum Weight: Equatable {
        case none, light, heavy
    }
    enum Vertical { case up, down }
    enum Horizontal { case left, right }

    /// The shape of a one-scalar glyph, or nil when it is text.
    static func of(_ text: String) -> BoxShape? {
        let scalars = text.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        return of(scalar)
    }

    static func of(_ scalar: Unicode.Scalar) -> BoxShape? {
        let (n, l, h) = (Weight.none, Weight.light, Weight.heavy)
        switch scalar {
        case "─": return .lines(up: n, down: n, left: l, right: l)
        case "━": return .lines(up: n, down: n, left: h, right: h)
        case "│": return .lines(up: l, down: l, left: n, right: n)
        case "┃": return .lines(up: h, down: h, left: n, right: n)
        case "┌": return .lines(up: n, down: l, left: n, right: l)
        case "┐": return .lines(up: n, down: l, left: l, right: n)
        case "└": return .lines(up: l, down: n, left: n, right: l)
        case "┘": return .lines(up: l, down: n, left: l, right: n)
        case "┏": return .lines(up: n, down: h, left: n, right: h)
        case "┓": return .lines(up: n, down: h, left: h, right: n)
        case "┗": return .lines(up: h, down: n, left: n, right: h)
        case "┛": return .lines(up: h, down: n, left: h, right: n)
        case "├": return .lines(up: l, down: l, left: n, right: l)
        case "┤": return .lines(up: l, down: l, left: l, right: n)
        case "┬": return .lines(up: n, down: l, left: l, right: l)
        case "┴": return .lines(up: l, down: n, left: l, right: l)
        case "┼": return .lines(up: l, down: l, left: l, right: l)
        case "┣": return .lines(up: h, down: h, left: n, right: h)
        case "┫": return .lines(up: h, down: h, left: h, right: n)
        case "┳": return .lines(up: n, down: h, left: h, right: h)
        case "┻": return .lines(up: h, down: n, left: h, right: h)
        case "╋": return .lines(up: h, down: h, left: h, right: h)
        case "╴": return .lines(up: n, down: n, left: l, right: n)
        case "╵": return .lines(up: l, down: n, left: n, right: n)
        case "╶": return .lines(up: n, down: n, left: n, right: l)
        case "╷": return .lines(up: n, down: l, left: n, right: n)
        case "╸": return .lines(up: n, down: n, left: h, right: n)
        case "╹": return .lines(up: h, down: n, left: n, right: n)
        case "╺": return .lines(up: n, down: n, left: n, right: h)
        case "╻": return .lines(up: n, down: h, left: n, right: n)
        case "╭": return .arc(vertical: .down, horizontal: .right)
        case "╮": return .arc(vertical: .down, horizontal: .left)
        case "╰": return .arc(vertical: .up, horizontal: .right)
        case "╯": return .arc(vertical: .up, horizontal: .left)
        case "▌": return .block(left: 0, right: 1, top: 0, bottom: 2)
        case "▐": return .block(left: 1, right: 2, top: 0, bottom: 2)
        case "█": return .block(left: 0, right: 2, top: 0, bottom: 2)
        case "▀": return .block(left: 0, right: 2, top: 0, bottom: 1)
        case "▄": return .block(left: 0, right: 2, top: 1, bottom: 2)
        case "✓": return .check
        default: return nil
        }
    }

    /// True for `─` and `━`: runs of them are drawn as one rectangle.
    var isHorizontalRule: Bool {
        if case .lines(.none, .none, let left, let right) = self, left == right, left != .none { return true }
        return false
    }

    /// Draws the shape over cells `x..<x+count` of a row at (px, py) in pixels, in `color`.
    func draw(into w: inout SVGWriter, px: Int, py: Int, count: Int = 1, cell: CellSize, color: RGB) {
        let (cw, ch) = (cell.width, cell.height)
        let cx = px + cw / 2
        let cy = py + ch / 2
        switch self {
        case .lines(let up, let down, let left, let right):
            let tv = max(Self.thickness(up), Self.thickness(down))
            let th = max(Self.thickness(left), Self.thickness(right))
            if isHorizontalRule {
                let t = Self.thickness(left)
                rect(&w, px, cy - t / 2, cw * count, t, color)
                return
            }
            if up == down && left == .none && right == .none {
                rect(&w, cx - tv / 2, py, tv, ch, color)
                return
            }
            // NB: each arm runs from the cell's edge to past the centre by half the crossing
            // line's thickness, so arms meet in a solid joint.
            if left != .none {
                let t = Self.thickness(left)
                rect(&w, px, cy - t / 2, cw / 2 + max(tv, t) / 2, t, color)
            }
            if right != .none {
                let t = Self.thickness(right)
                let start = cx - max(tv, t) / 2
                rect(&w, start, cy - t / 2, px + cw - start, t, color)
            }
            if up != .none {
                let t = Self.thickness(up)
                rect(&w, cx - t / 2, py, t, ch / 2 + max(th, t) / 2, color)
            }
            if down != .none {
                let t = Self.thickness(down)
                let start = cy - max(th, t) / 2
                rect(&w, cx - t / 2, start, t, py + ch - start, color)
            }
        case .arc(let vertical, let horizontal):
            let r = cw / 2
            let (edgeY, nearY) = vertical == .down ? (py + ch, cy + r) : (py, cy - r)
            let (edgeX, farX) = horizontal == .right ? (px + cw, cx + r) : (px, cx - r)
            let sweep = (vertical == .down) == (horizontal == .right) ? 1 : 0
            w.lit("<path d=\"M")
            w.int(cx)
            w.lit(" ")
            w.int(edgeY)
            w.lit("V")
            w.int(nearY)
            w.lit("A")
            w.int(r)
            w.lit(" ")
            w.int(r)
            w.lit(sweep == 1 ? " 0 0 1 " : " 0 0 0 ")
            w.int(farX)
            w.lit(" ")
            w.int(cy)
            w.lit("H")
            w.int(edgeX)
            w.lit("\" fill=\"none\" stroke=\"")
            w.color(color)
            w.lit("\" stroke-width=\"2\"/>\n")
        case .block(let left, let right, let top, let bottom):
            rect(&w, px + left * cw / 2, py + top * ch / 2, (right - left) * cw / 2, (bottom - top) * ch / 2, color)
        case .check:
            w.lit("<path d=\"M")
            w.int(px + 1)
            w.lit(" ")
            w.int(cy)
            w.lit("L")
            w.int(px + 4)
            w.lit(" ")
            w.int(cy + 4)
            w.lit("L")
            w.int(px + cw - 1)
            w.lit(" ")
            w.int(cy - 5)
            w.lit("\" fill=\"none\" stroke=\"")
            w.color(color)
            w.lit("\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n")
        }
    }

    private func rect(_ w: inout SVGWriter, _ x: Int, _ y: Int, _ width: Int, _ height: Int, _ color: RGB) {
        w.rect(x: x, y: y, width: width, height: height, fill: color)
    }

    /// Line thickness in pixels: even, so a line centred in a cell of even size has whole edges.
    static func thickness(_ weight: Weight) -> Int {
        switch weight {
        case .none: 0
        case .light: 2
        case .heavy: 4
        }
    }
}

/// A terminal cell's size in pixels (even numbers, so centres fall on whole pixels).
struct CellSize {
    var width = 10
    var height = 20
}
