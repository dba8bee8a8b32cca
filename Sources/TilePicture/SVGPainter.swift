import TileRender
import TileTree

/// Draws a tree laid out in points as SVG, at SwiftUI's geometry: fills as rectangles (rounded
/// by their shape, or by a clip that is exactly their frame), text in the system font's sizes
/// anchored where its stack aligned it, pickers as SwiftUI's controls.
///
/// NB: a class, because the writer it fills cannot be copied; the look appends its bytes.
final class SVGPainter: Painter {
    var writer: SVGWriter
    let theme: PictureOptions.Theme
    let palette: Palette
    /// Each clip open, and whether it cuts what is drawn (a rectangle's, `.clipped()`) or only
    /// rounds a fill that is exactly its frame (a rounded clip's).
    private var clips: [(shape: ShapeKind, frame: Rect, cuts: Bool)] = []
    private var opacities: [Double] = []
    /// Whether each layer open wrote a `<g>` to close.
    private var groups: [Bool] = []
    /// The part of a shape's outline drawn, while a `.trim` is open.
    private var trims: [(from: Double, to: Double)] = []
    /// The symbols' outlines drawn so far, made once a picture (a list of fifty stars parses one).
    private var outlines: [String: SymbolOutline?] = [:]

    /// The number the next id (a gradient's, a clip's) takes; ids are unique in a document, so
    /// a look drawing several trees starts each where the last stopped.
    private(set) var nextID: Int

    init(theme: PictureOptions.Theme, palette: Palette, firstID: Int = 1) {
        self.writer = SVGWriter()
        self.theme = theme
        self.palette = palette
        self.nextID = firstID
    }

    /// A fresh id, `tileshell-<what><n>`.
    func makeID(_ what: String) -> String {
        defer { nextID += 1 }
        return "tileshell-\(what)\(nextID)"
    }

    /// A paint as SVG colour text; nil for `.clear`. A gradient's is its first stop's colour
    /// (`paint(_:in:)` draws the gradient itself).
    func color(_ paint: Paint) -> String? {
        rgb(paint).map(SVGWriter.hex)
    }

    /// A paint's colour in the theme; nil for `.clear`.
    func rgb(_ paint: Paint) -> RGB? {
        switch paint {
        case .system(let c): SystemColors.rgb(c, theme)
        case .rgb(let rgb, _): rgb
        case .adaptive(let light, let dark, _): theme == .dark ? dark : light
        case .primary: SVGWriter.rgb(hex: palette.foreground)
        case .secondary: SVGWriter.rgb(hex: palette.secondary)
        case .clear: nil
        case .gradient(let g): g.gradient.stops.first.flatMap { rgb($0.color) }
        }
    }

    /// ` opacity="…"` when something above is translucent.
    var opacityAttribute: String { opacityAttribute(nil) }

    /// ` opacity="…"` when something above, or the paint itself (`Color.blue.opacity(0.2)`), is translucent.
    func opacityAttribute(_ paint: Paint?) -> String {
        var o = opacities.reduce(1, *)
        if let own = paint?.ownOpacity { o *= own }
        return o < 1 ? " opacity=\"\(SVGWriter.num(o))\"" : ""
    }

    /// The corner radius a fill of `frame` takes: its shape's, or a clip's that is exactly its frame.
    func radius(_ shape: ShapeKind, _ frame: Rect) -> Double {
        var s = shape
        if case .rectangle = shape, let clip = clips.last, !clip.cuts, clip.frame == frame { s = clip.shape }
        switch s {
        case .rectangle, .path: return 0
        case .roundedRectangle(let r): return min(r, frame.width / 2, frame.height / 2)
        // NB: a trim's outline of an uneven rectangle takes its largest corner (an approximation).
        case .unevenRoundedRectangle(let c): return min(c.largest, frame.width / 2, frame.height / 2)
        case .capsule, .circle, .ellipse: return min(frame.width, frame.height) / 2
        }
    }

