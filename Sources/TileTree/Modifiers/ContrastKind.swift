/// `.contrast(_:)`: its child's colours moved away from middle gray by `amount` (1 leaves them,
/// 0 is gray, a negative amount also inverts), SVG's `contrast`. Pictures draw it as a colour
/// matrix; cells apply it to their own colours (`ColorEffectKind`).
public struct ContrastKind: ColorEffectKind {
    public var amount: Double

    public init(_ amount: Double) { self.amount = ColorMatrix.amount(amount) }

    public var name: String { ".contrast" }
    public var matrix: ColorMatrix { .contrast(amount) }
    public var effect: String { "at \(Length.text(amount)) of their contrast" }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] { [("amount", .number(amount))] }

    public var swift: SwiftCode? { .modifier(".contrast(\(SwiftUISource.number(amount)))") }
}

extension ViewNode {
    /// `.contrast(1.5)`.
    public func contrast(_ amount: Double) -> ViewNode { modified(ContrastKind(amount)) }
}
