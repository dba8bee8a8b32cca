import SwiftLesson

/// `.modifier(MyModifier())`: the file's own `ViewModifier`, its `body(content:)` called on the view.
enum ViewModifierModifier {
    static let entry = ModifierEntry(name: "modifier", signatures: [Signature("_:")]) { c in
        let (i, range) = (c.interpreter, c.range)
        guard let f = c.first, case .instance(let m) = f.value else {
            throw i.error("'.modifier' expects a ViewModifier value", range)
        }
        guard let overloads = i.lookupType(m.type)?.methods["body"] else {
            throw i.error("'\(m.type)' has no 'body(content:)'", range)
        }
        let content = Argument(label: "content", value: .view(c.node), range: range)
        return try i.callFunction(overloads, self: f.value, [content], range)
    }
}
