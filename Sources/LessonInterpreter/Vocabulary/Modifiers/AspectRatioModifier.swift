import TileTree

/// `.aspectRatio(1.5, contentMode: .fit)`, `.aspectRatio(CGSize(width: 3, height: 2), contentMode: .fill)`.
enum AspectRatioModifier {
    static let entry = ModifierEntry(
        name: "aspectRatio", signatures: [Signature("_:=", "contentMode:"), Signature("_:", "contentMode:")],
        isConfirmed: true
    ) { c in
        let (args, i) = (c.args, c.interpreter)
        var ratio: Double?
        if let f = args.positional.first {
            switch i.unbound(f.value) {
            case .tuple(let fields):
                let w = try fields.first { $0.label == "width" }.map { try i.geometry($0.value, f.range) } ?? 1
                let h = try fields.first { $0.label == "height" }.map { try i.geometry($0.value, f.range) } ?? 1
                ratio = h > 0 ? w / h : nil
            case .null: ratio = nil
            default: ratio = try i.geometry(f.value, f.range)
            }
        }
        var mode = ContentMode.fit
        if let m = args.labeled("contentMode"), case .implicitMember(let name, _) = m.value {
            mode = ContentMode(rawValue: name) ?? .fit
        }
        return .view(c.node.aspectRatio(ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }, contentMode: mode))
    }
}
