/// A part of a view that the view draws itself (a picker's segment, a menu's value), shown by
/// the layout inspector as the view's child so that every drawn part has a frame: a layout
/// node that lays out and draws nothing.
public struct ViewPart: ViewKind {
    /// What the part is: `"Segment"`, `"Row"`, `"Value"`, `"Label"`.
    public var name: String
    public var text: String
    /// Whether it is the selected one (nil for a part that cannot be selected).
    public var selected: Bool?
    /// Where it is drawn, in the unit of the layout it belongs to.
    public var frame: Rect

    public init(_ name: String, _ text: String, _ frame: Rect, selected: Bool? = nil) {
        self.name = name
        self.text = text
        self.frame = frame
        self.selected = selected
    }

    public var isLayoutNode: Bool { true }
    public var textBytes: Int { text.utf8.count }
    public func cuttingTexts() -> ViewPart {
        ViewPart(name, LayoutBudget.cut(text), frame, selected: selected)
    }

    /// Why it is where it is, for `explain layout`.
    var reason: String {
        switch selected {
        case true?: "drawn by its view: the selected one"
        default: "drawn by its view"
        }
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [("text", .string(text))]
        if let selected { fields.append(("selected", .bool(selected))) }
        return fields
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        reason
    }
}
