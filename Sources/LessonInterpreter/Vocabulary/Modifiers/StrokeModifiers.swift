import TileRender
import TileTree

/// A shape's `.stroke(.blue, lineWidth: 2)` and `.strokeBorder(…)`, with `style: StrokeStyle(lineWidth:)`.
enum StrokeModifiers {
    static let signatures = [Signature("_:", "lineWidth:"), Signature("_:", "style:")]

    static let entries = [
        ModifierEntry(name: "stroke", signatures: signatures) { c in
            let (p, w) = try stroke(c)
            return .view(c.node.stroke(p, lineWidth: w))
        },
        ModifierEntry(name: "strokeBorder", signatures: signatures) { c in
            let (p, w) = try stroke(c)
            return .view(c.node.strokeBorder(p, lineWidth: w))
        },
    ]

    static func stroke(_ c: ModifierCall) throws -> (Paint, Double) {
        var p: Paint = .primary
        if let f = c.args.positional.first { p = try c.interpreter.paint(f.value, f.range) }
        var width = try c.number("lineWidth") ?? 1
        if let style = c.args.labeled("style"), case .tuple(let fields) = style.value,
            let w = fields.first(where: { $0.label == "lineWidth" })
        {
            width = try c.interpreter.geometry(w.value, style.range)
        }
        return (p, Length.sane(width))
    }
}
