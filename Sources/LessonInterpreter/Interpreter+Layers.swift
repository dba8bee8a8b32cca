import SwiftLesson
import TileRender
import TileTree

extension Interpreter {
    /// What `.background(...)`/`.overlay(...)` draws: a view, or a colour or style.
    func layer(_ v: Value, _ range: SourceRange) throws -> ViewNode {
        switch unbound(v) {
        case .view(let node): return node
        case .implicitMember, .color: return .color(try paint(v, range))
        case .instance: return try asView(v, range) ?? .empty
        case .unsupported(let name): return .placeholder(name)
        default: throw error("cannot use a value of type '\(v.typeName)' as a background", range)
        }
    }

    /// A shape value, for `.clipShape`: `Circle()`, `RoundedRectangle(cornerRadius: 8)`, `.capsule`.
    func shape(_ v: Value, _ range: SourceRange) throws -> ShapeKind? {
        switch unbound(v) {
        case .view(let node):
            var n = node
            while true {
                if let s = n.kind as? ShapeKindView { return s.shape }
                guard let first = n.children.first else { return nil }
                n = first
            }
        case .implicitMember(let name, let args):
            switch name {
            case "circle": return .circle
            case "capsule": return .capsule
            case "ellipse": return .ellipse
            case "rect", "rectangle":
                if let args,
                    args.contains(where: {
                        $0.label == "cornerRadii" || $0.label?.hasSuffix("Radius") == true && $0.label != "cornerRadius"
                    })
                {
                    return .unevenRoundedRectangle(try RoundedRectangleView.cornerRadii(args, self, range))
                }
                if let r = args?.labeled("cornerRadius") {
                    return .roundedRectangle(cornerRadius: Length.sane(try geometry(r.value, r.range)))
                }
                return .rectangle
            default: return nil
            }
        default: return nil
        }
    }
}
