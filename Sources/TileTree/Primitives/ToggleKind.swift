/// `Toggle(isOn:)`: a row as wide as offered, its label at the leading edge and the 51×31 pt
/// switch (green when on, gray when off) at the trailing edge, as tall as the taller
/// (`ControlRow`). In cells the switch is `━●` or `◯━`.
///
/// `ViewNode.toggle(label: .text("Wi-Fi"), isOn: true)` offered 393 pt is 393×31, its switch at x 342.
public struct ToggleKind: ControlRowKind {
    public var isOn: Bool

    public init(isOn: Bool) { self.isOn = isOn }

    public var name: String { "Toggle" }
    public var isLayoutNode: Bool { true }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] { [("isOn", .bool(isOn))] }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "as wide as offered: its label leading, its switch trailing"
    }
}
