import TileRender
import TileTree

/// `Label("Inbox", systemImage: "tray")`, `Label { … } icon: { … }`.
enum LabelView {
    static let entry = ViewEntry(
        name: "Label", signatures: [Signature("_:", "systemImage:"), Signature("title:{}", "icon:{}")]
    ) { c in
        let (args, i, range) = (c.args, c.interpreter, c.range)
        if let title = args.positional.first, let symbol = args.labeled("systemImage") {
            let s = try i.string(symbol.value, symbol.range)
            return .view(
                .label(
                    title: try i.string(title.value, title.range), systemImage: s,
                    glyph: ImageView.glyph(s, i, symbol.range)))
        }
        let title = try i.views(args.closure("title"), range)
        let icon = try i.views(args.labeled("icon")?.value ?? args.trailing("icon"), range)
        return .view(.hstack(spacing: 8, icon + title))
    }
}
