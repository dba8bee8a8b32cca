import SwiftLesson
import TileTree

/// `.padding()`, `.padding(8)`, `.padding(.horizontal, 8)`, `.padding(EdgeInsets(top: …))`.
enum PaddingModifier {
    static let entry = ModifierEntry(
        name: "padding", signatures: [Signature("_:=", "_:="), Signature("_:")], isConfirmed: true
    ) { c in
        .view(try padding(c.node, c.args, c.interpreter, c.range))
    }

    static func padding(_ node: ViewNode, _ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws
        -> ViewNode
    {
        var edges: Edge.Set = .all
        var length: Double?
        for (n, a) in args.enumerated() {
            switch i.unbound(a.value) {
            case .int, .double, .implicitMember("infinity", nil):
                length = Length.sane(try i.geometry(a.value, a.range, as: "CGFloat"))
            case .tuple(let fields) where fields.contains(where: { $0.label == "top" || $0.label == "leading" }):
                func side(_ name: String) throws -> Double {
                    try fields.first { $0.label == name }.map { Length.sane(try i.geometry($0.value, a.range)) } ?? 0
                }
                return node.padding(
                    EdgeInsets(
                        top: try side("top"), leading: try side("leading"), bottom: try side("bottom"),
                        trailing: try side("trailing")))
            case .null: continue
            case .string, .bool:
                // NB: the second is `_ length: CGFloat?`; one alone fits neither overload.
                if n == 1 { throw i.mismatch(a.value, expected: "CGFloat", a.range) }
                throw i.error("no exact matches in call to instance method 'padding'", range)
            default: edges = try i.edges(a.value, a.range)
            }
        }
        return node.padding(edges, length)
    }
}
