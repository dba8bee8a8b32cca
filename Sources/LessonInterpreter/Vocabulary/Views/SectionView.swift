import SwiftLesson
import TileTree

/// A list's or form's `Section`, with its header and footer.
enum SectionView {
    static let entry = ViewEntry(
        name: "Section",
        signatures: [
            Signature("content:{}"), Signature("_:", "content:{}"), Signature("content:{}", "header:{}", "footer:{}"),
        ],
        build: { try section($0.args, $0.interpreter, $0.range) })

    /// `Section { … }`, `Section("Header") { … }`, `Section { … } header: { … } footer: { … }`,
    /// `Section(header: Text("Header")) { … }`.
    static func section(_ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> Value {
        var header = try part(args.labeled("header")?.value, i, range)
        if header == nil, let title = args.positional.first {
            if case .string(let s) = i.unbound(title.value) {
                header = .text(s)
            } else {
                header = try i.asView(title.value, title.range)
            }
        }
        let footer = try part(args.labeled("footer")?.value, i, range)
        let rows = try i.views(args.closure("content"), range)
        return .view(.section(header: header, rows: rows, footer: footer))
    }

    /// A header's or footer's views as one view: several stacked, leading.
    static func part(_ v: Value?, _ i: Interpreter, _ range: SourceRange) throws -> ViewNode? {
        let views = try i.views(v, range)
        if views.isEmpty { return nil }
        if views.count == 1, !views[0].kind.splicesChildren { return views[0] }
        return .vstack(alignment: .leading, spacing: 0, views)
    }
}
