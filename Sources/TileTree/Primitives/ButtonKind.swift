/// `Button`: drawn as its label, in the accent colour unless the label says otherwise.
public struct ButtonKind: ViewKind {
    /// The label's text, when it is one (what `tap` names).
    public var title: String?
    /// `role: .cancel` or `.destructive`: how an alert or a dialog draws it.
    public var role: String?

    public init(title: String?, role: String? = nil) {
        self.title = title
        self.role = role
    }

    public var name: String { "Button" }
    public var isLayoutNode: Bool { true }
    /// A control's: the system's, whatever its label prefers.
    public var spacing: ViewSpacing? { .system }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        if role == "destructive", environment.foreground == nil { environment.foreground = .system(.red) }
        environment.takeAccent()
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "its label's size"
    }
}
