/// `.frame(width:height:alignment:)` and `.frame(minWidth:idealWidth:maxWidth:…)`.
enum FrameModifier {
    static let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    static let entry = ModifierEntry(
        name: "frame",
        signatures: [
            Signature("width:=", "height:=", "alignment:="),
            Signature(
                "minWidth:=", "idealWidth:=", "maxWidth:=", "minHeight:=", "idealHeight:=", "maxHeight:=",
                "alignment:="),
        ], isConfirmed: true
    ) { c in
        let i = c.interpreter
        let alignment = try c.args.labeled("alignment").map { try i.alignment($0.value, $0.range) } ?? .center
        if flexible.contains(where: { c.args.labeled($0) != nil }) {
            return .view(
                c.node.frame(
                    minWidth: try c.number("minWidth"), idealWidth: try c.number("idealWidth"),
                    maxWidth: try c.number("maxWidth"), minHeight: try c.number("minHeight"),
                    idealHeight: try c.number("idealHeight"), maxHeight: try c.number("maxHeight"),
                    alignment: alignment))
        }
        return .view(c.node.frame(width: try c.number("width"), height: try c.number("height"), alignment: alignment))
    }
}
