import SwiftLesson
import TileTree

/// `List { … }`, `List(items) { item in … }`, `List(items, id: \.self) { … }` and `Form { … }`,
/// built as the tree's inset-grouped list.
enum ListViews {
    static let entries = [
        ViewEntry(
            name: "List", signatures: [Signature("content:{}"), Signature("_:", "id:", "rowContent:{}")],
            build: { c in try OnAppearModifier.lazily(c.interpreter) { try list(c, takesData: true) } }),
        ViewEntry(
            name: "Form", signatures: [Signature("content:{}")],
            build: { c in try OnAppearModifier.lazily(c.interpreter) { try list(c, takesData: false) } }),
    ]

    /// `List { … }`, `List(items) { item in … }`, `List(items, id: \.self) { … }`, `Form { … }`.
    static func list(_ c: ViewCall, takesData: Bool) throws -> Value {
        let (args, i, range) = (c.args, c.interpreter, c.range)
        var content: [ViewNode]
        if takesData, args.positional.first != nil || args.labeled("data") != nil {
            // NB: `List(items) { item in … }` is a `List { ForEach(items) { item in … } }`.
            guard
                case .view(let rows) = try ForEachView.build(
                    ViewCall(name: "ForEach", args: args, interpreter: i, range: range))
            else { return .view(.empty) }
            content = [rows]
        } else {
            content = try i.views(args.closure("content"), range)
        }
        return .view(.list(name: c.name, content))
    }
}
