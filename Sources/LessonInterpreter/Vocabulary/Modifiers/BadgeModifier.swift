import TileTree

/// `.badge(5)`, `.badge("New")`, `.badge(Text("3"))`: a list row's trailing count or word;
/// `.badge(0)` and `.badge(nil)` show none, as iOS hides them.
enum BadgeModifier {
    static let entry = ModifierEntry(name: "badge", signatures: [Signature("_:")], isConfirmed: true) { c in
        guard let f = c.first else { return .view(c.node) }
        let i = c.interpreter
        switch i.unbound(f.value) {
        case .null: return .view(c.node)
        case .int(let n): return .view(n == 0 ? c.node : c.node.modified(BadgeKind(String(n))))
        case .string(let s): return .view(c.node.modified(BadgeKind(s)))
        case .view(let node):
            if let t = node.kind as? TextKind { return .view(c.node.modified(BadgeKind(t.text))) }
        default: break
        }
        throw i.mismatch(f.value, expected: "Int", f.range)
    }
}
