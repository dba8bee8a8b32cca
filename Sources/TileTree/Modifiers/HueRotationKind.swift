/// `.hueRotation(_:)`: its child's hues turned by `degrees`, keeping their luminance, SVG's
/// `hueRotate`. Pictures draw it as a colour matrix; cells apply it to their own colours
/// (`ColorEffectKind`).
public struct HueRotationKind: ColorEffectKind {
    public var degrees: Double

    public init(degrees: Double) {
        self.degrees = degrees.isFinite ? degrees.truncatingRemainder(dividingBy: 360) : 0
    }

    public var name: String { ".hueRotation" }
    public var matrix: ColorMatrix { .hueRotation(degrees: degrees) }
    public var effect: String { "turned \(Length.text(degrees))° round the hue circle" }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] { [("degrees", .number(degrees))] }

    public var swift: SwiftCode? { .modifier(".hueRotation(.degrees(\(SwiftUISource.number(degrees))))") }
}

extension ViewNode {
    /// `.hueRotation(.degrees(90))`.
    public func hueRotation(degrees: Double) -> ViewNode { modified(HueRotationKind(degrees: degrees)) }
}
