/// `AnyView(view)`: the view it wraps.
enum AnyViewEntry {
    static let entry = ViewEntry(name: "AnyView", signatures: [Signature("_:")]) { c in
        guard let first = c.args.first else { return .view(.empty) }
        return .view(try c.interpreter.asView(first.value, c.range) ?? .empty)
    }
}
