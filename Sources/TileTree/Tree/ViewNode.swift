/// A view in the tree: what it is, and the views it holds. Plain data, built once from typed
/// state; layout (`LayoutEngine`) and drawing read it and never change it.
///
/// `ViewNode.text("Apples").font(.headline).frame(width: 150)` is `Text("Apples")
/// .font(.headline).frame(width: 150)`: the frame is a node whose one child is the font
/// modifier, whose child is the text.
public struct ViewNode: Sendable {
    /// The primitive or modifier: how it sizes, places, styles and draws.
    public var kind: any ViewKind
    /// For a modifier, its content first, then any view it holds (a background's view).
    public var children: [ViewNode]

    public init(_ kind: any ViewKind, _ children: [ViewNode] = []) {
        self.kind = kind
        self.children = children
    }

    /// This view wrapped in `modifier` (`ModifiedContent`); `extra` are views the modifier holds.
    public func modified(_ modifier: any ViewKind, _ extra: [ViewNode] = []) -> ViewNode {
        ViewNode(modifier, [self] + extra)
    }

    /// How many nodes the tree holds, counted without recursion.
    public var count: Int {
        var n = 0
        var stack = [self]
        while let node = stack.popLast() {
            n += 1
            stack.append(contentsOf: node.children)
        }
        return n
    }

    /// How deep the tree is (1 for a leaf), counted without recursion.
    public var depth: Int {
        var deepest = 0
        var stack = [(self, 1)]
        while let (node, d) = stack.popLast() {
            deepest = max(deepest, d)
            for child in node.children { stack.append((child, d + 1)) }
        }
        return deepest
    }
}
