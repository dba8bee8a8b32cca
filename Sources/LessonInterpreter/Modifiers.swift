import SwiftLesson
import TileRender
import TileTree

/// SwiftUI's modifiers as a lesson file calls them on a view, each built as a `ViewNode`.
enum Modifiers {
    /// Modifiers that change nothing a still preview shows (gestures, navigation titles,
    /// accessibility, animation): the view is drawn as it is.
    static let stillPreview: Set<String> = [
        "onAppear", "onDisappear", "onTapGesture", "onLongPressGesture", "onChange", "onReceive", "onSubmit", "task",
        "animation", "transition", "id", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "accessibilityIdentifier", "accessibilityElement", "accessibilityAddTraits", "accessibilityHidden",
        "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode", "navigationBarHidden",
        "navigationBarBackButtonHidden", "navigationDestination", "toolbar", "toolbarBackground", "sheet",
        "fullScreenCover", "alert", "confirmationDialog", "popover", "contextMenu", "disabled", "contentShape",
        "allowsHitTesting", "gesture", "simultaneousGesture", "highPriorityGesture", "keyboardType",
        "textInputAutocapitalization", "autocapitalization", "autocorrectionDisabled", "disableAutocorrection",
        "submitLabel", "focused", "refreshable", "searchable", "environment", "environmentObject", "buttonStyle",
        "toggleStyle", "listStyle", "labelStyle", "controlSize", "tint", "accentColor",
        "preferredColorScheme", "statusBarHidden", "zIndex", "previewLayout", "previewDisplayName",
        "previewDevice", "previewInterfaceOrientation", "textSelection", "labelsHidden", "buttonBorderShape",
        "symbolRenderingMode", "symbolVariant", "imageScale", "dynamicTypeSize", "sensoryFeedback", "onHover",
        "listRowBackground", "listRowSeparator", "scrollContentBackground", "scrollIndicators", "presentationDetents",
        "interactiveDismissDisabled", "onDrag", "onDrop", "draggable", "dropDestination", "badge", "help",
        "keyboardShortcut", "privacySensitive", "redacted", "unredacted", "headerProminence", "swipeActions",
        "safeAreaInset", "coordinateSpace", "matchedGeometryEffect", "drawingGroup", "compositingGroup",
        "navigationViewStyle", "tabItem", "monospacedDigit", "onDelete", "onMove", "actionSheet",
        "navigationBarItems", "listRowInsets", "onOpenURL", "fileImporter", "fileExporter", "onContinuousHover",
        "persistentSystemOverlays", "toolbarColorScheme", "toolbarRole", "hoverEffect", "defaultScrollAnchor",
        "progressViewStyle", "symbolEffect", "contentTransition", "scrollClipDisabled", "sensoryFeedback_",
        // Styles of views outside the subset, which are placeholders already.
        "datePickerStyle", "tabViewStyle", "indexViewStyle", "gaugeStyle", "menuStyle", "disclosureGroupStyle",
        "navigationSplitViewStyle", "formStyle", "groupBoxStyle", "labeledContentStyle", "controlGroupStyle",
        "scrollDisabled", "scrollTargetBehavior", "scrollTargetLayout", "listSectionSeparator", "listRowSpacing",
    ]

    /// The modifiers `apply` knows (and those a still preview need not draw).
    static let known: Set<String> = [
        "font", "fontWeight", "bold", "italic", "underline", "strikethrough", "foregroundColor", "foregroundStyle",
        "multilineTextAlignment", "lineLimit", "padding", "frame", "background", "overlay", "cornerRadius",
        "clipShape", "mask", "fill", "stroke", "strokeBorder", "border", "opacity", "shadow", "offset",
        "ignoresSafeArea", "edgesIgnoringSafeArea", "pickerStyle", "tag", "modifier", "textFieldStyle", "resizable",
        "scaledToFit", "scaledToFill", "clipped", "aspectRatio", "renderingMode", "minimumScaleFactor", "kerning",
        "tracking", "baselineOffset", "textCase", "trim", "rotationEffect", "fixedSize", "truncationMode",
        "layoutPriority",
    ]

