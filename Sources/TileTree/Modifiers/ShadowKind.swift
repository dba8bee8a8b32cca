/// `.shadow(color:radius:x:y:)`: its child's size and place, drawn over a shadow of what it draws:
/// the child's silhouette in the shadow's colour, blurred by a Gaussian whose standard deviation
/// is the radius and moved by x and y. Its neighbours do not move, and nothing of its layout
/// changes (a shadow spills past the frame).
///
/// NB: SwiftUI's default colour is `Color(.sRGBLinear, white: 0, opacity: 0.33)`, black at a
/// third's opacity. The terminal cannot blur, and draws the child as is; the caller says once
/// that the terminal leaves shadows out (`ViewNode.hasShadow`).
public struct ShadowKind: EffectKind {
    public var shadow: Layer.Shadow

    public init(_ shadow: Layer.Shadow) { self.shadow = shadow }

    public var name: String { ".shadow" }

    /// Whether it draws anything: a shadow in a clear colour, or of no blur at no offset hidden
    /// under its child, does not show.
    public var shows: Bool {
        guard shadow.color != .clear else { return false }
        if let opacity = shadow.color.ownOpacity, opacity <= 0 { return false }
        return shadow.radius > 0 || shadow.x != 0 || shadow.y != 0
    }

    public func layer(in frame: Rect) -> Layer {
        Layer(shadow: shows ? shadow : nil, inCells: .drawnAsIs)
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [("radius", .number(shadow.radius))]
        if shadow.x != 0 { fields.append(("x", .number(shadow.x))) }
        if shadow.y != 0 { fields.append(("y", .number(shadow.y))) }
        return fields + shadow.color.layoutFields
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "its child's size, drawn over its shadow (blurred by \(Length.text(shadow.radius)) pt) without moving its neighbours"
    }

    public var swift: SwiftCode? {
        var args: [String] = []
        if shadow.color != Layer.Shadow.defaultColor { args.append("color: \(shadow.color)") }
        args.append("radius: \(SwiftUISource.number(shadow.radius))")
        if shadow.x != 0 { args.append("x: \(SwiftUISource.number(shadow.x))") }
        if shadow.y != 0 { args.append("y: \(SwiftUISource.number(shadow.y))") }
        return .modifier(".shadow(\(args.joined(separator: ", ")))")
    }
}

extension ViewNode {
    /// `.shadow(radius: 4)`: drawn over its shadow in pictures, as is in cells.
    public func shadow(_ shadow: Layer.Shadow) -> ViewNode { modified(ShadowKind(shadow)) }

    /// Whether the tree draws a shadow the terminal leaves out.
    public var hasShadow: Bool { contains { ($0 as? ShadowKind)?.shows == true } }
}
