import SwiftLesson
import TileTree

/// `.alert`, `.confirmationDialog`, `.sheet`, `.fullScreenCover` and `.popover` (a sheet on an
/// iPhone): when the binding is true (or the item is not nil) at the moment of drawing, what they
/// present is drawn over the whole preview, as iOS presents it (`PresentationKind`); otherwise
/// the view is drawn as it is. The binding is a state like any other: the session's
/// `set showingAlert true`, or a `tap` on the button that sets it, shows it.
enum PresentationModifiers {
    static let entries = [
        ModifierEntry(name: "alert", signatures: []) { try alert($0) },
        ModifierEntry(name: "confirmationDialog", signatures: []) { try dialog($0) },
        ModifierEntry(name: "sheet", signatures: []) { try sheet($0, style: .sheet) },
        ModifierEntry(name: "popover", signatures: []) { try sheet($0, style: .sheet) },
        ModifierEntry(name: "fullScreenCover", signatures: []) { try sheet($0, style: .cover) },
    ]

    /// Whether the presentation shows, and the value its content closure is given (an `item:`'s).
    static func shown(_ c: ModifierCall) throws -> (shown: Bool, item: Value?) {
        let i = c.interpreter
        if let flag = c.args.labeled("isPresented") {
            try i.requireBinding(flag)
            let on = try i.truth(flag.value, flag.range)
            let presenting = c.args.labeled("presenting").map { i.unbound($0.value) }
            return (on && !(presenting?.isNull ?? false), presenting)
        }
        if let item = c.args.labeled("item") {
            let v = i.unbound(item.value)
            return (!v.isNull, v)
        }
        return (false, nil)
    }

    /// A closure's views, given `item` when the presentation has one.
    static func views(_ closure: Value?, _ item: Value?, _ c: ModifierCall) throws -> [ViewNode] {
        let i = c.interpreter
        // NB: what is presented is not under the presenting stack's bars: its `.toolbar` and
        // `.navigationTitle` (outside a stack of its own) show nowhere, as on iOS.
        let outer = i.navigationBar
        defer { i.navigationBar = outer }
        if case .closure(let f)? = closure, let item, !f.parameters.isEmpty || f.anonymousArguments > 0 {
            return try i.views(try i.callClosure(f, [item], c.range), c.range)
        }
        return try i.views(closure, c.range)
    }

    /// The title a presentation's first argument gives: a string, or a `Text`.
    static func title(_ c: ModifierCall) throws -> ViewNode? {
        guard let first = c.args.positional.first else { return nil }
        if case .string(let s) = c.interpreter.unbound(first.value) { return .text(s) }
        return try c.interpreter.asView(first.value, first.range)
    }

    /// The buttons among `views`: each one's title and role.
    static func buttons(_ views: [ViewNode]) -> [(title: String, role: String?)] {
        var out: [(title: String, role: String?)] = []
        var pending = Array(views.reversed())
        while let v = pending.popLast() {
            if let b = v.kind as? ButtonKind {
                out.append((b.title ?? "", b.role))
            } else {
                pending.append(contentsOf: v.children.reversed())
            }
        }
        return out
    }

    /// The closure a presentation's actions are in: `actions:`, or the first trailing one.
    static func actions(_ c: ModifierCall) -> Value? {
        c.args.labeled("actions")?.value ?? c.args.labeled("content")?.value
            ?? c.args.first { $0.trailing && $0.label == nil }?.value
    }

    /// `box` presented over the preview. The buttons and links made since `start` are the
    /// presentation's, and the only ones a tap reaches while it shows, as iOS presents it modally;
    /// an alert's and a dialog's (`dismissing`, with `implied` the buttons iOS adds when the code
    /// gives none: an alert's OK, a dialog's Cancel) also dismiss it.
    static func present(
        _ c: ModifierCall, _ box: ViewNode, _ style: PresentationKind.Style, from start: (buttons: Int, links: Int),
        dismissing: Bool = false, implied: [String] = []
    ) -> Value {
        let i = c.interpreter
        let first = min(start.buttons, i.buttons.count)
        if dismissing, let hide = dismissal(c) {
            for n in first..<i.buttons.count { i.buttons[n].sets = hide }
            for title in implied where !i.buttons[first...].contains(where: { $0.title == title }) {
                i.buttons.append((title, nil, hide))
            }
        }
        i.presentation = (box, style)
        i.modal = (first..<i.buttons.count, min(start.links, i.links.count)..<i.links.count)
        return .view(c.node)
    }