    /// The element that draws `shape` in `frame`, with `attributes` (` fill="…"`) after its geometry.
    func shapeElement(_ shape: ShapeKind, _ frame: Rect, attributes: String) -> String {
        let n = SVGWriter.num
        switch shape {
        case .path(let path):
            let rule = path.evenOdd ? " fill-rule=\"evenodd\"" : ""
            return "<path d=\"\(path.svgData(in: frame, number: n))\"\(rule)\(attributes)/>"
        case .circle:
            let r = min(frame.width, frame.height) / 2
            return
                "<circle cx=\"\(n(frame.x + frame.width / 2))\" cy=\"\(n(frame.y + frame.height / 2))\" r=\"\(n(r))\"\(attributes)/>"
        case .ellipse:
            return
                "<ellipse cx=\"\(n(frame.x + frame.width / 2))\" cy=\"\(n(frame.y + frame.height / 2))\" rx=\"\(n(frame.width / 2))\" ry=\"\(n(frame.height / 2))\"\(attributes)/>"
        case .unevenRoundedRectangle(let c):
            // NB: each corner an arc of its own radius, no larger than half the shorter side.
            let most = min(frame.width, frame.height) / 2
            let (tl, bl, br, tr) = (
                min(c.topLeading, most), min(c.bottomLeading, most), min(c.bottomTrailing, most),
                min(c.topTrailing, most)
            )
            let (x0, y0, x1, y1) = (frame.x, frame.y, frame.maxX, frame.maxY)
            var d = "M\(n(x0 + tl)) \(n(y0))L\(n(x1 - tr)) \(n(y0))"
            if tr > 0 { d += "A\(n(tr)) \(n(tr)) 0 0 1 \(n(x1)) \(n(y0 + tr))" }
            d += "L\(n(x1)) \(n(y1 - br))"
            if br > 0 { d += "A\(n(br)) \(n(br)) 0 0 1 \(n(x1 - br)) \(n(y1))" }
            d += "L\(n(x0 + bl)) \(n(y1))"
            if bl > 0 { d += "A\(n(bl)) \(n(bl)) 0 0 1 \(n(x0)) \(n(y1 - bl))" }
            d += "L\(n(x0)) \(n(y0 + tl))"
            if tl > 0 { d += "A\(n(tl)) \(n(tl)) 0 0 1 \(n(x0 + tl)) \(n(y0))" }
            return "<path d=\"\(d)Z\"\(attributes)/>"
        case .rectangle, .roundedRectangle, .capsule:
            let rx = radius(shape, frame)
            return
                "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"\(rx > 0 ? " rx=\"\(n(rx))\"" : "")\(attributes)/>"
        }
    }

    func fill(_ frame: Rect, shape: ShapeKind, paint: Paint) {
        if let g = paint.gradientPaint, case .angular = g.shape {
            conic(g, shape: shape, in: frame)
            return
        }
        guard let fill = self.paint(paint, in: frame) else { return }
        if let trim = trims.last, !shape.isPath {
            let d = ShapeOutline(shape, frame, radius: radius(shape, frame)).path(from: trim.from, to: trim.to)
            writer.raw("<path d=\"\(d)\" fill=\"\(fill)\"\(opacityAttribute(paint))/>\n")
            return
        }
        writer.raw(shapeElement(shape, frame, attributes: " fill=\"\(fill)\"\(opacityAttribute(paint))") + "\n")
    }

