/// `.saturation(_:)`: its child's colours at `amount` of their saturation (0 is gray by
/// luminance, 1 leaves them, more is more vivid), SVG's `saturate`. Pictures draw it as a colour
/// matrix; cells apply it to their own colours (`ColorEffectKind`).
public struct SaturationKind: ColorEffectKind {
    public var amount: Double

    public init(_ amount: Double) { self.amount = ColorMatrix.amount(amount) }

    public var name: String { ".saturation" }
    public var matrix: ColorMatrix { .saturation(amount) }
    public var effect: String { "at \(Length.text(amount)) of their saturation" }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] { [("amount", .number(amount))] }

    public var swift: SwiftCode? { .modifier(".saturation(\(SwiftUISource.number(amount)))") }
}

extension ViewNode {
    /// `.saturation(0.5)`.
    public func saturation(_ amount: Double) -> ViewNode { modified(SaturationKind(amount)) }
}
