import SwiftLesson
import TileRender
import TileTree

/// SwiftUI's views as a lesson file calls them: `Text`, `Image`, shapes, stacks, `ForEach`,
/// `Button`, `Picker` and the rest, each built as a `ViewNode`.
enum SwiftUIViews {
    static func construct(_ name: String, _ args: [Argument], _ interp: Interpreter, _ range: SourceRange) throws
        -> Value?
    {
        let i = interp
        switch name {
        case "Text": return try text(args, i, range)
        case "Image":
            if let s = args.labeled("systemName") {
                let symbol = try i.string(s.value, s.range)
                return .view(.image(systemName: symbol, glyph: Symbols.glyph(for: symbol)))
            }
            if let first = args.positional.first, case .string(let asset) = first.value {
                return i.placeholderView("Image(\"\(asset)\")", range)
            }
            return i.placeholderView("Image", range)
        case "Color":
            return .color(try i.paint(try SwiftValues.color(args, i, range), range))
        case "Rectangle": return .view(.shape(.rectangle))
        case "Circle": return .view(.shape(.circle))
        case "Capsule": return .view(.shape(.capsule))
        case "Ellipse": return .view(.shape(.ellipse))
        case "RoundedRectangle":
            let r = try args.labeled("cornerRadius").map { try i.double($0.value, $0.range) } ?? 0
            return .view(.shape(.roundedRectangle(cornerRadius: Length.sane(r))))
        case "Spacer":
            return .view(.spacer(minLength: try args.labeled("minLength").map { try i.double($0.value, $0.range) }))
        case "Divider": return .view(.divider)
        case "EmptyView": return .view(.empty)
        case "AnyView":
            guard let first = args.first else { return .view(.empty) }
            return .view(try i.asView(first.value, range) ?? .empty)
        case "VStack", "LazyVStack", "HStack", "LazyHStack", "ZStack":
            let spacing = try args.labeled("spacing").flatMap { a -> Double? in
                a.value.isNull ? nil : try i.double(a.value, a.range)
            }
            let children = try i.views(args.closure("content"), range)
            if name == "ZStack" {
                let a = try args.labeled("alignment").map { try i.alignment($0.value, $0.range) } ?? .center
                return .view(.zstack(alignment: a, children))
            }
            if name.hasSuffix("VStack") {
                let a = try args.labeled("alignment").map { try i.horizontal($0.value, $0.range) } ?? .center
                return .view(.vstack(alignment: a, spacing: spacing.map(Length.sane), children))
            }
            let a = try args.labeled("alignment").map { try i.vertical($0.value, $0.range) } ?? .center
            return .view(.hstack(alignment: a, spacing: spacing.map(Length.sane), children))
        case "Group": return .view(.group(try i.views(args.closure("content"), range)))
        case "ScrollView":
            // NB: several views in a ScrollView stack vertically, whichever way it scrolls, as SwiftUI's do.
            var horizontal = false
            if let axis = args.positional.first, case .implicitMember("horizontal", _) = axis.value {
                horizontal = true
            }
            let content = try i.views(args.closure("content"), range)
            let kind = ScrollViewKind(horizontal: horizontal)
            return .view(ViewNode(kind, [content.count == 1 ? content[0] : .vstack(content)]))
        case "NavigationStack", "NavigationView":
            // NB: the title is what the content sets with `.navigationTitle`, however deep.
            let outer = i.navigationTitle
            i.navigationTitle = NavigationTitle()
            defer { i.navigationTitle = outer }
            let content = try i.views(args.closure("root") ?? args.closure("content"), range)
            let title = i.navigationTitle
            let kind = NavigationStackKind(name: name, title: title.text, inline: title.inline)
            return .view(ViewNode(kind, [content.count == 1 ? content[0] : .vstack(content)]))
        case "ForEach": return try forEach(args, i, range)
        case "Button": return try button(args, i, range)
        case "Picker": return try picker(args, i, range)
        case "Toggle", "Stepper":
            try i.requireBinding(args.labeled(name == "Toggle" ? "isOn" : "value"))
            let label = try controlLabel(args, i, range)
            if name == "Stepper" { return .view(.stepper(label: label)) }
            let on = try args.labeled("isOn").map { try i.truth($0.value, $0.range) } ?? false
            return .view(.toggle(label: label, isOn: on))
        case "ProgressView":
            let value = try args.labeled("value").flatMap { a -> Double? in
                a.value.isNull ? nil : try i.double(a.value, a.range)
            }
            let total = try args.labeled("total").map { try i.double($0.value, $0.range) } ?? 1
            let hasLabel = args.positional.first != nil || args.contains { $0.trailing || $0.label == "label" }
            let label = hasLabel ? try controlLabel(args, i, range) : nil
            return .view(.progressView(label: label, value: value, total: total))
        case "TextField", "SecureField":
            try i.requireBinding(args.labeled("text") ?? args.labeled("value"))
            let placeholder = try args.positional.first.map { try i.string($0.value, $0.range) } ?? ""
            var text = try args.labeled("text").map { try i.string($0.value, $0.range) } ?? ""
            // NB: `TextField("Amount", value: $amount, format: .currency(code: "USD"))` shows the value formatted.
            if let value = args.labeled("value"), let format = args.labeled("format") {
                text = try i.formatted(value.value, format.value, format.range)
            }
            if name == "SecureField" { text = String(repeating: "•", count: text.count) }
            return .view(.textField(placeholder: placeholder, text: text, rounded: false))
        case "Slider":
            try i.requireBinding(args.labeled("value"))
            let value = try args.labeled("value").map { try i.double($0.value, $0.range) } ?? 0
            var lower = 0.0
            var upper = 1.0
            if let r = args.labeled("in") {
                switch i.unbound(r.value) {
                case .range(let r):
                    lower = Double(r.lower)
                    upper = Double(r.last ?? r.lower)
                case .tuple(let bounds) where bounds.count == 2:
                    lower = try i.double(bounds[0].value, r.range)
                    upper = try i.double(bounds[1].value, r.range)
                default: break
                }
            }
            let lo = lower.isFinite ? lower : 0
            let hi = upper.isFinite && upper >= lo ? upper : lo
            return .view(.slider(value: value, in: lo...hi))
        case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient":
            return .color(.gradient(try i.gradientPaint(name, args, range)))
        case "Gradient":
            return .gradient(try i.gradient(args, range))
        case "Label":
            if let title = args.positional.first, let symbol = args.labeled("systemImage") {
                let s = try i.string(symbol.value, symbol.range)
                return .view(
                    .label(title: try i.string(title.value, title.range), systemImage: s, glyph: Symbols.glyph(for: s)))
            }
            let title = try i.views(args.closure("title"), range)
            let icon = try i.views(args.labeled("icon")?.value ?? args.trailing("icon"), range)
            return .view(.hstack(spacing: 8, icon + title))
        case "List", "Form": return try list(name, args, i, range)
        case "Section": return try section(args, i, range)
        case "NavigationLink": return try navigationLink(args, i, range)
        default: return nil
        }
    }

