import TileRender

/// `.colorMultiply(_:)`: each of its child's channels multiplied by the colour's, alpha too (a
/// white multiply leaves it, `.clear` hides it). Pictures draw it as a colour matrix; cells
/// multiply their own colours by it (`ColorEffectKind`).
///
/// NB: the colour is taken in the light appearance, as the terminal and `--format layout` take
/// colours (`Paint.terminalRGB`): a matrix holds numbers, not an adaptive colour.
public struct ColorMultiplyKind: ColorEffectKind {
    public var paint: Paint

    public init(_ paint: Paint) { self.paint = paint }

    public var name: String { ".colorMultiply" }

    public var matrix: ColorMatrix {
        guard let rgb = Paint.terminalRGB(paint) else { return .multiplying(by: RGB(0, 0, 0), opacity: 0) }
        if let opacity = paint.ownOpacity { return .multiplying(by: rgb, opacity: opacity) }
        return .multiplying(by: rgb)
    }

    public var effect: String { "multiplied by \(paint)" }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] { paint.layoutFields }

    public var swift: SwiftCode? { .modifier(".colorMultiply(\(paint))") }
}

extension ViewNode {
    /// `.colorMultiply(.red)`.
    public func colorMultiply(_ paint: Paint) -> ViewNode { modified(ColorMultiplyKind(paint)) }
}
