/// `Spacer()`, `Spacer(minLength: 20)`.
enum SpacerView {
    static let entry = ViewEntry(name: "Spacer", signatures: [Signature("minLength:=")], isConfirmed: true) { c in
        .view(
            .spacer(minLength: try c.args.labeled("minLength").map { try c.interpreter.geometry($0.value, $0.range) }))
    }
}