    /// A control's label: its title string, or the view its `label:` closure builds.
    static func controlLabel(_ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> ViewNode {
        if let title = args.positional.first {
            if case .string(let s) = i.unbound(title.value) { return .text(s) }
            return try i.asView(title.value, title.range) ?? .empty
        }
        let views = try i.views(
            args.labeled("label")?.value
                ?? args.first { $0.trailing && ($0.label == nil || $0.label == "label") }?.value, range)
        return views.count == 1 ? views[0] : .hstack(views)
    }

    static func text(_ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> Value {
        if let v = args.labeled("verbatim") { return .view(.text(try i.string(v.value, v.range))) }
        guard let first = args.first else {
            throw i.error("missing argument for parameter #1 in call to 'Text'", range)
        }
        if let style = args.labeled("style") {
            var value = i.unbound(first.value)
            if case .implicitMember("now", nil) = value { value = .date(i.now) }
            guard case .date(let d) = value else { return .view(.text(i.describe(first.value))) }
            return .view(.text(try i.formatDate(d, style: style.value, style.range)))
        }
        if let format = args.labeled("format") {
            return .view(.text(try i.formatted(first.value, format.value, format.range)))
        }
        switch i.unbound(first.value) {
        case .string(let s): return .view(.text(s))
        case .view(let node): return .view(node)
        case .null: throw i.error("value of optional type 'String?' must be unwrapped", first.range)
        case .int, .double, .bool:
            // NB: `Text(count)`: a number is no string; `Text("\(count)")` is what was meant.
            let type = i.unbound(first.value).typeName
            throw i.error("initializer 'init(_:)' requires that '\(type)' conform to 'StringProtocol'", first.range)
        default: return .view(.text(i.describe(first.value)))
        }
    }

    /// The most rows one `ForEach` draws.
    static let maxRows = 10_000

    static func forEach(_ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> Value {
        guard let data = args.positional.first ?? args.labeled("data") else {
            throw i.error("missing argument for parameter 'data' in call to 'ForEach'", range)
        }
        let items = try i.elements(of: data.value, data.range)
        guard case .closure(let content)? = args.closure("content") else {
            throw i.error("'ForEach' needs a closure that builds each row", range)
        }
        let idPath: [String]? = args.labeled("id").flatMap {
            if case .keyPath(let p) = $0.value { return p } else { return nil }
        }
        var rows: [ViewNode] = []
        // NB: a preview shows a screenful; thousands of rows are drawn up to a limit, said once.
        if items.count > Self.maxRows {
            i.warn("'ForEach' over \(items.count) items: the first \(Self.maxRows) are drawn", range)
        }
        for item in items.prefix(Self.maxRows) {
            try i.tick(range)
            var id = item
            if let idPath {
                for component in idPath where component != "self" { id = try i.member(of: id, component, range) }
            } else if case .instance(let inst) = item, let own = inst.fields["id"] {
                id = own
            }
            for node in try i.views(try i.callClosure(content, [item], range), range) {
                rows.append(Picking.hasTag(node) ? node : node.tag(i.describe(id)))
            }
        }
        return .view(.forEach(rows))
    }

    static func button(_ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> Value {
        var label: [ViewNode]
        var title: String?
        if let first = args.positional.first {
            switch i.unbound(first.value) {
            case .string(let s):
                title = s
                if let symbol = args.labeled("systemImage") {
                    // NB: `Button("Add", systemImage: "plus")` (iOS 17) is a Label's icon and title.
                    let name = try i.string(symbol.value, symbol.range)
                    label = [.label(title: s, systemImage: name, glyph: Symbols.glyph(for: name))]
                } else {
                    label = [.text(s)]
                }
            default: label = try i.views(first.value, range)
            }
        } else if let l = args.labeled("label") ?? args.first(where: { $0.trailing && $0.label == "label" }) {
            label = try i.views(l.value, range)
        } else if let t = args.first(where: { $0.trailing && $0.label == nil }), args.labeled("action") != nil {
            label = try i.views(t.value, range)
        } else {
            throw i.error("'Button' needs a title or a label", range)
        }
        let content = label.count == 1 ? label[0] : ViewNode.group(label)
        // NB: `Button("+1") { count += 1 }` and `Button { ... } label: { ... }` trail their action.
        let action = args.labeled("action")?.value ?? args.first { $0.trailing && $0.label == nil }?.value
        i.buttons.append((title ?? content.plainText, action))
        return .view(.button(title: title ?? content.plainText, label: content))
    }

    static func picker(_ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> Value {
        var title: String?
        if let first = args.positional.first, case .string(let s) = i.unbound(first.value) { title = s }
        if let label = args.labeled("label") ?? args.first(where: { $0.trailing && $0.label == "label" }) {
            title = try i.views(label.value, range).first?.plainText
        }
        let content = args.labeled("content")?.value ?? args.first { $0.trailing && $0.label == nil }?.value
        let options = Picking.options(try i.views(content, range))
        let labels = options.map { Picking.firstText($0) ?? "" }
        var selected = -1
        if let selection = args.labeled("selection") {
            try i.requireBinding(selection)
            let key = i.describe(i.unbound(selection.value))
            selected = options.firstIndex { Picking.tag(of: $0) == key } ?? -1
        }
        return .view(.picker(PickerData(title: title, labels: labels, selected: selected)))
    }
}

/// How a `Picker` reads its options: the rows its content builds, their texts and their tags.
enum Picking {
    /// The rows, with groups and `ForEach`es opened.
    static func options(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.flatMap { node -> [ViewNode] in
            if node.kind.splicesChildren { return options(node.children) }
            return [node]
        }
    }

    /// The first text a row shows.
    static func firstText(_ node: ViewNode) -> String? {
        var stack = [node]
        while let n = stack.popLast() {
            if let t = n.kind as? TextKind { return t.text }
            stack.append(contentsOf: n.children.reversed())
        }
        return nil
    }

    /// The innermost `.tag` down a chain of modifiers.
    static func tag(of node: ViewNode) -> String? {
        var found: String?
        var n = node
        while true {
            if let d = n.kind as? DecorationKind, case .tag(let t) = d.decoration { found = t }
            guard !n.kind.isContainer, let first = n.children.first, !n.kind.isLayoutNode else { return found }
            n = first
        }
    }

    static func hasTag(_ node: ViewNode) -> Bool { tag(of: node) != nil }
}

extension Interpreter {
    /// The views a closure (or a view value) builds, with a `TupleView` opened into its parts.
    func views(_ v: Value?, _ range: SourceRange) throws -> [ViewNode] {
        guard var value = v else { return [] }
        if case .closure(let c) = value { value = try callClosure(c, [], range) }
        guard let node = try asView(value, range) else { return [] }
        if let g = node.kind as? GroupKind, g.name == "TupleView" { return node.children }
        return [node]
    }

    /// A value where a view is expected; nil for a nil optional view, which draws nothing.
    func asView(_ v: Value, _ range: SourceRange) throws -> ViewNode? {
        switch v {
        case .view(let node): return node
        case .color(let p): return .color(p)
        case .null, .void: return nil
        case .unsupported(let name): return .placeholder(name)
        case .binding(let inner): return try asView(inner, range)
        case .state(let box): return try asView(box.value, range)
        case .instance(let instance):
            if let info = lookupType(instance.type), info.isShape, info.computed["body"] == nil {
                let at = info.methods["path"]?.first
                let saved = file
                if let at { file = at.file }
                warn("'Path' is not supported yet; drawn as a placeholder", at?.decl.range ?? range)
                file = saved
                return .placeholder(instance.type)
            }
            guard let info = lookupType(instance.type), info.isView || info.computed["body"] != nil else {
                throw error("'\(instance.type)' is not a View", range)
            }
            guard let body = info.computed["body"] else {
                throw error("'\(instance.type)' has no 'body'", range)
            }
            nodes += 1
            if nodes > Self.nodeLimit { throw error("the preview holds more than \(Self.nodeLimit) views", range) }
            // NB: the body's own view is made inside the call, so that a view containing itself
            // meets the depth limit.
            return try nested(range, file: body.file, "'\(instance.type).body'") { () throws -> ViewNode? in
                let scope = Scope(parent: nil)
                scope.names["self"] = v
                let value = try returnValue(of: Self.getter(body.decl), scope, range: body.decl.range, builds: true)
                return try asView(value, range)
            }
        case .array(let items):
            return .tuple(try items.compactMap { try asView($0, range) })
        default:
            throw error("'\(v.typeName)' is not a View", range)
        }
    }

    static func getter(_ b: VariableDecl.Binding) -> [Stmt] {
        switch b.accessors {
        case .getter(let body): return body
        case .accessors(let list): return list.first { $0.kind == "get" }?.body ?? []
        case nil: return []
        }
    }
}

extension ViewNode {
    /// Several views a builder made without a container (`TupleView`): a stack opens them into
    /// its own children; alone they stack vertically, as a preview shows them.
    static func tuple(_ views: [ViewNode]) -> ViewNode { ViewNode(GroupKind(name: "TupleView"), views) }
}
