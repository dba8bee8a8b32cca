import TileRender
import TileTree

/// `Image(systemName:)` drawn as its symbol; an asset image is a placeholder.
enum ImageView {
    static let entry = ViewEntry(
        name: "Image",
        signatures: [
            Signature("_:", "bundle:="), Signature("_:", "bundle:=", "label:"), Signature("decorative:", "bundle:="),
            Signature("systemName:"), Signature("systemName:", "variableValue:"),
            Signature("_:", "variableValue:", "bundle:="),
            Signature("uiImage:"), Signature("nsImage:"), Signature("_:", "scale:", "orientation:=", "label:"),
            Signature("decorative:", "scale:", "orientation:="),
        ], isConfirmed: true
    ) { c in
        let (args, i, range) = (c.args, c.interpreter, c.range)
        if let s = args.labeled("systemName") {
            let symbol = try i.string(s.value, s.range)
            return .view(.image(systemName: symbol, glyph: Symbols.glyph(for: symbol)))
        }
        if let first = args.positional.first, case .string(let asset) = first.value {
            return i.placeholderView("Image(\"\(asset)\")", range)
        }
        return i.placeholderView("Image", range)
    }
}
