/// `show <binding> ...`: each binding's view by its presentation (the seeds' failable texts,
/// badge and picker), stacked; a nil optional draws nothing.
///
/// Example: `show price` with price 9.99 draws the red text "$9.99".
public struct ShowCommand: ShellCommand {
    /// The bindings as the checker found them (a `show` changes nothing, so they are current).
    public var bindings: [Binding]

    public init(bindings: [Binding]) { self.bindings = bindings }

    /// Most bindings one `show` command may list (README "Limits"). NB: without it, one 1 MiB
    /// line naming a 1 MiB string 200 000 times would be drawn as 200 GiB before any is written.
    public static let maxShown = 100

    public static let spec = CommandSpec(
        "show", for: Self.self, usage: "show <binding> [<binding> ...] | show <View>(...)",
        summary:
            "Render each binding's view, stacked (a nil optional renders nothing at all), or a SwiftUI view written in Swift.",
        examples: ["show price", "show name jobTitle", "show unit", "show Text(\"Hi\").bold()"],
        grammar: [
            .either(
                .swiftCall,
                then: [
                    .rest(
                        Slot(
                            .view, fills: .swiftView, shape: .word,
                            expected: "a SwiftUI view, as in 'show Text(\"Hi\")'"))
                ],
                otherwise: [
                    .oneOrMore(
                        Slot(.binding, fills: .anyBinding, expected: "a binding name"),
                        missing: "one or more binding names, as in 'show price', or a view, as in 'show Text(\"Hi\")'")
                ])
        ],
        effects: .draws, reads: ["currency", "style"])

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        let names = tokens.dropFirst()
        let line = command.line
        // NB: a capitalised word is Swift (`VStack {`) unless a binding has that name.
        if let first = names.first, Trigger.swiftCall.matches(first, in: line),
            line.word(of: first).contains("(") || (try? checker.lookup(first, line: line)) == nil
        {
            return .command(SwiftViewCommand(start: first.start, end: command.end, in: line))
        }
        if let odd = names.first(where: { $0.kind != .word && $0.kind != .string }) {
            throw line.error(.expected("a binding name", found: line.text(of: odd)), at: odd)
        }
        if names.count > Self.maxShown {
            throw line.error(
                .limit(.shownBindings(count: names.count, limit: Self.maxShown)),
                at: names[names.startIndex + Self.maxShown])
        }
        var out: [Binding] = []
        out.reserveCapacity(names.count)
        for n in names { out.append(try checker.lookup(n, line: line)) }
        return .show(ShowCommand(bindings: out))
    }

    public func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? {
        // NB: one binding (the usual `show price`) is its own view, with no stack around it:
        // a stack of one draws the same bytes and the same JSON.
        if bindings.count == 1, let b = bindings.first { return shell.view(for: b) }
        var views: [any TileShellView] = []
        views.reserveCapacity(bindings.count)
        for b in bindings {
            if let v = shell.view(for: b) { views.append(v) }
        }
        return .stack(VStackView(views))
    }

    /// A nil optional's view draws nothing, and is still a view of the session.
    public var logsEmptyView: Bool { true }

    /// The bindings shown and their enum types, and a price's currency or a picker's style.
    public func reads(in session: Session) -> Watch.Reads {
        var reads = Watch.Reads()
        for b in bindings { reads.read(b, implicit: Self.spec.reads, in: session) }
        return reads
    }

    public func explain(_ explainer: Explainer, text: String) -> [String] { bindings.flatMap(explainer.explain) }

    public func drawn(pickerStyle: PickerStyle) -> DrawnCommand? {
        let showsPicker = bindings.contains(where: Self.readsStyle)
        return .show(bindings.map(\.name), pickerStyle: showsPicker ? pickerStyle : nil)
    }

    public func pickerStyle(in session: Session) -> PickerStyle {
        bindings.contains(where: Self.readsStyle) ? session.pickerStyle : .segmented
    }

    /// Whether `b`'s view is drawn in the `style` binding's picker style.
    static func readsStyle(_ b: Binding) -> Bool { b.presentation.readsBindings.contains("style") }
}

/// `show <binding> ...` as the export records it: each binding's view, stacked; `pickerStyle` is
/// the style its pickers were drawn in (the `style` binding's then), nil when it shows no picker.
struct DrawnShow: DrawnView {
    var names: [String]
    var pickerStyle: PickerStyle?

    func swiftLines(_ source: inout DrawnViewSource) -> [String] { source.shown(names, pickerStyle: pickerStyle) }

    /// The bindings shown, and those their exported views read (a price's enum `currency`).
    func bindingsRead(in session: Session) -> Set<String> {
        var read: Set<String> = []
        for name in names {
            read.insert(name)
            if let b = session.binding(named: name) { read.formUnion(b.presentation.exportReads(in: session)) }
        }
        return read
    }
}

extension DrawnCommand {
    /// `show <binding> ...`.
    public static func show(_ names: [String], pickerStyle: PickerStyle?) -> DrawnCommand {
        DrawnCommand(DrawnShow(names: names, pickerStyle: pickerStyle))
    }
}

extension DrawnViewSource {
    /// `show <binding> ...`: each binding's view, stacked when there are several.
    mutating func shown(_ names: [String], pickerStyle style: PickerStyle?) -> [String] {
        let views = names.compactMap { plan.bindingPlan($0) }.map {
            view(for: $0, pickerStyle: style ?? .segmented)
        }.filter { !$0.isEmpty }
        if views.count == 1, let only = views.first { return only }
        if views.isEmpty { return [] }
        return ["VStack(alignment: .leading) {"] + views.flatMap { $0.map { "  " + $0 } } + ["}"]
    }
}
