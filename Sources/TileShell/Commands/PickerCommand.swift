import TileText

/// `picker <binding> [title "…"] [label "…"] [style <style>]`: an enum binding as seed 3's
/// EnumPicker, with a title, a label per case and a style.
///
/// Example: `picker unit title "Time unit" label "2 {case}s"`.
public struct PickerCommand: ShellCommand {
    public var picker: PickerSpec

    public init(_ picker: PickerSpec) { self.picker = picker }

    public static let spec = CommandSpec(
        "picker", for: Self.self, usage: "picker <binding> [title \"<text>\"] [label \"<template>\"] [style <style>]",
        summary: "Render an enum binding as an EnumPicker with a title and a per-case label ({case} is the case).",
        examples: ["picker unit title \"Time unit\" label \"2 {case}s\"", "picker unit style inline"],
        grammar: [
            .one(Slot(.binding, fills: .enumBinding, expected: "an enum binding name, as in 'picker unit'")),
            .options(
                [
                    KeywordOption(
                        keyword: "title",
                        value: Slot(
                            .title, fills: .text, shape: .string,
                            expected: "the picker's title in quotes, as in title \"Time unit\""),
                        summary: "the picker's title"),
                    KeywordOption(
                        keyword: "label",
                        value: Slot(
                            .label, fills: .text, shape: .string,
                            expected: "a label template in quotes, as in label \"2 {case}s\""),
                        summary: "a label per case: \"2 {case}s\""),
                    KeywordOption(
                        keyword: "style",
                        value: Slot(
                            .style, fills: .choice(.pickerStyle),
                            expected: "a picker style: segmented, menu or inline"),
                        summary: "segmented, menu or inline"),
                ], expected: "an option: title, label or style"),
        ],
        effects: .draws, reads: ["style"])

    /// The most bytes a picker's labels may take, all cases together (README "Limits").
    public static let maxLabelBytes = 1 << 20

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        let line = command.line
        let args = Arguments(labelling: tokens, of: command, by: spec.grammar)
        let b = args.tokens[args.tokens.startIndex + 1]
        let (title, label, style) = (args.first(.title), args.first(.label), args.first(.style))
        let binding = try checker.lookup(b, line: line)
        let session = checker.session
        guard case .enumeration = binding.type.base else {
            throw line.error(
                "'\(binding.name)' is \(Article.a(binding.type.description)); a picker needs an enum binding"
                    + Checker.enumBindingHint(session), at: b)
        }
        if let label, case .enumeration(let t) = binding.type.base, let e = session.enumType(named: t) {
            try checkLabelSize(label, cases: e.cases, line: line)
        }
        var spec = PickerSpec(
            binding: binding.name, title: title.map { line.text(of: $0) }, label: label.map { line.text(of: $0) },
            style: nil)
        if let style {
            let i = try ValueParser(now: checker.now, line: line).parseCase(style, of: BuiltIns.pickerStyle)
            spec.style = PickerStyle.allCases[i]
        }
        return .picker(PickerCommand(spec))
    }

    /// A label template is expanded once per case: a 1 MiB template over 10 000 cases would be
    /// 10 GiB. NB: counted without expanding, `{case}` found as `replacingAll` finds it.
    static func checkLabelSize(_ label: Token, cases: [String], line: SourceLine) throws(Diagnostic) {
        let template = line.text(of: label).utf8.count
        let uses = (template - line.text(of: label).replacingAll("{case}", with: "").utf8.count) / 6
        // At most 1 MiB × 10 000 cases: no overflow.
        let total = (template - 6 * uses) * cases.count + uses * cases.reduce(0) { $0 + $1.utf8.count }
        if total > Self.maxLabelBytes {
            throw line.error(
                .limit(.pickerLabelBytes(cases: cases.count, bytes: total, limit: Self.maxLabelBytes)), at: label)
        }
    }

    public func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? {
        guard let b = shell.session.binding(named: picker.binding) else { return nil }
        return shell.pickerView(for: b, title: picker.title, label: picker.label, style: picker.style).map(
            ShellView.picker)
    }

    /// The binding itself, and `style` unless a style is given here.
    public func reads(in session: Session) -> Watch.Reads {
        var reads = Watch.Reads()
        // NB: the binding itself, not its presentation's reads: a style given here wins.
        reads.read(named: picker.binding, in: session)
        if picker.style == nil { for name in Self.spec.reads { reads.read(named: name, in: session) } }
        return reads
    }

    public func explain(_ explainer: Explainer, text: String) -> [String] {
        guard let b = explainer.session.binding(named: picker.binding) else { return [] }
        var lines = explainer.explain(b)
        lines[1] = "view: " + explainer.pickerName(b, style: picker.style, title: picker.title, label: picker.label)
        return lines
    }

    public func drawn(pickerStyle: PickerStyle) -> DrawnCommand? {
        .picker(binding: picker.binding, title: picker.title, label: picker.label, style: picker.style ?? pickerStyle)
    }

    public func pickerStyle(in session: Session) -> PickerStyle { picker.style ?? session.pickerStyle }
}

/// `picker <binding> [title "…"] [label "…"] [style …]` as the export records it: `{case}` in
/// the label stands for the case; the style it was drawn in (with none named, the `style`
/// binding's then).
struct DrawnPicker: DrawnView {
    var binding: String
    var title: String?
    var label: String?
    var style: PickerStyle

    func swiftLines(_ source: inout DrawnViewSource) -> [String] {
        source.picker(named: binding, title: title, label: label, style: style)
    }

    func bindingsRead(in session: Session) -> Set<String> { [binding] }
}

extension DrawnCommand {
    /// `picker <binding> ...`.
    public static func picker(binding: String, title: String?, label: String?, style: PickerStyle) -> DrawnCommand {
        DrawnCommand(DrawnPicker(binding: binding, title: title, label: label, style: style))
    }
}

extension DrawnViewSource {
    /// `picker <binding> ...` as seed 3's EnumPicker; empty when the binding is gone.
    mutating func picker(named name: String, title: String?, label: String?, style: PickerStyle) -> [String] {
        guard let b = plan.bindingPlan(name) else { return [] }
        return picker(b, title: title, label: label, style: style)
    }
}
