/// `EmptyView()`, and a nil optional view: no room, no spacing, nothing drawn.
public struct EmptyKind: ViewKind {
    public init() {}

    public var name: String { "EmptyView" }
    public var isEmpty: Bool { true }

    public var swift: SwiftCode? { .view("EmptyView()") }
}
