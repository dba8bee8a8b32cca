import SwiftLesson
import TileTree

/// `.blendMode(.multiply)`: one of the modes a picture can blend by (`BlendMode.drawn`); any
/// other is an error that names the argument and lists them.
enum BlendModeModifier {
    static let entry = ModifierEntry(name: "blendMode", signatures: [Signature("_:")]) { c in
        let a = try ColorEffectModifiers.argument(c)
        return .view(c.node.blendMode(try mode(a.value, c.interpreter, a.range)))
    }

    static func mode(_ v: Value, _ i: Interpreter, _ range: SourceRange) throws -> BlendMode {
        let expected = "expected one of " + BlendMode.drawn.map { "'.\($0.rawValue)'" }.joined(separator: ", ")
        guard case .implicitMember(let name, nil) = i.unbound(v) else {
            throw i.error(
                "cannot convert value of type '\(v.typeName)' to expected argument type 'BlendMode'; \(expected)", range
            )
        }
        guard let mode = BlendMode(rawValue: name) else {
            throw i.error("type 'BlendMode' has no member '\(name)'; \(expected)", range)
        }
        guard mode.css != nil else {
            throw i.error("blend mode '.\(name)' cannot be drawn in a picture; \(expected)", range)
        }
        return mode
    }
}
