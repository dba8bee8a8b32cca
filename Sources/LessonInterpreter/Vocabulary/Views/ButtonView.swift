import TileRender
import TileTree

/// `Button("+1") { … }`, `Button("Add", systemImage: "plus") { … }`, `Button { … } label: { … }`,
/// `Button(action:label:)`: its label, and its action kept for `tap`.
enum ButtonView {
    static let entry = ViewEntry(
        name: "Button",
        signatures: [
            Signature("action:{}", "label:{}"), Signature("_:", "action:{}"),
            Signature("role:", "action:{}", "label:{}"),
            Signature("_:", "role:", "action:{}"), Signature("_:", "systemImage:", "action:{}"),
            Signature("_:", "image:", "action:{}"), Signature("_:", "systemImage:", "role:", "action:{}"),
            Signature("_:", "image:", "role:", "action:{}"), Signature("intent:", "label:{}"),
            Signature("_:", "intent:"),
        ], isConfirmed: true, build: build)

    @Sendable static func build(_ c: ViewCall) throws -> Value {
        let (args, i, range) = (c.args, c.interpreter, c.range)
        var label: [ViewNode]
        var title: String?
        if let first = args.positional.first {
            switch i.unbound(first.value) {
            case .string(let s):
                title = s
                if let symbol = args.labeled("systemImage") {
                    // NB: `Button("Add", systemImage: "plus")` (iOS 17) is a Label's icon and title.
                    let name = try i.string(symbol.value, symbol.range)
                    label = [.label(title: s, systemImage: name, glyph: ImageView.glyph(name, i, symbol.range))]
                } else {
                    label = [.text(s)]
                }
            default: label = try i.views(first.value, range)
            }
        } else if let l = args.labeled("label") ?? args.first(where: { $0.trailing && $0.label == "label" }) {
            label = try i.views(l.value, range)
        } else if let t = args.first(where: { $0.trailing && $0.label == nil }), args.labeled("action") != nil {
            label = try i.views(t.value, range)
        } else {
            throw i.error("'Button' needs a title or a label", range)
        }
        let content = label.count == 1 ? label[0] : ViewNode.group(label)
        // NB: `Button("+1") { count += 1 }` and `Button { ... } label: { ... }` trail their action.
        let action = args.labeled("action")?.value ?? args.first { $0.trailing && $0.label == nil }?.value
        i.buttons.append((title ?? content.plainText, action, nil))
        var button = ViewNode.button(title: title ?? content.plainText, label: content)
        if let role = args.labeled("role"), case .implicitMember(let name, _) = i.unbound(role.value) {
            button.kind = ButtonKind(title: title ?? content.plainText, role: name)
        }
        return .view(button)
    }
}
