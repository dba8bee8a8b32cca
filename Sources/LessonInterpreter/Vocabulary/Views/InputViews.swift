import SwiftLesson
import TileTree

/// `TextEditor`, `DatePicker`, `ColorPicker`, `DisclosureGroup`, `ContentUnavailableView`,
/// `Menu`, `Link`, `ShareLink`, `EditButton` and `NavigationSplitView`, as iOS 17 draws them on an
/// iPhone (`ViewNode+Inputs`): each reads its binding where it has one, so the session sets it.
enum InputViews {
    static let entries = [
        ViewEntry(name: "TextEditor", signatures: [Signature("text:")], isConfirmed: true) { c in
            guard let text = c.args.labeled("text") else {
                throw c.interpreter.error("missing argument for parameter 'text' in call", c.range)
            }
            try c.interpreter.requireBinding(text)
            return .view(.textEditor(text: try c.interpreter.string(text.value, text.range)))
        },
        ViewEntry(
            name: "DatePicker",
            signatures: [
                Signature("_:", "selection:", "displayedComponents:="),
                Signature("_:", "selection:", "in:", "displayedComponents:="),
                Signature("selection:", "displayedComponents:=", "label:{}"),
                Signature("selection:", "in:", "displayedComponents:=", "label:{}"),
            ],
            build: datePicker),
        ViewEntry(
            name: "ColorPicker",
            signatures: [
                Signature("_:", "selection:", "supportsOpacity:="),
                Signature("selection:", "supportsOpacity:=", "label:{}"),
            ]
        ) { c in
            let i = c.interpreter
            guard let selection = c.args.labeled("selection") else {
                throw i.error("missing argument for parameter 'selection' in call", c.range)
            }
            try i.requireBinding(selection)
            return .view(.colorPicker(label: try label(c), color: try i.paint(selection.value, selection.range)))
        },
        ViewEntry(
            name: "DisclosureGroup",
            signatures: [
                Signature("_:", "content:{}"), Signature("_:", "isExpanded:", "content:{}"),
                Signature("content:{}", "label:{}"), Signature("isExpanded:", "content:{}", "label:{}"),
            ]
        ) { c in
            let i = c.interpreter
            var expanded = false
            if let open = c.args.labeled("isExpanded") {
                try i.requireBinding(open)
                expanded = try i.truth(open.value, open.range)
            }
            let content = try i.views(
                c.args.labeled("content")?.value ?? c.args.first { $0.trailing && $0.label == nil }?.value, c.range)
            return .view(.disclosureGroup(label: try label(c) ?? .empty, expanded: expanded, content: content))
        },
        ViewEntry(
            name: "ContentUnavailableView",
            signatures: [
                Signature("_:", "systemImage:", "description:="), Signature("_:", "image:", "description:="),
                Signature("label:{}", "description:{}", "actions:{}"),
            ]
        ) { c in
            let (args, i) = (c.args, c.interpreter)
            let symbol = try args.labeled("systemImage").map { try i.string($0.value, $0.range) }
            if let symbol, let at = args.labeled("systemImage")?.range { _ = ImageView.glyph(symbol, i, at) }
            var title = ViewNode.empty
            if let t = args.positional.first { title = .text(try i.string(t.value, t.range)) }
            if let l = args.labeled("label")?.value ?? args.trailing("label") {
                title = .vstack(try i.views(l, c.range))
            }
            var description: ViewNode?
            if let d = args.labeled("description")?.value ?? args.trailing("description") {
                if case .closure = d {
                    let views = try i.views(d, c.range)
                    description = views.count == 1 ? views[0] : .vstack(views)
                } else {
                    description = try i.asView(d, c.range)
                }
            }
            return .view(.contentUnavailable(symbol: symbol, title: title, description: description))
        },
        ViewEntry(name: "Menu", signatures: [Signature("_:", "content:{}"), Signature("content:{}", "label:{}")]) { c in
            .view(.accentLabel(try c.controlLabel()))
        },
        ViewEntry(name: "Link", signatures: [Signature("_:", "destination:"), Signature("destination:", "label:{}")]) {
            c in
            .view(.accentLabel(try c.controlLabel()))
        },
        ViewEntry(
            name: "ShareLink",
            signatures: [Signature("item:"), Signature("_:", "item:"), Signature("item:", "label:{}")]
        ) {
            c in
            if c.args.positional.first != nil || c.args.labeled("label") != nil || c.args.trailing("label") != nil {
                return .view(.accentLabel(try c.controlLabel()))
            }
            let s = "square.and.arrow.up"
            return .view(.accentLabel(.label(title: "Share", systemImage: s, glyph: Symbols.glyph(for: s))))
        },
        ViewEntry(name: "EditButton", signatures: [Signature()], isConfirmed: true) { _ in
            .view(.accentLabel(.text("Edit")))
        },
        ViewEntry(
            name: "NavigationSplitView",
            signatures: [
                Signature("sidebar:{}", "detail:{}"), Signature("sidebar:{}", "content:{}", "detail:{}"),
                Signature("columnVisibility:", "sidebar:{}", "detail:{}"),
            ]
        ) { c in
            // NB: an iPhone shows the sidebar first, in a navigation stack of its own.
            var call = c
            call.name = "NavigationStack"
            call.args = c.args.filter { $0.label == "sidebar" || ($0.trailing && $0.label == nil) }.map {
                var a = $0
                a.label = "content"
                return a
            }
            return try NavigationStackViews.build(call)
        },
    ]

    /// A control's title: its string, or what its `label:` closure builds; nil for none.
    static func label(_ c: ViewCall) throws -> ViewNode? {
        if let title = c.args.positional.first, case .string(let s) = c.interpreter.unbound(title.value) {
            return .text(s)
        }
        // NB: `DatePicker(selection: $d) { Text("Due") }`: a lone trailing closure is the label.
        guard
            let l = c.args.labeled("label")?.value ?? c.args.trailing("label")
                ?? c.args.first(where: { $0.trailing && $0.label == nil })?.value
        else { return nil }
        let views = try c.interpreter.views(l, c.range)
        return views.count == 1 ? views[0] : .hstack(views)
    }

    @Sendable static func datePicker(_ c: ViewCall) throws -> Value {
        let (args, i) = (c.args, c.interpreter)
        guard let selection = args.labeled("selection") else {
            throw i.error("missing argument for parameter 'selection' in call", c.range)
        }
        try i.requireBinding(selection)
        guard case .date(let seconds) = i.unbound(selection.value) else {
            throw i.mismatch(selection.value, expected: "Binding<Date>", selection.range)
        }
        var date = true
        var time = true
        if let shown = args.labeled("displayedComponents") {
            let names: [String]
            switch i.unbound(shown.value) {
            case .implicitMember(let n, _): names = [n]
            case .array(let items):
                names = items.compactMap { if case .implicitMember(let n, _) = $0 { n } else { nil } }
            default: names = []
            }
            date = names.contains("date")
            time = names.contains("hourAndMinute")
        }
        var parts: [String] = []
        if date { parts.append(i.formatting.date(seconds, style: "medium+none")) }
        if time { parts.append(i.formatting.date(seconds, style: "none+short")) }
        let spec = DatePickerSpec(label: try label(c), seconds: seconds, showsDate: date, showsTime: time, parts: parts)
        return .view(.datePicker(spec))
    }
}
