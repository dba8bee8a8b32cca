/// `.colorInvert()`: each of its child's colour channels `1 - x`. Pictures draw it as a colour
/// matrix; cells invert their own colours (`ColorEffectKind`).
public struct ColorInvertKind: ColorEffectKind {
    public init() {}

    public var name: String { ".colorInvert" }
    public var matrix: ColorMatrix { .inverted }
    public var effect: String { "inverted" }

    public var swift: SwiftCode? { .modifier(".colorInvert()") }
}

extension ViewNode {
    /// `.colorInvert()`.
    public func colorInvert() -> ViewNode { modified(ColorInvertKind()) }
}
