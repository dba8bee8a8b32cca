import TileRender
import TileTree

/// The SwiftUI look: each block's tree laid out in points by the view tree's engine at its ideal
/// size and drawn by `SVGPainter`; blocks stacked 16 pt apart.
struct SwiftUILook {
    let theme: PictureOptions.Theme
    let palette: Palette

    /// NB: Inter first, the font layout measured text in (`TextMetrics`), then Apple's system font
    /// and any sans-serif. Text from 20 pt names Inter Display (`displayFontFamily`).
    static let fontFamily = "Inter, -apple-system, BlinkMacSystemFont, 'SF Pro Text', sans-serif"
    static let displayFontFamily =
        "'Inter Display', Inter, -apple-system, BlinkMacSystemFont, 'SF Pro Display', sans-serif"
    /// Between blocks (what one command drew and the next).
    static let blockSpacing = 16.0
    /// An iPhone screen's corner radius, for the outline of a device canvas.
    static let screenRadius = 55.0

    /// The size of a block: its device's screen, or its tree at its ideal size.
    func size(_ block: PictureBlock) -> (width: Double, height: Double) {
        if let device = block.device { return (device.size.width, device.size.height) }
        // NB: a tree past the budget has no size here; drawing it says why (`layoutFailure`).
        guard let engine = try? LayoutEngine(block.tree, context: LayoutContext(measure: .points)),
            let s = try? engine.sizeThatFits(.unspecified)
        else { return (0, 0) }
        return (s.width, s.height)
    }

    /// The size of all blocks stacked.
    func size(blocks: [PictureBlock]) -> (width: Double, height: Double) {
        let sizes = blocks.map { size($0) }
        let height = sizes.reduce(0) { $0 + $1.height } + Self.blockSpacing * Double(max(0, sizes.count - 1))
        return (sizes.map(\.width).max() ?? 0, height)
    }

    func draw(blocks: [PictureBlock], into w: inout SVGWriter, x: Double, y: Double) {
        w.raw("<g font-family=\"\(Self.fontFamily)\" fill=\"\(palette.foreground)\">\n")
        var top = y
        var ids = 1
        var screens = 1
        for block in blocks where w.layoutFailure == nil {
            var closing = ""
            do throws(LayoutError) {
                let engine = try LayoutEngine(block.tree, context: LayoutContext(measure: .points))
                let svg = SVGPainter(theme: theme, palette: palette, firstID: ids)
                var painter: any Painter = svg
                if let device = block.device {
                    // NB: the screen's outline, then the root offered the safe area and centred in it.
                    let n = SVGWriter.num
                    w.raw(
                        "<rect x=\"\(n(x))\" y=\"\(n(top))\" width=\"\(n(device.size.width))\" height=\"\(n(device.size.height))\" rx=\"\(n(Self.screenRadius))\" fill=\"none\" stroke=\"\(palette.separator)\" stroke-width=\"1\"/>\n"
                    )
                    let area = device.offer(ignoring: engine.rootIgnoredEdges)
                    // NB: laid out once more only for a tree with a list, whose background may show
                    // past its frame.
                    if block.tree.contains({ $0 is ListKind }),
                        let bleed = Self.listBleed(try device.place(engine), area: area, screen: device.size)
                    {
                        fillScreen(bleed, x: x, y: top, device: device, into: &w)
                    }
                    try device.draw(engine, origin: Point(x: x, y: top), into: &painter)
                    // NB: a view that reaches past the safe area stops at the screen's rounded
                    // corners: what the block drew, in a group clipped to the screen's outline.
                    if engine.reachesPastSafeArea {
                        let id = "tileshell-screen\(screens)"
                        screens += 1
                        w.raw(
                            "<defs><clipPath id=\"\(id)\"><rect x=\"\(n(x))\" y=\"\(n(top))\" width=\"\(n(device.size.width))\" height=\"\(n(device.size.height))\" rx=\"\(n(Self.screenRadius))\"/></clipPath></defs>\n<g clip-path=\"url(#\(id))\">\n"
                        )
                        closing = "</g>\n"
                    }
                    top += device.size.height
                } else {
                    try engine.draw(proposal: .unspecified, origin: Point(x: x, y: top), into: &painter)
                    top += try engine.sizeThatFits(.unspecified).height
                }
                ids = svg.nextID
                w.append(svg.writer)
                w.raw(closing)
            } catch {
                w.layoutFailure = error
            }
            top += Self.blockSpacing
        }
        w.raw("</g>\n")
    }

    /// The grouped background over `part` of the device's screen, whose corners are rounded
    /// where it reaches them: the foot always, the top when it starts there.
    func fillScreen(_ part: Rect, x: Double, y: Double, device: DeviceCanvas, into w: inout SVGWriter) {
        let n = SVGWriter.num
        let r = Self.screenRadius
        func rect(_ top: Double, _ height: Double, rx: Double) {
            w.raw(
                "<rect x=\"\(n(x + part.x))\" y=\"\(n(y + top))\" width=\"\(n(part.width))\" height=\"\(n(height))\" rx=\"\(n(rx))\" fill=\"\(palette.grouped)\"/>\n"
            )
        }
        guard part.y > 0, part.height > 2 * r else { return rect(part.y, part.height, rx: r) }
        // NB: square above, the screen's rounded foot below, overlapping by a radius.
        rect(part.y, part.height - r, rx: 0)
        rect(part.y + part.height - 2 * r, 2 * r, rx: r)
    }

    /// Where a screen-wide list's grouped background shows past its frame, as iOS draws it: a
    /// scroll view's background reaches the screen's edges past the safe area, and behind a
    /// navigation stack's bars, which are clear while the list is scrolled to its top. The list
    /// must span the screen's width and reach the safe area's foot (or the bottom toolbar of a
    /// stack that does); it reaches the top too when its top is the safe area's or sits right
    /// under the bar of a stack that is at the top.
    static func listBleed(_ root: LaidOutNode, area: Rect, screen: Size) -> Rect? {
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.5 }
        func bottom(_ r: Rect) -> Double { r.y + r.height }
        var pending = [(root, near(root.frame.y, area.y), near(bottom(root.frame), bottom(area)))]
        while let (node, atTop, atFoot) = pending.popLast() {
            if node.kind is ListKind {
                guard atFoot, near(node.frame.x, 0), near(node.frame.width, screen.width) else { continue }
                let y = atTop ? 0 : node.frame.y
                return Rect(x: 0, y: y, width: screen.width, height: max(0, screen.height - y))
            }
            let stack = node.kind as? NavigationStackKind
            for (index, child) in node.children.enumerated() {
                let content = stack != nil && index == 0
                let top = near(child.frame.y, node.frame.y + (content ? stack?.bar(.points) ?? 0 : 0))
                let foot = near(
                    bottom(child.frame), bottom(node.frame) - (content ? stack?.bottomBar(.points) ?? 0 : 0))
                pending.append((child, atTop && top, atFoot && foot))
            }
        }
        return nil
    }
}
