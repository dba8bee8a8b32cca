import SwiftLesson
import TileRender
import TileTree

/// `Image(systemName:)` drawn as its symbol, `Image("name")` as the project's asset (see `asset`).
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
            return .view(.image(systemName: symbol, glyph: glyph(symbol, i, s.range)))
        }
        if let named = args.positional.first ?? args.labeled("decorative"),
            case .string(let name) = i.unbound(named.value)
        {
            return asset(name, i, range)
        }
        return i.placeholderView("Image", range)
    }

    /// The glyph cells draw for an SF Symbol. A name pictures have no outline for warns once a
    /// run (the key lives in `warned`, so that a dry run that drops its warnings drops it too).
    static func glyph(_ name: String, _ i: Interpreter, _ range: SourceRange) -> String? {
        if !SymbolOutlines.knows(name), i.warned.insert("symbol:\(name)").inserted {
            i.warn("no symbol named '\(name)' in tileshell's symbol set; drawn as an empty frame", range)
        }
        return Symbols.glyph(for: name)
    }

    /// `Image("apollo1")`: the project's asset catalogs' image, at its size in points; one no
    /// catalog holds draws nothing, as iOS does, with one warning; without catalogs (a lesson on
    /// its own) it is a placeholder.
    static func asset(_ name: String, _ i: Interpreter, _ range: SourceRange) -> Value {
        if let cached = i.assetImages[name] {
            return cached.map { .view(ViewNode(ImageKind(asset: $0))) } ?? .view(.empty)
        }
        guard let resources = i.resources, i.hasAssetCatalog else {
            return i.placeholderView("Image(\"\(name)\")", range)
        }
        let file: ImageAssetFile
        switch resources.imageAsset(named: name) {
        case .found(let found): file = found
        case .noSet:
            i.warn("no image named '\(name)' in the project's asset catalogs", range)
            i.assetImages[name] = .some(nil)
            return .view(.empty)
        case .noFile(let missing):
            i.warn(
                "the image set '\(name)' of the project's asset catalogs lacks \(missing); drawn as a placeholder",
                range)
            return .view(.placeholder("Image(\"\(name)\")"))
        }
        guard let image = AssetImage(name: name, bytes: file.bytes, scale: file.scale, isTemplate: file.isTemplate)
        else {
            i.warn(
                "the image '\(name)' of the project's asset catalogs is not a PNG or a JPEG; drawn as a placeholder",
                range)
            return .view(.placeholder("Image(\"\(name)\")"))
        }
        i.assetImages[name] = .some(image)
        return .view(ViewNode(ImageKind(asset: image)))
    }
}