    static func isModifier(_ name: String) -> Bool { known.contains(name) || stillPreview.contains(name) }

    /// Real modifiers outside the subset that are a letter or two from one it knows: not slips.
    static let nearKnown: Set<String> = ["rotation3DEffect", "transaction"]

    /// The modifier `name` was meant to be, when it is a slip of the learner's (`foregroundColour`,
    /// `fontweight`, `paddding`): one it knows, in other letter case or within two edits, as
    /// swiftc's typo correction finds it. Nil for a name that may be an API outside the subset.
    static func misspelling(_ name: String) -> String? {
        guard name.utf8.count >= 5, name.utf8.count <= 64, !nearKnown.contains(name) else { return nil }
        let lowered = name.lowercased()
        let scalars = Array(name.unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in known.union(stillPreview).sorted()
        where abs(candidate.unicodeScalars.count - scalars.count) <= 2 {
            let d =
                candidate.lowercased() == lowered
                ? 0 : EditDistance.between(scalars, Array(candidate.unicodeScalars), limit: 2)
            if d <= 2, d < best?.distance ?? 3 { best = (candidate, d) }
        }
        return best?.name
    }

    static func apply(_ node: ViewNode, _ name: String, _ args: [Argument], _ i: Interpreter, _ range: SourceRange)
        throws -> Value
    {
        let first = args.first
        func number(_ label: String) throws -> Double? {
            guard let a = args.labeled(label), !a.value.isNull else { return nil }
            if case .unsupported = a.value { return nil }
            return try i.double(a.value, a.range)
        }
        switch name {
        case "font":
            guard let f = first, !f.value.isNull else { return .view(node) }
            return .view(node.font(try i.font(f.value, f.range)))
        case "fontWeight":
            guard let f = first, !f.value.isNull else { return .view(node) }
            return .view(node.fontWeight(try i.weight(f.value, f.range)))
        case "bold": return .view(try flag(first, i) ? node.bold() : node)
        case "italic": return .view(try flag(first, i) ? node.italic() : node)
        case "underline": return .view(try flag(first, i) ? node.underline() : node)
        case "strikethrough": return .view(try flag(first, i) ? node.strikethrough() : node)
        case "foregroundColor", "foregroundStyle":
            guard let f = first, !f.value.isNull else { return .view(node) }
            let p = try i.paint(f.value, f.range)
            return .view(name == "foregroundColor" ? node.foregroundColor(p) : node.foregroundStyle(p))
        case "multilineTextAlignment":
            guard let f = first, case .implicitMember(let a, _) = f.value, let alignment = TextAlignment(rawValue: a)
            else {
                throw i.error("expected '.leading', '.center' or '.trailing'", range)
            }
            return .view(node.multilineTextAlignment(alignment))
        case "lineLimit":
            guard let f = first, !f.value.isNull else { return .view(node.lineLimit(nil)) }
            if case .range(let r) = f.value { return .view(node.lineLimit(max(1, r.last ?? 1))) }
            return .view(node.lineLimit(max(0, try i.int(f.value, f.range))))
        case "padding": return .view(try padding(node, args, i, range))
        case "frame":
            let alignment = try args.labeled("alignment").map { try i.alignment($0.value, $0.range) } ?? .center
            let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            if flexible.contains(where: { args.labeled($0) != nil }) {
                return .view(
                    node.frame(
                        minWidth: try number("minWidth"), idealWidth: try number("idealWidth"),
                        maxWidth: try number("maxWidth"), minHeight: try number("minHeight"),
                        idealHeight: try number("idealHeight"), maxHeight: try number("maxHeight"),
                        alignment: alignment))
            }
            return .view(node.frame(width: try number("width"), height: try number("height"), alignment: alignment))
        case "background", "overlay":
            let alignment = try args.labeled("alignment").map { try i.alignment($0.value, $0.range) } ?? .center
            var layer: ViewNode
            if let content = args.labeled("content")?.value ?? args.first(where: { $0.trailing })?.value {
                let views = try i.views(content, range)
                layer = views.count == 1 ? views[0] : .zstack(alignment: alignment, views)
            } else if let f = args.positional.first ?? args.labeled("in") {
                layer = try i.layer(f.value, f.range)
            } else {
                return .view(node)
            }
            if let shape = args.labeled("in") {
                // NB: `.background(.blue, in: RoundedRectangle(cornerRadius: 8))`: the shape, filled.
                let style = try args.positional.first.map { try i.paint($0.value, $0.range) } ?? .system(.blue)
                layer = try i.layer(shape.value, shape.range).fill(style)
            }
            return .view(
                name == "overlay"
                    ? node.overlay(layer, alignment: alignment) : node.background(layer, alignment: alignment))
        case "cornerRadius":
            guard let f = first else { return .view(node) }
            return .view(node.cornerRadius(Length.sane(try i.double(f.value, f.range))))
        case "clipShape", "mask":
            guard let f = first, let shape = try i.shape(f.value, f.range) else {
                if name == "mask" { return .view(node) }
                throw i.error("expected a shape such as 'Circle()' or 'RoundedRectangle(cornerRadius: 8)'", range)
            }
            return .view(node.clipShape(shape))
        case "fill":
            let p = try first.map { try i.paint($0.value, $0.range) } ?? .primary
            return .view(node.fill(p))
        case "stroke", "strokeBorder":
            var p: Paint = .primary
            if let f = args.positional.first { p = try i.paint(f.value, f.range) }
            var width = try number("lineWidth") ?? 1
            if let style = args.labeled("style"), case .tuple(let fields) = style.value,
                let w = fields.first(where: { $0.label == "lineWidth" })
            {
                width = try i.double(w.value, style.range)
            }
            let w = Length.sane(width)
            return .view(name == "stroke" ? node.stroke(p, lineWidth: w) : node.strokeBorder(p, lineWidth: w))
        case "border":
            guard let f = first else { return .view(node) }
            return .view(node.border(try i.paint(f.value, f.range), width: Length.sane(try number("width") ?? 1)))
        case "opacity":
            guard let f = first else { return .view(node) }
            return .view(node.opacity(try i.double(f.value, f.range)))
        case "shadow":
            return .view(node.shadow(radius: Length.sane(try number("radius") ?? 0)))
        case "offset":
            if let f = args.positional.first, case .tuple(let fields) = f.value {
                let w = try fields.first { $0.label == "width" }.map { try i.double($0.value, f.range) } ?? 0
                let h = try fields.first { $0.label == "height" }.map { try i.double($0.value, f.range) } ?? 0
                return .view(node.offset(x: Self.finite(w), y: Self.finite(h)))
            }
            return .view(node.offset(x: Self.finite(try number("x") ?? 0), y: Self.finite(try number("y") ?? 0)))
        case "ignoresSafeArea", "edgesIgnoringSafeArea": return .view(node.ignoresSafeArea())
        case "pickerStyle":
            guard let f = first else { return .view(node) }
            return .view(node.pickerStyle(try pickerStyle(f.value, i, f.range)))
        case "tag":
            guard let f = first else { return .view(node) }
            return .view(node.tag(i.describe(i.unbound(f.value))))
        case "resizable": return .view(node.resizable())
        case "scaledToFit": return .view(node.scaledToFit())
        case "scaledToFill": return .view(node.scaledToFill())
        case "clipped": return .view(node.clipped())
        case "aspectRatio":
            var ratio: Double?
            if let f = args.positional.first {
                switch i.unbound(f.value) {
                case .tuple(let fields):
                    let w = try fields.first { $0.label == "width" }.map { try i.double($0.value, f.range) } ?? 1
                    let h = try fields.first { $0.label == "height" }.map { try i.double($0.value, f.range) } ?? 1
                    ratio = h > 0 ? w / h : nil
                case .null: ratio = nil
                default: ratio = try i.double(f.value, f.range)
                }
            }
            var mode = ContentMode.fit
            if let m = args.labeled("contentMode"), case .implicitMember(let name, _) = m.value {
                mode = ContentMode(rawValue: name) ?? .fit
            }
            return .view(node.aspectRatio(ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }, contentMode: mode))
        case "renderingMode":
            guard let f = first, case .implicitMember(let mode, _) = f.value else { return .view(node) }
            return .view(node.renderingMode(mode == "original"))
        case "minimumScaleFactor":
            guard let f = first else { return .view(node) }
            let v = try i.double(f.value, f.range)
            return .view(node.minimumScaleFactor(v.isFinite ? max(0.01, min(1, v)) : 1))
        case "kerning", "tracking":
            guard let f = first else { return .view(node) }
            let v = Self.finite(try i.double(f.value, f.range))
            return .view(name == "kerning" ? node.kerning(v) : node.tracking(v))
        case "baselineOffset":
            guard let f = first else { return .view(node) }
            return .view(node.baselineOffset(Self.finite(try i.double(f.value, f.range))))
        case "textCase":
            guard let f = first, case .implicitMember(let c, _) = f.value else { return .view(node.textCase(nil)) }
            return .view(node.textCase(TextCase(rawValue: c)))
        case "trim":
            let from = try number("from") ?? 0
            let to = try number("to") ?? 1
            return .view(node.trim(from: from.isFinite ? from : 0, to: to.isFinite ? to : 1))
        case "rotationEffect":
            guard let f = first else { return .view(node) }
            let anchor = try args.labeled("anchor").map { try i.unitPoint($0.value, $0.range) } ?? .center
            return .view(node.rotationEffect(degrees: try i.degrees(f.value, f.range), anchor: anchor))
        case "fixedSize":
            let h = try args.labeled("horizontal").map { try i.truth($0.value, $0.range) } ?? true
            let v = try args.labeled("vertical").map { try i.truth($0.value, $0.range) } ?? true
            return .view(node.fixedSize(horizontal: h, vertical: v))
        case "layoutPriority":
            guard let f = first else { return .view(node) }
            return .view(node.layoutPriority(Self.finite(try i.double(f.value, f.range))))
        case "truncationMode":
            // NB: the tail is where tileshell cuts a line; another place is said once.
            if let f = first, case .implicitMember("tail", _) = f.value { return .view(node) }
            i.warn("'.truncationMode' is not supported yet; drawn without it", range)
            return .view(node)
        case "textFieldStyle":
            guard let f = first, case .implicitMember(let style, _) = f.value else { return .view(node) }
            // NB: the walk below recurses once per level and visits every view: bounded like
            // layout's depth, and each view it visits is a step.
            let depth = node.depth
            guard depth <= LayoutEngine.depthLimit else {
                throw i.error("views are nested \(depth) deep, past the limit of \(LayoutEngine.depthLimit)", range)
            }
            i.steps += node.count
            try i.tick(range)
            return .view(
                node.mapKinds { kind in
                    guard let field = kind as? TextFieldKind else { return nil }
                    return TextFieldKind(
                        placeholder: field.placeholder, text: field.text, rounded: style == "roundedBorder")
                })
        case "modifier":
            guard let f = first, case .instance(let m) = f.value else {
                throw i.error("'.modifier' expects a ViewModifier value", range)
            }
            guard let overloads = i.lookupType(m.type)?.methods["body"] else {
                throw i.error("'\(m.type)' has no 'body(content:)'", range)
            }
            let content = Argument(label: "content", value: .view(node), range: range)
            return try i.callFunction(overloads, self: f.value, [content], range)
        case "navigationTitle", "navigationBarTitle":
            if let f = first {
                let text = i.unbound(f.value)
                if case .string(let s) = text { i.navigationTitle.text = s }
                if case .view(let v) = text, let s = v.plainText { i.navigationTitle.text = s }
            }
            if let mode = args.labeled("displayMode"), case .implicitMember(let m, _) = mode.value {
                i.navigationTitle.inline = m == "inline"
            }
            return .view(node)
        case "navigationBarTitleDisplayMode":
            if let f = first, case .implicitMember(let m, _) = f.value { i.navigationTitle.inline = m == "inline" }
            return .view(node)
        default:
            if stillPreview.contains(name) { return .view(node) }
            if let meant = misspelling(name) {
                let type = node.plainText == nil ? "some View" : "Text"
                throw i.error("value of type '\(type)' has no member '\(name)'; did you mean '\(meant)'?", range)
            }
            i.warn("'.\(name)' is not supported yet; drawn without it", range)
            return .view(node)
        }
    }

