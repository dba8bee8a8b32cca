import SwiftLesson
import TileTree

/// `NavigationLink`: its label (in a list, a row with a chevron).
enum NavigationLinkView {
    static let entry = ViewEntry(
        name: "NavigationLink",
        signatures: [
            Signature("_:", "destination:{}"), Signature("destination:{}", "label:{}"), Signature("value:", "label:{}"),
        ],
        build: { try navigationLink($0.args, $0.interpreter, $0.range) })

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