    /// The binding that shows a presentation, and the value that hides it.
    static func dismissal(_ c: ModifierCall) -> (binding: Value, value: Value)? {
        if let flag = c.args.labeled("isPresented") { return (flag.value, .bool(false)) }
        if let item = c.args.labeled("item") { return (item.value, .null) }
        return nil
    }

    static func start(_ c: ModifierCall) -> (buttons: Int, links: Int) {
        (c.interpreter.buttons.count, c.interpreter.links.count)
    }

    @Sendable static func alert(_ c: ModifierCall) throws -> Value {
        let (shown, item) = try shown(c)
        guard shown else { return .view(c.node) }
        let i = c.interpreter
        let start = start(c)
        // NB: `.alert(isPresented:) { Alert(title:message:dismissButton:) }`, as iOS 13 wrote it.
        if case .closure(let f)? = actions(c), f.parameters.isEmpty || item != nil {
            let result = try i.callClosure(f, item.map { [$0] } ?? [], c.range)
            if case .tuple(let fields) = i.unbound(result) {
                let box = try legacyAlert(fields, c)
                return present(c, box, .alert, from: start, dismissing: true)
            }
            // NB: not an `Alert`: the buttons it made are made again below, once.
            i.buttons.removeSubrange(min(start.buttons, i.buttons.count)...)
            i.links.removeSubrange(min(start.links, i.links.count)...)
        }
        let made = try views(actions(c), item, c)
        let message = try views(c.args.labeled("message")?.value ?? c.args.trailing("message"), item, c)
        let listed = buttons(made)
        let box = ViewNode.alertBox(
            title: try title(c), message: message.isEmpty ? nil : .vstack(spacing: 2, message), buttons: listed)
        return present(c, box, .alert, from: start, dismissing: true, implied: listed.isEmpty ? ["OK"] : [])
    }

    /// `Alert(title: Text("…"), message: Text("…"), dismissButton: .default(Text("OK")))` and its
    /// `primaryButton:`/`secondaryButton:`.
    static func legacyAlert(_ fields: [(label: String?, value: Value)], _ c: ModifierCall) throws -> ViewNode {
        let i = c.interpreter
        func view(_ label: String) throws -> ViewNode? {
            guard let v = fields.first(where: { $0.label == label })?.value else { return nil }
            return try i.asView(v, c.range)
        }
        var buttons: [(title: String, role: String?)] = []
        for label in ["primaryButton", "secondaryButton", "dismissButton"] {
            guard let v = fields.first(where: { $0.label == label })?.value,
                case .implicitMember(let kind, let args) = i.unbound(v)
            else { continue }
            let text = try args?.first.flatMap { try i.asView($0.value, $0.range) }.flatMap(Picking.firstText)
            let role = kind == "cancel" ? "cancel" : kind == "destructive" ? "destructive" : nil
            let title = text ?? (kind == "cancel" ? "Cancel" : "OK")
            buttons.append((title, role))
            // NB: `.default(Text("OK"), action: reset)`: tapped, its action runs and the alert goes.
            i.buttons.append((title, args?.labeled("action")?.value, nil))
        }
        return .alertBox(title: try view("title"), message: try view("message"), buttons: buttons)
    }

    @Sendable static func dialog(_ c: ModifierCall) throws -> Value {
        let (shown, item) = try shown(c)
        guard shown else { return .view(c.node) }
        let start = start(c)
        let made = try views(actions(c), item, c)
        // NB: the title shows only when `titleVisibility: .visible` says so, as on iOS.
        var title: ViewNode?
        if let v = c.args.labeled("titleVisibility"),
            case .implicitMember("visible", _) = c.interpreter.unbound(v.value)
        {
            title = try Self.title(c)
        }
        let shownButtons = buttons(made)
        let cancel = shownButtons.contains { $0.role == "cancel" } ? [] : ["Cancel"]
        return present(
            c, .dialogBox(title: title, buttons: shownButtons), .dialog, from: start, dismissing: true, implied: cancel)
    }

    static func sheet(_ c: ModifierCall, style: PresentationKind.Style) throws -> Value {
        let (shown, item) = try shown(c)
        guard shown else { return .view(c.node) }
        let start = start(c)
        let content = try views(actions(c), item, c)
        let view = content.count == 1 ? content[0] : ViewNode.vstack(content)
        return present(c, .sheetBox(view, style: style), style, from: start)
    }
}
