import TileRender
import TileTree

/// The Swift expression for each drawn view, as lines relative to where it goes in the body,
/// and which helpers (failable initializers, EnumPicker, the badge) those expressions call.
///
/// Example: `DrawnViewSource(plan: plan).lines(for: .fruitTile(count: 12))` is `["HStack {", ...]`.
public struct DrawnViewSource {
    let plan: ExportPlan

    /// The helpers a body calls; each is declared only when used.
    struct Helpers: OptionSet {
        let rawValue: Int
        static let enumPicker = Helpers(rawValue: 1)
        static let optionalText = Helpers(rawValue: 2)
        static let priceText = Helpers(rawValue: 4)
        static let relativeDateText = Helpers(rawValue: 8)
        static let optionalImage = Helpers(rawValue: 16)
        static let discountBadge = Helpers(rawValue: 32)
    }

    private(set) var helpers: Helpers = []
    /// Declarations the drawn views of commands of their own need, in order, each once.
    private(set) var declarations: [String] = []
    /// The session's previews written so far, by their place in `plan.previews`.
    var writtenPreviews: Set<Int> = []

    init(plan: ExportPlan) { self.plan = plan }

    /// Lines for one drawn command; empty when it names what no longer exists.
    mutating func lines(for command: DrawnCommand) -> [String] { command.view.swiftLines(&self) }

    /// Declares `declaration` once, after the helpers, for a view of a command of its own.
    public mutating func declare(_ declaration: String) {
        if !declarations.contains(declaration) { declarations.append(declaration) }
    }

    /// A binding's view by its presentation, as `show` draws it (a picker in `pickerStyle`): the
    /// modifiers are the view's tree's (its presentation's `tree`), written by `SwiftUISource`; the
    /// view they modify reads the binding.
    mutating func view(for b: ExportPlan.BindingPlan, pickerStyle: PickerStyle) -> [String] {
        b.binding.presentation.swiftLines(of: b, pickerStyle: pickerStyle, into: &self)
    }

    /// Declares `helper` in the file, once: a presentation's view calls it.
    mutating func use(_ helper: Helpers) { helpers.insert(helper) }

    /// A seed view's tree as Swift, its one leaf view (the text, image or picker; not a colour it
    /// is drawn on) written as `content`.
    static func source(of tree: ViewNode, content: [String]) -> [String] {
        SwiftUISource.lines(tree) { $0.children.isEmpty && !($0.kind is ColorKind) ? content : nil }
    }

    /// `Text(name)`, or `Text(optional: name)` for an optional, with the value as text.
    mutating func text(_ b: ExportPlan.BindingPlan) -> [String] {
        let name = b.reference
        guard b.binding.type.isOptional else {
            switch b.binding.type.base {
            case .string: return ["Text(\(name))"]
            case .int, .bool, .double: return ["Text(\"\\(\(name))\")"]
            case .decimal: return ["Text(\(name).description)"]
            case .date: return ["Text(\(name).ISO8601Format())"]
            case .enumeration:
                return [sourceCases(b) == nil ? "Text(\(name).rawValue)" : "Text(String(describing: \(name)))"]
            }
        }
        helpers.insert(.optionalText)
        switch b.binding.type.base {
        case .string: return ["Text(optional: \(name))"]
        case .int, .bool, .double: return ["Text(optional: \(name).map(String.init))"]
        case .decimal: return ["Text(optional: \(name)?.description)"]
        case .date: return ["Text(optional: \(name)?.ISO8601Format())"]
        case .enumeration:
            return [
                sourceCases(b) == nil
                    ? "Text(optional: \(name)?.rawValue)" : "Text(optional: \(name).map { String(describing: $0) })"
            ]
        }
    }

    /// The cases of an enum the session's SwiftUI source declares, for a binding of one: it may
    /// have no `String` raw value and no `CaseIterable`, which `EnumPicker` and `.rawValue` need.
    func sourceCases(_ b: ExportPlan.BindingPlan) -> [String]? {
        guard case .enumeration(let t) = b.binding.type.base, plan.enumPlan(t) == nil else { return nil }
        return plan.swiftEnums[t]
    }

    /// Seed 3's `EnumPicker` with a title, a mapping closure from the label template, and a style.
    mutating func picker(_ b: ExportPlan.BindingPlan, title: String?, label: String?, style: PickerStyle) -> [String] {
        guard case .enumeration = b.binding.type.base else { return [] }
        let optional = b.binding.type.isOptional
        var call: [String]
        if let cases = sourceCases(b) {
            // NB: a Picker over the source enum's cases, each tagged: it needs only `Hashable`,
            // which an enum without associated values has.
            let type = b.typeName.hasSuffix("?") ? String(b.typeName.dropLast()) : b.typeName
            call = [
                "Picker(selection: \(optional ? "selection" : b.projected), label: Text(\(SwiftLiteral.string(title ?? "")))) {"
            ]
            for c in cases {
                let text = (label ?? "{case}").split(separator: "{case}", omittingEmptySubsequences: false).joined(
                    separator: c)
                call.append("  Text(verbatim: \(SwiftLiteral.string(text))).tag(\(type).\(SwiftName.escaped(c)))")
            }
            call.append("}")
        } else {
            helpers.insert(.enumPicker)
            var arguments = "selected: " + (optional ? "selection" : b.projected)
            if let title { arguments += ", title: " + SwiftLiteral.string(title) }
            call = ["EnumPicker(\(arguments))"]
            // NB: a label of just the case is the convenience initializer's own mapping.
            if let label, label != "{case}" {
                let mapped = Self.labelText(label)
                call = ["EnumPicker(\(arguments)) {" + (mapped.usesCase ? "" : " _ in"), "  " + mapped.code, "}"]
            }
        }
        if optional {
            call = ["Binding(\(b.projected)).map { selection in"] + call.map { "  " + $0 } + ["}"]
        }
        let tree = PickerPresentation.tree(title: title, labels: [], selected: 0, style: style)
        return Self.source(of: tree, content: call)
    }

    /// A label template as the mapping closure's `Text`: `"2 {case}s"` gives
    /// `Text("2 \($0.rawValue)s")`. NB: text that Markdown would style is shown verbatim, as
    /// the shell shows it, since `Text` reads a literal as Markdown.
    static func labelText(_ template: String) -> (code: String, usesCase: Bool) {
        let parts = template.split(separator: "{case}", omittingEmptySubsequences: false).map(String.init)
        let usesCase = parts.count > 1
        let literal = parts.map(SwiftLiteral.stringContent).joined(separator: "\\($0.rawValue)")
        let markdown = parts.contains { $0.contains { "*_`~[]<>&\\".contains($0) } }
        return ((markdown ? "Text(verbatim: \"" : "Text(\"") + literal + "\")", usesCase)
    }
}
