/// The SwiftUI APIs lesson files use beyond the tree's first set, under SwiftUI's names:
/// gradients, image sizing, text modifiers, `trim` and `rotationEffect`.
///
/// `ViewNode.gradient(GradientPaint(shape: .linear(start: .top, end: .bottom), gradient: Gradient(colors: [.system(.red), .system(.blue)])))`
/// is `LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)`.
extension ViewNode {
    /// A gradient as a view: it takes the whole offer, as `Color` does.
    public static func gradient(_ g: GradientPaint) -> ViewNode { ViewNode(ColorKind(.gradient(g))) }
}

// MARK: - Images

extension ViewNode {
    /// `Image(…).resizable()`: the image takes the size it is offered. Reaches an image through
    /// the styling modifiers over it (`.foregroundStyle`, `.font`); on anything else, no change.
    public func resizable() -> ViewNode {
        // NB: the chain of styling modifiers is walked without recursion, however long it is.
        var chain: [ViewNode] = []
        var node = self
        while !(node.kind is ImageKind) {
            guard node.kind.isTransparent, node.children.count == 1 else { return self }
            chain.append(node)
            node = node.children[0]
        }
        guard var image = node.kind as? ImageKind else { return self }
        image.resizable = true
        var rebuilt = ViewNode(image, node.children)
        while let outer = chain.popLast() { rebuilt = ViewNode(outer.kind, [rebuilt]) }
        return rebuilt
    }

    /// `.aspectRatio(_:contentMode:)`: `ratio` is width over height; nil keeps the content's own.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ViewNode {
        modified(AspectRatioKind(ratio: ratio, contentMode: contentMode))
    }

    public func scaledToFit() -> ViewNode { aspectRatio(nil, contentMode: .fit) }
    public func scaledToFill() -> ViewNode { aspectRatio(nil, contentMode: .fill) }

    /// `.clipped()`: what the view draws is cut at its frame (in pictures; the terminal does not cut).
    public func clipped() -> ViewNode { modified(ClipKind(.rectangle, name: ".clipped")) }

    /// `.renderingMode(.original)` (true) or `.template` (false): no effect on layout or drawing.
    public func renderingMode(_ original: Bool) -> ViewNode { style(.renderingMode(original: original)) }
    public func scrollContentBackground(hidden: Bool) -> ViewNode { style(.scrollContentBackground(hidden: hidden)) }
}

// MARK: - Text

extension ViewNode {
    /// `.minimumScaleFactor(_:)`: text wider than its offer shrinks its font, down to `f` of its
    /// size, before it wraps (in points; the terminal has one size).
    public func minimumScaleFactor(_ f: Double) -> ViewNode { style(.minimumScaleFactor(f)) }

    /// `.kerning(_:)`: `k` points after each character (in points; cells do not change).
    public func kerning(_ k: Double) -> ViewNode { style(.kerning(k)) }

    /// `.tracking(_:)`: as `kerning`, and wins over it when both are set, as in SwiftUI.
    public func tracking(_ k: Double) -> ViewNode { style(.tracking(k)) }

    /// `.baselineOffset(_:)`: text drawn `d` points higher. NB: only the drawing moves; SwiftUI
    /// also grows the line by `|d|`, which the layout leaves out.
    public func baselineOffset(_ d: Double) -> ViewNode { style(.baselineOffset(d)) }

    /// `.textCase(_:)`: text measured and drawn in upper or lower case; nil keeps it as written.
    public func textCase(_ c: TextCase?) -> ViewNode { style(.textCase(c)) }
}

// MARK: - Shapes

extension ViewNode {
    /// `.trim(from:to:)`: a shape drawn from `from` to `to` of its outline (fractions, clockwise
    /// from its start: a circle's trailing point, a rectangle's top leading corner). Pictures draw
    /// the part; the terminal draws the whole shape. No effect on layout.
    public func trim(from: Double, to: Double) -> ViewNode { style(.trim(from: from, to: to)) }
}

// MARK: - Rotation

extension ViewNode {
    /// `.rotationEffect(.degrees(d), anchor:)`: drawn turned clockwise about `anchor`, with no
    /// change to layout. Pictures turn it; the terminal draws it unturned.
    public func rotationEffect(degrees: Double, anchor: UnitPoint = .center) -> ViewNode {
        modified(RotationKind(degrees: degrees, anchor: anchor))
    }

    /// Whether some view in the tree is drawn turned (`.rotationEffect` by other than whole
    /// turns): the terminal draws it unturned, so a caller can say so once. Walked without
    /// recursion.
    public var rotates: Bool { contains { ($0 as? RotationKind)?.turns == true } }

    /// Whether some view in the tree is drawn scaled (`.scaleEffect` other than 1): the terminal
    /// draws it at its own size.
    public var scales: Bool {
        contains { k in (k as? ScaleKind).map { $0.x != 1 || $0.y != 1 } ?? false }
    }
}
