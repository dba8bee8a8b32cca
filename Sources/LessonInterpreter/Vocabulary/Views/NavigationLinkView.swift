import SwiftLesson
import TileTree

/// `NavigationLink`: its label (in a list, a row with a chevron), and the link kept for `tap`,
/// which pushes its destination (see `NavigationStackViews`).
enum NavigationLinkView {
    static let entry = ViewEntry(
        name: "NavigationLink",
        signatures: [
            Signature("_:", "destination:{}"), Signature("destination:{}", "label:{}"), Signature("value:", "label:{}"),
            Signature("_:", "value:"),
        ],
        build: { try navigationLink($0.args, $0.interpreter, $0.range) })

    /// `NavigationLink("Title") { destination }`, `NavigationLink { destination } label: { … }`,
    /// `NavigationLink(destination: …) { label }`, `NavigationLink(value: …) { label }`,
    /// `NavigationLink("Title", value: …)`: its label. The destination is built only when a
    /// session follows the link, as SwiftUI builds a closure's destination only when it is pushed.
    static func navigationLink(_ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> Value {
        let value = args.labeled("value")?.value
        let label: ViewNode
        var destination: Value?
        if let title = args.positional.first {
            if case .string(let s) = i.unbound(title.value) {
                label = .text(s)
            } else {
                label = try i.asView(title.value, title.range) ?? .empty
            }
            destination = args.closure("destination")
        } else {
            var given = args.labeled("label")?.value
            destination = args.labeled("destination")?.value
            let trailing = args.first { $0.trailing && $0.label == nil }?.value
            if given == nil, destination != nil || value != nil {
                given = trailing
            } else if destination == nil {
                destination = trailing
            }
            let views = try i.views(given, range)
            label = views.count == 1 ? views[0] : .hstack(views)
        }
        // NB: a row's label is tapped by its first text, `tap "Tokyo"` for an icon, a name and a detail.
        if let title = label.plainText ?? label.kinds(TextKind.self).first?.text, !title.isEmpty {
            i.links.append(
                NavigationLinkMade(title: title, destination: value == nil ? destination : nil, value: value))
        }
        return .view(.navigationLink(label: label))
    }
}
