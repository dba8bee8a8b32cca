/// `.grayscale(_:)`: its child's colours `amount` of the way to gray (0 leaves them, 1 is all
/// gray), which is `.saturation(1 - amount)`. Pictures draw it as a colour matrix; cells apply it
/// to their own colours (`ColorEffectKind`).
public struct GrayscaleKind: ColorEffectKind {
    public var amount: Double

    public init(_ amount: Double) { self.amount = ColorMatrix.amount(amount) }

    public var name: String { ".grayscale" }
    public var matrix: ColorMatrix { .grayscale(amount) }
    public var effect: String { "\(Length.text(amount)) of the way to gray" }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] { [("amount", .number(amount))] }

    public var swift: SwiftCode? { .modifier(".grayscale(\(SwiftUISource.number(amount)))") }
}

extension ViewNode {
    /// `.grayscale(1)`.
    public func grayscale(_ amount: Double) -> ViewNode { modified(GrayscaleKind(amount)) }
}