    static func finite(_ v: Double) -> Double { v.isFinite ? max(-Length.largest, min(Length.largest, v)) : 0 }

    /// `.bold()` or `.bold(isOn)`.
    static func flag(_ a: Argument?, _ i: Interpreter) throws -> Bool {
        guard let a else { return true }
        return try i.truth(a.value, a.range)
    }

    static func padding(_ node: ViewNode, _ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> ViewNode
    {
        var edges: Edge.Set = .all
        var length: Double?
        for a in args {
            switch i.unbound(a.value) {
            case .int, .double: length = Length.sane(try i.double(a.value, a.range))
            case .tuple(let fields) where fields.contains(where: { $0.label == "top" || $0.label == "leading" }):
                func side(_ name: String) throws -> Double {
                    try fields.first { $0.label == name }.map { Length.sane(try i.double($0.value, a.range)) } ?? 0
                }
                return node.padding(
                    EdgeInsets(
                        top: try side("top"), leading: try side("leading"), bottom: try side("bottom"),
                        trailing: try side("trailing")))
            case .null: continue
            default: edges = try i.edges(a.value, a.range)
            }
        }
        return node.padding(edges, length)
    }

    static func pickerStyle(_ v: Value, _ i: Interpreter, _ range: SourceRange) throws -> PickerStyleKind {
        var name = ""
        switch v {
        case .implicitMember(let n, _): name = n
        case .instance(let inst): name = inst.type
        case .unsupported(let n): name = n
        case .type(let t): name = t
        default: break
        }
        if name.hasSuffix("PickerStyle") { name = String(name.dropLast("PickerStyle".count)).lowercased() }
        switch name {
        case "segmented", "palette": return .segmented
        case "inline", "wheel", "radioGroup": return .inline
        case "menu", "automatic", "default", "navigationLink": return .menu
        default: throw i.error("expected a picker style such as '.segmented', '.menu' or '.wheel'", range)
        }
    }
}

extension Interpreter {
    /// What `.background(...)`/`.overlay(...)` draws: a view, or a colour or style.
    func layer(_ v: Value, _ range: SourceRange) throws -> ViewNode {
        switch unbound(v) {
        case .view(let node): return node
        case .implicitMember, .color: return .color(try paint(v, range))
        case .instance: return try asView(v, range) ?? .empty
        case .unsupported(let name): return .placeholder(name)
        default: throw error("cannot use a value of type '\(v.typeName)' as a background", range)
        }
    }

    /// A shape value, for `.clipShape`: `Circle()`, `RoundedRectangle(cornerRadius: 8)`, `.capsule`.
    func shape(_ v: Value, _ range: SourceRange) throws -> ShapeKind? {
        switch unbound(v) {
        case .view(let node):
            var n = node
            while true {
                if let s = n.kind as? ShapeKindView { return s.shape }
                guard let first = n.children.first else { return nil }
                n = first
            }
        case .implicitMember(let name, let args):
            switch name {
            case "circle": return .circle
            case "capsule": return .capsule
            case "ellipse": return .ellipse
            case "rect", "rectangle":
                if let r = args?.labeled("cornerRadius") {
                    return .roundedRectangle(cornerRadius: Length.sane(try double(r.value, r.range)))
                }
                return .rectangle
            default: return nil
            }
        default: return nil
        }
    }
}

extension ViewNode {
    /// The tree with each kind `change` gives a replacement for replaced (an environment-wide
    /// style such as `.textFieldStyle` reaching every field inside).
    func mapKinds(_ change: (any ViewKind) -> (any ViewKind)?) -> ViewNode {
        ViewNode(change(kind) ?? kind, children.map { $0.mapKinds(change) })
    }
}
