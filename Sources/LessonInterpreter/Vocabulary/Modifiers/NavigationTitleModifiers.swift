/// `.navigationTitle("Inbox")`, the older `.navigationBarTitle("Inbox", displayMode: .inline)`
/// and `.navigationBarTitleDisplayMode(.inline)`: what the enclosing `NavigationStack`'s bar shows.
enum NavigationTitleModifiers {
    static let entries = [
        ModifierEntry(name: "navigationTitle", signatures: [Signature("_:")], build: title),
        ModifierEntry(name: "navigationBarTitle", signatures: [Signature("_:", "displayMode:")], build: title),
        ModifierEntry(name: "navigationBarTitleDisplayMode", signatures: [Signature("_:")]) { c in
            if let f = c.first, case .implicitMember(let m, _) = f.value {
                c.interpreter.navigationBar.inline = m == "inline"
            }
            return .view(c.node)
        },
    ]

    @Sendable static func title(_ c: ModifierCall) -> Value {
        let i = c.interpreter
        if let f = c.first {
            let text = i.unbound(f.value)
            if case .string(let s) = text { i.navigationBar.text = s }
            if case .view(let v) = text, let s = v.plainText { i.navigationBar.text = s }
        }
        if let mode = c.args.labeled("displayMode"), case .implicitMember(let m, _) = mode.value {
            i.navigationBar.inline = m == "inline"
        }
        return .view(c.node)
    }
}
