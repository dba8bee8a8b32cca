import SwiftLesson
import TileTree

/// `.datePickerStyle(.graphical)`, `.wheel`, `.compact` (and `GraphicalDatePickerStyle()`): the
/// date pickers in the view drawn again in that style (`ViewNode.datePickerStyle`); `.automatic`
/// is iOS's compact.
enum DatePickerStyleModifier {
    static let entry = ModifierEntry(name: "datePickerStyle", signatures: [Signature("_:")]) { c in
        guard let f = c.first else { return .view(c.node) }
        var name = ""
        switch c.interpreter.unbound(f.value) {
        case .implicitMember(let n, _): name = n
        case .instance(let inst): name = inst.type
        case .unsupported(let n), .type(let n): name = n
        default: break
        }
        if name.hasSuffix("DatePickerStyle") { name = String(name.dropLast("DatePickerStyle".count)).lowercased() }
        guard let style = styles[name] else {
            throw c.interpreter.error(
                "expected a date picker style such as '.compact', '.graphical' or '.wheel'", f.range)
        }
        return .view(c.node.datePickerStyle(style))
    }

    static let styles: [String: DatePickerStyle] = [
        "compact": .compact, "automatic": .compact, "default": .compact, "graphical": .graphical, "wheel": .wheel,
    ]
}
