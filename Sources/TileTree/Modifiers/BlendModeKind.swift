/// `.blendMode(_:)`: its child's size and place, its colours combined with what is under it by
/// `mode`. Pictures blend it (CSS's `mix-blend-mode`); cells cannot blend, and draw it dimmed
/// (`Layer.CellFallback.dimmed`). `.normal` changes nothing anywhere.
public struct BlendModeKind: EffectKind {
    public var mode: BlendMode

    public init(_ mode: BlendMode) { self.mode = mode }

    public var name: String { ".blendMode" }

    public func layer(in frame: Rect) -> Layer { Layer(blendMode: mode) }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        [("blendMode", .string(mode.rawValue))]
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "its child's size, its colours blended by .\(mode.rawValue) with what is under it, without moving its neighbours"
    }

    public var swift: SwiftCode? { .modifier(".blendMode(.\(mode.rawValue))") }
}

extension ViewNode {
    /// `.blendMode(.multiply)`.
    public func blendMode(_ mode: BlendMode) -> ViewNode { modified(BlendModeKind(mode)) }
}
