import TileRender
import TileTree

/// `AsyncImage(url:)`: a preview is offline and drawn before anything could load, so it shows
/// the loading phase: the `placeholder:` closure's views, the `content:` closure given the phase
/// `.empty` (whose `image` and `error` are nil), or without closures SwiftUI's standard
/// placeholder, a grey fill of the whole space offered.
enum AsyncImageView {
    static let entry = ViewEntry(
        name: "AsyncImage",
        signatures: [
            Signature("url:", "scale:="), Signature("url:", "scale:=", "content:{}", "placeholder:{}"),
            Signature("url:", "scale:=", "transaction:=", "content:{}"),
        ]
    ) { c in
        let (args, i, range) = (c.args, c.interpreter, c.range)
        if let placeholder = args.labeled("placeholder")?.value ?? args.trailing("placeholder") {
            let views = try i.views(placeholder, range)
            return .view(views.count == 1 ? views[0] : .group(views))
        }
        if let content = args.labeled("content")?.value ?? args.first(where: { $0.trailing && $0.label == nil })?.value
        {
            guard case .closure(let f) = content else { return .view(.empty) }
            let views = try i.views(try i.callClosure(f, [emptyPhase], range), range)
            return .view(views.count == 1 ? views[0] : .group(views))
        }
        return .view(.color(standardPlaceholder))
    }

    /// The phase an `AsyncImage` is in while it loads.
    static var emptyPhase: Value { .enumCase(EnumValue(type: "AsyncImagePhase", name: "empty")) }

    /// SwiftUI's placeholder colour, iOS's secondary system fill.
    static let standardPlaceholder = Paint.rgb(RGB(120, 120, 128), opacity: 0.16)
}
