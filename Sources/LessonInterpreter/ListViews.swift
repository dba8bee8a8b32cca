import SwiftLesson
import TileTree

/// `List`, `Form`, `Section` and `NavigationLink` as lesson files call them, built as the tree's
/// list views (`ViewNode.list`, `ViewNode.section`, `ViewNode.navigationLink`).
extension SwiftUIViews {
    /// `List { … }`, `List(items) { item in … }`, `List(items, id: \.self) { … }`, `Form { … }`.
    static func list(_ name: String, _ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> Value {
        var content: [ViewNode]
        if name == "List", args.positional.first != nil || args.labeled("data") != nil {
            // NB: `List(items) { item in … }` is a `List { ForEach(items) { item in … } }`.
            guard case .view(let rows) = try forEach(args, i, range) else { return .view(.empty) }
            content = [rows]
        } else {
            content = try i.views(args.closure("content"), range)
        }
        return .view(.list(name: name, content))
    }

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

    /// `NavigationLink("Title") { destination }`, `NavigationLink { destination } label: { … }`,
    /// `NavigationLink(destination: …) { label }`, `NavigationLink(value: …) { label }`: its label;
    /// the destination is not built (a preview shows the root).
    static func navigationLink(_ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> Value {
        if let title = args.positional.first {
            if case .string(let s) = i.unbound(title.value) { return .view(.navigationLink(label: .text(s))) }
            return .view(.navigationLink(label: try i.asView(title.value, title.range) ?? .empty))
        }
        var label = args.labeled("label")?.value
        if label == nil, args.labeled("destination") != nil || args.labeled("value") != nil {
            label = args.first { $0.trailing && $0.label == nil }?.value
        }
        let views = try i.views(label, range)
        return .view(.navigationLink(label: views.count == 1 ? views[0] : .hstack(views)))
    }
}
