import SwiftLesson
import TileTree

/// `.blendMode(.multiply)`: one of the modes a picture can blend by (`BlendMode.drawn`). A mode
/// SwiftUI has but a picture cannot draw (`.sourceAtop`, `.plusDarker`) is valid Swift, so it is
/// a warning and the view is drawn without it; a name SwiftUI lacks is swiftc's error.
enum BlendModeModifier {
    static let entry = ModifierEntry(name: "blendMode", signatures: [Signature("_:")], isConfirmed: true) { c in
        let a = try ColorEffectModifiers.argument(c)
        let mode = try mode(a.value, c.interpreter, a.range)
        guard mode.css != nil else {
            c.interpreter.warn("blend mode '.\(mode.rawValue)' cannot be drawn in a picture; drawn without it", a.range)
            return .view(c.node)
        }
        return .view(c.node.blendMode(mode))
    }

    static func mode(_ v: Value, _ i: Interpreter, _ range: SourceRange) throws -> BlendMode {
        guard case .implicitMember(let name, nil) = i.unbound(v) else {
            throw i.mismatch(v, expected: "BlendMode", range)
        }
        guard let mode = BlendMode(rawValue: name) else {
            throw i.mismatch(v, expected: "BlendMode", range)
        }
        return mode
    }
}
