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

    static func present(_ c: ModifierCall, _ box: ViewNode, _ style: PresentationKind.Style) -> Value {
        c.interpreter.presentation = (box, style)
        return .view(c.node)
    }

    @Sendable static func alert(_ c: ModifierCall) throws -> Value {
        let (shown, item) = try shown(c)
        guard shown else { return .view(c.node) }
        let i = c.interpreter
        // NB: `.alert(isPresented:) { Alert(title:message:dismissButton:) }`, as iOS 13 wrote it.
        if case .closure(let f)? = actions(c), f.parameters.isEmpty || item != nil {
            let result = try i.callClosure(f, item.map { [$0] } ?? [], c.range)
            if case .tuple(let fields) = i.unbound(result) { return present(c, try legacyAlert(fields, c), .alert) }
        }
        let made = try views(actions(c), item, c)
        let message = try views(c.args.labeled("message")?.value ?? c.args.trailing("message"), item, c)
        let box = ViewNode.alertBox(
            title: try title(c), message: message.isEmpty ? nil : .vstack(spacing: 2, message), buttons: buttons(made))
        return present(c, box, .alert)
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
            buttons.append((text ?? (kind == "cancel" ? "Cancel" : "OK"), role))
        }
        return .alertBox(title: try view("title"), message: try view("message"), buttons: buttons)
    }

    @Sendable static func dialog(_ c: ModifierCall) throws -> Value {
        let (shown, item) = try shown(c)
        guard shown else { return .view(c.node) }
        let made = try views(actions(c), item, c)
        // NB: the title shows only when `titleVisibility: .visible` says so, as on iOS.
        var title: ViewNode?
        if let v = c.args.labeled("titleVisibility"),
            case .implicitMember("visible", _) = c.interpreter.unbound(v.value)
        {
            title = try Self.title(c)
        }
        return present(c, .dialogBox(title: title, buttons: buttons(made)), .dialog)
    }

    static func sheet(_ c: ModifierCall, style: PresentationKind.Style) throws -> Value {
        let (shown, item) = try shown(c)
        guard shown else { return .view(c.node) }
        let content = try views(actions(c), item, c)
        let view = content.count == 1 ? content[0] : ViewNode.vstack(content)
        return present(c, .sheetBox(view, style: style), style)
    }
}
