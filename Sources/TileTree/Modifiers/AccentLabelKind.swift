/// The label of a control that acts when tapped (`Menu`, `Link`, `ShareLink`, `EditButton`, a
/// disclosure group's chevron): drawn in the accent colour (`.tint`, the project's
/// `AccentColor`, or the system blue) unless a foreground style is set above it. It takes no
/// room and is folded into its content in the layout's output.
public struct AccentLabelKind: ViewKind {
    public init() {}

    public var name: String { "accent" }
    public var isTransparent: Bool { true }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        environment.takeAccent()
    }
}
