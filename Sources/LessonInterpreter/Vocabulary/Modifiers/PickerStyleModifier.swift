import SwiftLesson
import TileTree

/// `.pickerStyle(.segmented)`, `.pickerStyle(WheelPickerStyle())`: segmented, inline or a menu.
enum PickerStyleModifier {
    static let entry = ModifierEntry(name: "pickerStyle", signatures: [Signature("_:")]) { c in
        guard let f = c.first else { return .view(c.node) }
        return .view(c.node.pickerStyle(try pickerStyle(f.value, c.interpreter, f.range)))
    }

    static let styles: [String: PickerStyleKind] = [
        "segmented": .segmented, "palette": .segmented, "inline": .inline, "wheel": .inline, "radioGroup": .inline,
        "menu": .menu, "automatic": .menu, "default": .menu, "navigationLink": .menu,
    ]

    static func pickerStyle(_ v: Value, _ i: Interpreter, _ range: SourceRange) throws -> PickerStyleKind {
        var name = ""
        switch v {
        case .implicitMember(let n, _): name = n
        case .instance(let inst): name = inst.type
        case .unsupported(let n): name = n
        case .type(let t): name = t
        default: break
        }
        if name.hasSuffix("PickerStyle") { name = String(name.dropLast("PickerStyle".count)).lowercased() }
        guard let style = styles[name] else {
            throw i.error("expected a picker style such as '.segmented', '.menu' or '.wheel'", range)
        }
        return style
    }
}