    func stroke(_ frame: Rect, shape: ShapeKind, paint: Paint, lineWidth: Double, inset: Bool) {
        guard let stroke = self.paint(paint, in: frame) else { return }
        let n = SVGWriter.num
        if case .path(let path) = shape {
            // NB: a path's stroke is centred on the path (a `strokeBorder` has no path to inset).
            var dash = ""
            if let trim = trims.last {
                let length = path.length(in: frame)
                dash =
                    " stroke-dasharray=\"\(n((trim.to - trim.from) * length)) \(n(length + 1))\" stroke-dashoffset=\"\(n(-trim.from * length))\""
            }
            writer.raw(
                shapeElement(
                    shape, frame,
                    attributes:
                        " fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(n(lineWidth))\"\(dash)\(opacityAttribute(paint))"
                ) + "\n")
            return
        }
        let d = inset ? lineWidth / 2 : 0
        let f = Rect(
            x: frame.x + d, y: frame.y + d, width: max(0, frame.width - 2 * d), height: max(0, frame.height - 2 * d))
        let rx = radius(shape, f)
        if let trim = trims.last {
            // NB: a dash as long as the part, starting where the part starts (stroke-dashoffset).
            let length = ShapeOutline(shape, f, radius: rx).length
            let dash =
                " stroke-dasharray=\"\(n((trim.to - trim.from) * length)) \(n(length + 1))\" stroke-dashoffset=\"\(n(-trim.from * length))\""
            writer.raw(
                shapeElement(
                    shape, f,
                    attributes:
                        " fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(n(lineWidth))\"\(dash)\(opacityAttribute(paint))"
                )
                    + "\n")
            return
        }
        if case .unevenRoundedRectangle = shape {
            let attributes =
                " fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(n(lineWidth))\"\(opacityAttribute(paint))"
            writer.raw(shapeElement(shape, f, attributes: attributes) + "\n")
            return
        }
        writer.raw(
            "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\"\(rx > 0 ? " rx=\"\(n(rx))\"" : "") fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(n(lineWidth))\"\(opacityAttribute(paint))/>\n"
        )
    }

    func text(_ text: String, in frame: Rect, environment env: ViewEnvironment) {
        // NB: the font the layout chose at this width (shrunk by `.minimumScaleFactor`).
        let font = TextLayout.font(for: text, width: frame.width, environment: env, measure: .points)
        let lines = TextLayout.layout(
            text, width: frame.width, height: frame.height, environment: env, measure: .points
        )
        .lines
        // NB: drawn in the face and with the tracking `TextMetrics` measured it in (Inter Display
        // from 20 pt, SF Pro's tracking for the size on top of the text's own).
        var attributes = font.size >= 20 ? " font-family=\"\(SwiftUILook.displayFontFamily)\"" : ""
        attributes += " font-size=\"\(SVGWriter.num(font.size))\""
        if font.weight != .regular { attributes += " font-weight=\"\(font.weight.value)\"" }
        if font.italic { attributes += " font-style=\"italic\"" }
        let spacing = env.letterSpacing + TextMetrics.tracking(font.size)
        let tracking = Length.text(spacing)
        if tracking != "0" { attributes += " letter-spacing=\"\(tracking)\"" }
        if let fg = env.foreground, let fill = paint(fg, in: frame) { attributes += " fill=\"\(fill)\"" }
        let centred = env.textAnchor == .center
        if centred { attributes += " text-anchor=\"middle\"" }
        var decorations: [String] = []
        if env.underline { decorations.append("underline") }
        if env.strikethrough { decorations.append("line-through") }
        if !decorations.isEmpty { attributes += " text-decoration=\"\(decorations.joined(separator: " "))\"" }
        attributes += opacityAttribute(env.foreground)
        let x = SVGWriter.num(centred ? frame.x + frame.width / 2 : frame.x)
        for (i, line) in lines.enumerated() where !line.isEmpty {
            writer.text(
                line, x: x, y: frame.y + Double(i) * font.lineHeight + font.baseline - env.baselineOffset,
                attributes: attributes)
        }
    }

    /// A symbol's outline (`SymbolOutlines`) in the foreground: its stroked and filled parts a
    /// path each, strokes a twelfth of the point size at regular weight, heavier with the font's
    /// weight; parts cut out of it (a badge's symbol) are a mask. A name with no outline is a thin
    /// grey rounded outline of its frame.
    func symbol(name: String, glyph: String?, in frame: Rect, environment env: ViewEnvironment) {
        let n = SVGWriter.num
        let made = outlines[name] ?? SymbolOutlines.outline(for: name)
        outlines[name] = .some(made)
        guard let outline = made else {
            let radius = min(frame.width, frame.height) * 0.2
            stroke(frame, shape: .roundedRectangle(cornerRadius: radius), paint: .secondary, lineWidth: 1, inset: true)
            return
        }
        let fitted = env.keepsAspect ? outline.fitted(in: frame) : frame
        guard outline.size.width > 0, outline.size.height > 0, fitted.width > 0, fitted.height > 0,
            fitted.width.isFinite, fitted.height.isFinite,
            let ink = paint(env.foreground ?? .primary, in: fitted)
        else { return }
        // NB: the outlines' boxes hold their strokes at regular weight; a heavier stroke draws the
        // outline that much smaller, so that it stays inside the frame.
        let stroke = SymbolOutline.strokeWidth(env.resolvedFont.weight)
        let grow = max(0, stroke - SymbolOutline.regularStroke) / 2
        let sx = fitted.width / (outline.size.width + 2 * grow)
        let sy = fitted.height / (outline.size.height + 2 * grow)
        let box = Rect(
            x: fitted.x + grow * sx, y: fitted.y + grow * sy, width: outline.size.width * sx,
            height: outline.size.height * sy)
        let scale = (sx * sy).squareRoot()
        let width = n(stroke * scale)
        let line = " stroke-width=\"\(width)\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
        func element(_ role: SymbolOutline.Role, _ color: String) -> String? {
            guard let path = outline.path(role) else { return nil }
            let d = path.svgData(in: box, number: n)
            switch role {
            case .stroke, .cutStroke, .slash: return "<path d=\"\(d)\" fill=\"none\" stroke=\"\(color)\"\(line)/>"
            case .fill, .cutFill: return "<path d=\"\(d)\" fill=\"\(color)\"/>"
            case .strokeAndFill: return "<path d=\"\(d)\" fill=\"\(color)\" stroke=\"\(color)\"\(line)/>"
            }
        }
        let inked = [SymbolOutline.Role.strokeAndFill, .fill, .stroke].compactMap { element($0, ink) }
        let cuts = [SymbolOutline.Role.cutFill, .cutStroke].compactMap { element($0, "#000000") }
        let opacity = opacityAttribute(env.foreground)
        var mask = ""
        if !cuts.isEmpty {
            // NB: the mask's region is the box grown by a stroke, so that no stroke's edge is cut.
            let id = makeID("mask")
            let grow = SymbolOutline.strokeWidth(.black) * scale
            let (x, y) = (n(box.x - grow), n(box.y - grow))
            let (w, h) = (n(box.width + 2 * grow), n(box.height + 2 * grow))
            writer.raw(
                "<defs><mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\">"
                    + "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" fill=\"#FFFFFF\"/>"
                    + cuts.joined() + "</mask></defs>\n")
            mask = " mask=\"url(#\(id))\""
        }
        let over = element(.slash, ink)
        if inked.count == 1, mask.isEmpty, over == nil, let only = inked.first {
            writer.raw(String(only.dropLast(2)) + opacity + "/>\n")
        } else if let over {
            writer.raw("<g\(opacity)><g\(mask)>" + inked.joined() + "</g>" + over + "</g>\n")
        } else {
            writer.raw("<g\(mask)\(opacity)>" + inked.joined() + "</g>\n")
        }
    }

    func picker(_ picker: PickerData, style: PickerStyleKind, in frame: Rect, environment: ViewEnvironment) {
        PickerLayout(picker: picker, style: style, palette: palette).draw(
            into: &writer, x: frame.x, y: frame.y, width: frame.width)
    }

    /// The image's own bytes, inline as a `data:` URL, so that the SVG holds all it draws.
    func image(_ image: AssetImage, in frame: Rect, environment: ViewEnvironment) {
        let n = SVGWriter.num
        var element = "<image x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\""
        element += " height=\"\(n(frame.height))\" preserveAspectRatio=\"none\" href=\"data:\(image.mediaType);base64,"
        Base64.append(image.bytes, to: &element)
        element += "\"/>"
        // NB: a template image (its set's intent, or `.renderingMode(.template)`) is its
        // silhouette: the foreground style flooded where the image is not transparent.
        if environment.templateRendering ?? image.isTemplate {
            let style = environment.foreground ?? .primary
            let flood = rgb(style).map(SVGWriter.hex) ?? palette.foreground
            var opacity = 1.0
            if let own = style.ownOpacity { opacity = own }
            let id = makeID("filter")
            writer.raw(
                "<defs><filter id=\"\(id)\" color-interpolation-filters=\"sRGB\"><feFlood flood-color=\"\(flood)\" flood-opacity=\"\(SVGLayer.matrixNumber(opacity))\"/><feComposite in2=\"SourceGraphic\" operator=\"in\"/></filter></defs>\n"
            )
            element = "<g filter=\"url(#\(id))\">" + element + "</g>"
        }
        // NB: a clip other than a rectangle shapes the fills it matches; an image is cut by it.
        if let clip = clips.last, !clip.cuts {
            let id = makeID("clip")
            writer.raw(
                "<defs><clipPath id=\"\(id)\">\(shapeElement(clip.shape, clip.frame, attributes: ""))</clipPath></defs>\n"
            )
            element = "<g clip-path=\"url(#\(id))\">" + element + "</g>"
        }
        writer.raw(element + "\n")
    }

    func placeholder(_ label: String, in frame: Rect) {
        stroke(frame, shape: .roundedRectangle(cornerRadius: 6), paint: .system(.gray), lineWidth: 1, inset: true)
        var env = ViewEnvironment()
        env.font = .caption
        env.foreground = .secondary
        env.textAnchor = .center
        let h = Font.caption.height(lines: 1)
        text(
            label, in: Rect(x: frame.x, y: frame.y + (frame.height - h) / 2, width: frame.width, height: h),
            environment: env)
    }

    /// The label as a caption at the top left, 8 pt in: the content is laid out below it.
    func placeholder(around label: String, in frame: Rect) {
        stroke(frame, shape: .roundedRectangle(cornerRadius: 6), paint: .system(.gray), lineWidth: 1, inset: true)
        var env = ViewEnvironment()
        env.font = .caption
        env.foreground = .secondary
        let h = Font.caption.height(lines: 1)
        text(
            label, in: Rect(x: frame.x + 8, y: frame.y + 8, width: max(0, frame.width - 16), height: h),
            environment: env)
    }

    func divider(in frame: Rect, axis: Axis) {
        writer.rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height, fill: palette.separator)
    }

    func pushClip(_ shape: ShapeKind, in frame: Rect) {
        // NB: an uneven rectangle's corners are no one radius a fill could take: it cuts.
        var cuts = shape == .rectangle
        if case .unevenRoundedRectangle = shape { cuts = true }
        if cuts {
            let id = makeID("clip")
            writer.raw("<defs><clipPath id=\"\(id)\">\(shapeElement(shape, frame, attributes: ""))</clipPath></defs>\n")
            writer.raw("<g clip-path=\"url(#\(id))\">\n")
        }
        clips.append((shape, frame, cuts))
    }

    func popClip() {
        if let clip = clips.popLast(), clip.cuts { writer.raw("</g>\n") }
    }
    func pushTrim(from: Double, to: Double) { trims.append((from, to)) }
    func popTrim() { _ = trims.popLast() }
    /// NB: a layer's opacity is multiplied into each element it draws rather than set on a
    /// group, as pictures drew `.opacity` before layers; the rest is a `<g>` (`SVGLayer`).
    func pushLayer(_ layer: Layer, in frame: Rect) {
        opacities.append(layer.opacity)
        let group = SVGLayer(layer, frame: frame, color: rgb, id: { makeID("filter") })
        if let defs = group.defs { writer.raw(defs) }
        if let open = group.open { writer.raw(open) }
        groups.append(group.open != nil)
    }

    func popLayer() {
        _ = opacities.popLast()
        if groups.popLast() == true { writer.raw("</g>\n") }
    }

    func control(_ part: ControlPart, in frame: Rect, environment: ViewEnvironment) {
        // NB: `.tint` colours a switch that is on and the filled part of a bar or a slider.
        let tint = environment.tint.flatMap { paint($0, in: frame) }
        ControlLook(theme: theme, palette: palette, tint: tint).draw(
            part, in: frame, into: &writer, opacity: opacityAttribute)
    }
}
