import TileTree

/// `RoundedRectangle(cornerRadius: 8)`.
enum RoundedRectangleView {
    static let entry = ViewEntry(
        name: "RoundedRectangle",
        signatures: [Signature("cornerRadius:", "style:="), Signature("cornerSize:", "style:=")], isConfirmed: true
    ) { c in
        let r = try c.args.labeled("cornerRadius").map { try c.interpreter.geometry($0.value, $0.range) } ?? 0
        return .view(.shape(.roundedRectangle(cornerRadius: Length.sane(r))))
    }
}
