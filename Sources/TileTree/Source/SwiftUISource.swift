import TileRender
import TileText

/// How SwiftUI source writes one kind of view: what `SwiftUISource` asks each kind, as renderers
/// ask it to paint and the inspector asks it for fields.
///
/// `TextKind("Hi")` is `.view("Text(\"Hi\")")`; `.font(.headline)` is `.modifier(".font(.headline)")`.
public enum SwiftCode: Hashable, Sendable {
    /// A view written whole: `Text("Hi")`, `Spacer()`.
    case view(String)
    /// A container, its children in the closure after the call: `VStack(spacing: 12)`.
    case container(String)
    /// A modifier of its content: `.font(.headline)`.
    case modifier(String)
    /// A modifier whose second child is its view argument: `.background(.red)`, or for an
    /// `alignment` other than the centre, `.background(alignment: .top) { … }`.
    case modifierWithView(String, alignment: Alignment)
}

/// A view tree written as SwiftUI source, each kind and modifier as its `SwiftCode` says: the
/// Swift export reads the tree as the renderers, the pictures and `explain` do.
///
/// ```
/// SwiftUISource.lines(ViewNode.text("Hi").font(.headline))  // ["Text(\"Hi\")", "  .font(.headline)"]
/// ```
///
/// Lines are relative to where the expression goes: a modifier is indented under a one-line call
/// and stands at the call's level after a closing brace; a container's children are indented,
/// with a blank line between them when any takes more than one line.
public enum SwiftUISource {
    /// `node` as lines of SwiftUI. `substitute` writes the nodes that stand for values of the
    /// program (`Text(title)` rather than the title's text): nil lets the node's kind write itself.
    public static func lines(_ node: ViewNode, substitute: (ViewNode) -> [String]? = { _ in nil }) -> [String] {
        write(node, substitute, depth: 0).lines
    }

    /// The deepest tree written; deeper views are written as `EmptyView()`.
    static let depthLimit = 200

    /// The lines, and the indentation its modifiers take (two spaces after a one-line call).
    static func write(_ node: ViewNode, _ substitute: (ViewNode) -> [String]?, depth: Int)
        -> (lines: [String], modifierIndent: String)
    {
        if let given = substitute(node) { return (given, given.count == 1 ? "  " : "") }
        guard depth < depthLimit else { return (["EmptyView()"], "  ") }
        switch node.kind.swift {
        case .view(let call)?:
            return ([call], "  ")
        case .container(let call)?:
            let children = node.children.map { write($0, substitute, depth: depth + 1).lines }
            let spaced = children.contains { $0.count > 1 }
            var lines = [call + " {"]
            for (i, child) in children.enumerated() {
                if spaced && i > 0 { lines.append("") }
                lines += child.map { $0.isEmpty ? $0 : "  " + $0 }
            }
            return (lines + ["}"], "")
        case .modifier(let call)?:
            guard let content = node.children.first else { return (["EmptyView()"], "  ") }
            var written = write(content, substitute, depth: depth + 1)
            written.lines.append(written.modifierIndent + call)
            return written
        case .modifierWithView(let name, let alignment)?:
            guard let content = node.children.first else { return (["EmptyView()"], "  ") }
            var written = write(content, substitute, depth: depth + 1)
            let indent = written.modifierIndent
            guard node.children.count > 1 else { return written }
            let view = node.children[1]
            let argument =
                substitute(view) ?? (view.kind as? ColorKind).map { [$0.paint.description] }
                ?? write(view, substitute, depth: depth + 1).lines
            if alignment == .center, argument.count == 1 {
                written.lines.append(indent + name + "(" + argument[0] + ")")
            } else {
                written.lines.append(indent + name + "(alignment: ." + alignment.description + ") {")
                written.lines += argument.map { $0.isEmpty ? $0 : indent + "  " + $0 }
                written.lines.append(indent + "}")
            }
            return written
        case nil:
            // NB: a kind Swift cannot spell (a lesson's placeholder) leaves its content as it is.
            guard let content = node.children.first else { return (["EmptyView()"], "  ") }
            return write(content, substitute, depth: depth + 1)
        }
    }

    /// A string literal for `text`, escaped at the one place Swift strings are.
    public static func string(_ text: String) -> String { Escaper.escape(text, as: .swiftString) }

    /// A length as Swift writes it: `150`, `0.5`.
    public static func number(_ value: Double) -> String { value == .infinity ? ".infinity" : Length.text(value) }

    /// `label: value` for each value given, joined by commas: `width: 150, height: 150`.
    public static func arguments(_ pairs: [(String, Double?)]) -> String {
        pairs.compactMap { label, value in value.map { "\(label): \(number($0))" } }.joined(separator: ", ")
    }
}
