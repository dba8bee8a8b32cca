/// `.font(.title)`, `.font(.system(size: 20))`; `.font(nil)` leaves the view as it is.
enum FontModifier {
    static let entry = ModifierEntry(name: "font", signatures: [Signature("_:")], isConfirmed: true) { c in
        guard let f = c.first, !f.value.isNull else { return .view(c.node) }
        return .view(c.node.font(try c.interpreter.font(f.value, f.range)))
    }
}
