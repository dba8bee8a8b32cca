import TileText
import TileTree

/// A preview's layout golden: its layout tree as indented text, one node a line, two spaces a
/// level, so that a reviewer reads it and a diff shows what moved. A line is the node's label
/// (its kind, and what it shows: a text quoted, a colour, a modifier as Swift writes it), its
/// size and its place in points on the canvas:
///
/// ```
/// # ContentView.swift: Preview, on the 393×852 pt screen
/// VStack 68×58.33 at (162.5, 409.33)
///   .padding(8) 64.36×36.33 at (164.32, 409.33)
///     Text "Widen" #007AFF 48.36×20.33 at (172.32, 417.33)
/// ```
///
/// Lengths are written as `--format layout` writes them (at most two decimals), so the same
/// tree gives the same bytes on every machine.
public enum SnapshotLayout {
    /// The golden text of a laid-out preview.
    public static func text(_ root: LaidOutNode, title: String) -> String {
        var out = "# " + oneLine(title) + "\n"
        var stack: [(LaidOutNode, Int)] = root.layoutNodes.reversed().map { ($0, 0) }
        while let (n, depth) = stack.popLast() {
            let t = Length.text
            out += String(repeating: "  ", count: depth) + label(n)
            out += " \(t(n.frame.width))×\(t(n.frame.height)) at (\(t(n.frame.x)), \(t(n.frame.y)))\n"
            for child in n.children.flatMap(\.layoutNodes).reversed() { stack.append((child, depth + 1)) }
        }
        return out
    }

    /// A node's label: a modifier as Swift writes it (`.padding(8)`), else its kind's name, then
    /// the texts its kind shows (`"Widen"`, quoted and escaped as Swift writes a string, so that
    /// one node stays one line) and its colour.
    static func label(_ n: LaidOutNode) -> String {
        var label = n.kind.name
        switch n.kind.swift {
        case .modifier(let code) where code.hasPrefix(label),
            .modifierWithView(let code, _) where code.hasPrefix(label):
            label = oneLine(code)
        default: break
        }
        for (_, value) in n.kind.layoutFields(environment: n.environment) {
            switch value {
            case .string(let s): label += " " + (s.hasPrefix("#") ? s : Escaper.escape(s, as: .swiftString))
            case .bool(let b): label += b ? " selected" : ""
            default: continue
            }
        }
        return label
    }

    /// A title or code on one line: line breaks and controls as spaces.
    static func oneLine(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
    }
}
