import TileRender
import TileTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Gradients in pictures: a linear or radial gradient is an SVG `<linearGradient>` or
/// `<radialGradient>` in user space (the frame it paints, in points), so its lines run at right
/// angles to its axis whatever the frame's shape, as SwiftUI draws them. SVG has no angular
/// gradient: a fill is drawn as 360 wedges of 1° around its centre, each in the colour at its
/// middle, clipped to the shape (at 4° the steps between neighbours showed as seams: about 8 of
/// 255 a step for a rainbow, 2 at 1°); a stroke or text in one falls back to a linear gradient from
/// the leading to the trailing edge.
extension SVGPainter {
    /// A paint as an SVG fill or stroke: its colour, or `url(#…)` of a gradient defined here.
    /// Nil for `.clear` and a gradient with no stops.
    func paint(_ paint: Paint, in frame: Rect) -> String? {
        guard let g = paint.gradientPaint else { return color(paint) }
        guard !g.gradient.stops.isEmpty else { return nil }
        let id = makeID("gradient")
        let n = SVGWriter.num
        var stops: [(offset: Double, paint: Paint)] = g.gradient.stops.map { ($0.location, $0.color) }
        var element: String
        switch g.shape {
        case .linear(let start, let end):
            let (s, e) = (start.point(in: frame), end.point(in: frame))
            element =
                "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(s.x))\" y1=\"\(n(s.y))\" x2=\"\(n(e.x))\" y2=\"\(n(e.y))\">"
        case .angular:
            element =
                "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(frame.x))\" y1=\"\(n(frame.y))\" x2=\"\(n(frame.maxX))\" y2=\"\(n(frame.y))\">"
        case .radial(let center, let startRadius, let endRadius):
            let c = center.point(in: frame)
            let (r0, r1) = (Length.sane(startRadius), Length.sane(endRadius))
            // NB: SVG 1.1 has no start radius: the stops move out to where they lie along the end radius.
            if r1 > 0 { stops = stops.map { (min(1, (r0 + $0.offset * max(0, r1 - r0)) / r1), $0.paint) } }
            element =
                "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(c.x))\" cy=\"\(n(c.y))\" r=\"\(n(r1))\">"
        }
        for stop in stops {
            let color = rgb(stop.paint).map(SVGWriter.hex) ?? "#000000"
            var opacity = 1.0
            if case .clear = stop.paint { opacity = 0 }
            if let o = stop.paint.ownOpacity, o < 1 { opacity = o }
            element +=
                "<stop offset=\"\(Length.text(stop.offset))\" stop-color=\"\(color)\""
                + (opacity < 1 ? " stop-opacity=\"\(Length.text(opacity))\"" : "") + "/>"
        }
        if case .radial = g.shape { element += "</radialGradient>" } else { element += "</linearGradient>" }
        writer.raw("<defs>\(element)</defs>\n")
        return "url(#\(id))"
    }

    /// How many wedges an angular gradient's fill is drawn in.
    static let conicWedges = 360

    /// An angular gradient filling `shape` in `frame`: wedges around its centre, clipped to the shape.
    func conic(_ g: GradientPaint, shape: ShapeKind, in frame: Rect) {
        guard case .angular(let center, let startAngle, _) = g.shape, frame.width > 0, frame.height > 0,
            !g.gradient.stops.isEmpty
        else { return }
        let id = makeID("clip")
        writer.raw("<defs><clipPath id=\"\(id)\">\(shapeElement(shape, frame, attributes: ""))</clipPath></defs>\n")
        writer.raw("<g clip-path=\"url(#\(id))\"\(opacityAttribute)>\n")
        let c = center.point(in: frame)
        var reach = 0.0
        for (x, y) in [(frame.x, frame.y), (frame.maxX, frame.y), (frame.x, frame.maxY), (frame.maxX, frame.maxY)] {
            reach = max(reach, ((x - c.x) * (x - c.x) + (y - c.y) * (y - c.y)).squareRoot())
        }
        reach = reach * 1.01 + 1
        let start = GradientPaint.angles(startAngle, 0).start
        let step = 360 / Double(Self.conicWedges)
        let n = SVGWriter.num
        func at(_ degrees: Double, _ r: Double) -> Point {
            let a = degrees * Double.pi / 180
            return Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
        }
        for i in 0..<Self.conicWedges {
            let a0 = start + Double(i) * step
            // NB: each wedge reaches two wedges into the next ones, which are drawn over it, so no
            // hairline of background shows between them (an outline of each made a moiré of
            // antialiased strokes near the centre).
            // The last ones stop at the start, where the end colour meets the start colour.
            let (p0, p1) = (at(a0, reach), at(min(a0 + step * 3, start + 360), reach))
            guard let rgb = g.rgb(at: at(a0 + step / 2, 1), in: frame, resolve: { self.rgb($0) }) else { continue }
            let hex = SVGWriter.hex(rgb)
            writer.raw(
                "<path d=\"M\(n(c.x)) \(n(c.y))L\(n(p0.x)) \(n(p0.y))L\(n(p1.x)) \(n(p1.y))Z\" fill=\"\(hex)\"/>\n"
            )
        }
        writer.raw("</g>\n")
    }
}
