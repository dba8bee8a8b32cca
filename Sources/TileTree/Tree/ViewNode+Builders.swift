import TileRender

/// SwiftUI's spelling for building trees in Swift: `ViewNode.vstack(spacing: 12, [...])
/// .frame(width: 150, height: 150).background(.system(.red)).cornerRadius(10)`.
extension ViewNode {
    public static func text(_ s: String) -> ViewNode { ViewNode(TextKind(s)) }
    public static func color(_ p: Paint) -> ViewNode { ViewNode(ColorKind(p)) }
    public static func shape(_ s: ShapeKind) -> ViewNode { ViewNode(ShapeKindView(s)) }
    public static func image(systemName: String, glyph: String?) -> ViewNode {
        ViewNode(ImageKind(systemName: systemName, glyph: glyph))
    }
    public static func spacer(minLength: Double? = nil) -> ViewNode { ViewNode(SpacerKind(minLength: minLength)) }
    public static let divider = ViewNode(DividerKind())
    public static let empty = ViewNode(EmptyKind())
    public static func vstack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, _ c: [ViewNode])
        -> ViewNode
    {
        ViewNode(
            StackKind(
                axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing), c)
    }
    public static func hstack(alignment: VerticalAlignment = .center, spacing: Double? = nil, _ c: [ViewNode])
        -> ViewNode
    {
        ViewNode(
            StackKind(
                axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing), c)
    }
    public static func zstack(alignment: Alignment = .center, _ c: [ViewNode]) -> ViewNode {
        ViewNode(ZStackKind(alignment: alignment), c)
    }
    public static func group(_ c: [ViewNode]) -> ViewNode { ViewNode(GroupKind(), c) }
    public static func forEach(_ c: [ViewNode]) -> ViewNode { ViewNode(GroupKind(name: "ForEach"), c) }
    public static func button(title: String?, label: ViewNode) -> ViewNode {
        ViewNode(ButtonKind(title: title), [label])
    }
    public static func picker(_ p: PickerData, style: PickerStyleKind? = nil) -> ViewNode {
        ViewNode(PickerKind(p, style: style))
    }
    public static func placeholder(_ label: String) -> ViewNode { ViewNode(PlaceholderKind(label)) }

    func style(_ c: StyleModifierKind.Change) -> ViewNode { modified(StyleModifierKind(c)) }
    public func font(_ f: Font) -> ViewNode { style(.font(f)) }
    public func fontWeight(_ w: Font.Weight) -> ViewNode { style(.fontWeight(w)) }
    public func bold() -> ViewNode { style(.bold) }
    public func italic() -> ViewNode { style(.italic) }
    public func underline() -> ViewNode { style(.underline) }
    public func strikethrough() -> ViewNode { style(.strikethrough) }
    public func foregroundColor(_ p: Paint) -> ViewNode { style(.foreground(p, styleName: ".foregroundColor")) }
    public func foregroundStyle(_ p: Paint) -> ViewNode { style(.foreground(p, styleName: ".foregroundStyle")) }
    public func multilineTextAlignment(_ a: TextAlignment) -> ViewNode { style(.multilineTextAlignment(a)) }
    public func lineLimit(_ n: Int?) -> ViewNode { style(.lineLimit(n)) }
    public func pickerStyle(_ s: PickerStyleKind) -> ViewNode { style(.pickerStyle(s)) }
    public func fill(_ p: Paint) -> ViewNode { style(.fill(p)) }
    public func stroke(_ p: Paint, lineWidth: Double = 1) -> ViewNode {
        style(.stroke(Stroke(paint: p, width: lineWidth, inset: false)))
    }
    public func strokeBorder(_ p: Paint, lineWidth: Double = 1) -> ViewNode {
        style(.stroke(Stroke(paint: p, width: lineWidth, inset: true)))
    }

    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ViewNode {
        modified(PaddingKind(edges, length))
    }
    public func padding(_ insets: EdgeInsets) -> ViewNode { modified(PaddingKind(insets)) }
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        modified(FrameKind(width: width, height: height, alignment: alignment))
    }
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
        idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) -> ViewNode {
        modified(
            FlexibleFrameKind(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
    public func background(_ p: Paint) -> ViewNode { background(.color(p)) }
    public func background(_ v: ViewNode, alignment: Alignment = .center) -> ViewNode {
        modified(BackgroundKind(alignment: alignment), [v])
    }
    public func overlay(_ v: ViewNode, alignment: Alignment = .center) -> ViewNode {
        modified(BackgroundKind(alignment: alignment, overlay: true), [v])
    }
    public func offset(x: Double = 0, y: Double = 0) -> ViewNode { modified(OffsetKind(x: x, y: y)) }
    public func cornerRadius(_ r: Double) -> ViewNode { modified(ClipKind.cornerRadius(r)) }
    public func clipShape(_ s: ShapeKind) -> ViewNode { modified(ClipKind(s)) }
    public func border(_ p: Paint, width: Double = 1) -> ViewNode {
        modified(DecorationKind(.border(p, width: width)))
    }
    public func opacity(_ v: Double) -> ViewNode { modified(DecorationKind(.opacity(v))) }
    public func ignoresSafeArea(_ edges: Edge.Set = .all) -> ViewNode {
        edges.isEmpty ? self : modified(DecorationKind(.ignoresSafeArea(edges)))
    }
    public func tag(_ t: String) -> ViewNode { modified(DecorationKind(.tag(t))) }
}
