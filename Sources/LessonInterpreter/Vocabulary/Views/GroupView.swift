/// `Group { … }`: its views, to which a modifier applies one by one.
enum GroupView {
    static let entry = ViewEntry(name: "Group", signatures: [Signature("content:{}")]) { c in
        .view(.group(try c.interpreter.views(c.args.closure("content"), c.range)))
    }
}
