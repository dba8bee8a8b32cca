import TileRender
import TileText
import TileTree

/// A view a session's SwiftUI source made (a preview of an opened file, or `show Card()`),
/// drawn from its tree as every view is: laid out in cells by the engine, painted in cells.
/// A preview draws under a dim `── name ──` line, as `tileshell File.swift` draws it.
///
/// Example: `SwiftTreeView(tree: .text("Hi").bold(), name: nil)` draws "Hi" in bold.
public struct SwiftTreeView: TileShellView {
    public var root: ViewNode
    /// The preview's name, drawn above it; nil for a view `show` made.
    public var name: String?
    /// The preview it is, laid out as one (`previews()`): its name, drawn above it or not.
    public var preview: String?

    /// `preview` defaults to the `name` drawn above it: `preview Apples` draws the preview with no
    /// header.
    public init(tree: ViewNode, name: String?, preview: String? = nil) {
        self.root = tree
        self.name = name
        self.preview = preview ?? name
    }

    public func draw(width: Int) -> Canvas {
        let body: Canvas
        do {
            body = try LayoutEngine(root, context: LayoutContext(measure: .cells)).drawCells(width: max(1, width))
        } catch {
            body = TextView("cannot draw: \(error.message)", emphasis: .secondary).draw(width: width)
        }
        guard let name else { return body }
        let header = Self.header(name, width: width)
        var canvas = Canvas(width: max(header.width, body.width), height: header.height + body.height)
        canvas.draw(header, x: 0, y: 0)
        canvas.draw(body, x: 0, y: header.height)
        return canvas
    }

    /// The texts it shows, in order, one per line (for JSON and plain descriptions): each cut as
    /// the layout cuts it, and no more of them than the layout's budget measures.
    var texts: String {
        var out: [String] = []
        var bytes = 0
        func visit(_ node: ViewNode) {
            guard bytes <= LayoutBudget.heldTextBytes else { return }
            if let t = node.kind as? TextKind {
                let shown = LayoutBudget.cut(t.text)
                bytes += shown.utf8.count
                out.append(bytes <= LayoutBudget.heldTextBytes ? shown : "…")
            }
            for child in node.children { visit(child) }
        }
        visit(root)
        return out.joined(separator: "\n")
    }

    /// The dim `── name ──` line above a preview.
    static func header(_ name: String, width: Int) -> Canvas {
        TextView("── \(Sanitizer.visible(name)) ──", emphasis: .secondary).draw(width: width)
    }

    public func json() -> [JSONValue] {
        var fields: [(String, JSONValue)] = [("view", .string(root.kind.name))]
        if let name { fields.append(("preview", .string(name))) }
        fields.append(("text", .string(texts)))
        return [.object(fields)]
    }

    /// Its view tree as the program made it: what the layout inspector and pictures show of it.
    public func plainTrees() -> [ViewNode] { [root] }

    public func accessibleLabels() -> [String] { [texts] }

    public func tree() -> ViewNode { root }

    public func previews() -> [(name: String, tree: ViewNode)] { preview.map { [($0, root)] } ?? [] }
}
