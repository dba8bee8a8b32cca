/// `.brightness(_:)`: its child, `amount` added to each colour channel (0 leaves it, 1 makes
/// white, a negative amount darkens). Pictures draw it as a colour matrix; cells brighten their
/// own colours by it (`ColorEffectKind`).
public struct BrightnessKind: ColorEffectKind {
    public var amount: Double

    public init(_ amount: Double) { self.amount = ColorMatrix.amount(amount) }

    public var name: String { ".brightness" }
    public var matrix: ColorMatrix { .brightness(amount) }
    public var effect: String { "brightened by \(Length.text(amount))" }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] { [("amount", .number(amount))] }

    public var swift: SwiftCode? { .modifier(".brightness(\(SwiftUISource.number(amount)))") }
}

extension ViewNode {
    /// `.brightness(0.2)`.
    public func brightness(_ amount: Double) -> ViewNode { modified(BrightnessKind(amount)) }
}
