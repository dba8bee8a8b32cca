import LessonInterpreter
import TileRender
import TileTree

/// The interpreter: runs lines against a session and hands back rendered bytes. Used alike by
/// the interactive session, script replay and `-c`; it never touches a terminal or a file.
///
/// Example: `var shell = Shell(environment: env); shell.run(line) { out.write($0) }`
public struct Shell: Sendable {
    /// The resource files of the app target the session opened (`Bundle.main`'s), if it did.
    public var resources: (any LessonResources)?
    /// The session and the command table, kept in the checker that reads them.
    /// NB: checking a command then borrows them; a checker made per command copied the session.
    var checker: Checker
    public var session: Session {
        get { checker.session }
        _modify { yield &checker.session }
    }
    public var environment: Environment
    /// When false (`--check`), commands are checked and state is updated but nothing is drawn.
    public var rendersOutput = true
    /// Whether a summary suggests commands to type next ("try 'set count …'"): not in `--preview`,
    /// where no command is typed.
    public var suggestsCommands = true
    /// Drawn cells, or one JSON object per view and line.
    public var outputFormat = OutputFormat.text
    /// The bytes of tiles and pickers drawn before (see `RenderCache`).
    var memo = RenderCache()
    /// Where each command's output is put together; kept between commands so that rendering
    /// does not allocate a new array each time.
    var scratch: [UInt8] = []
    /// The last line's commands and tokens, whose storage the next line is parsed into.
    var parsed = Parser.Storage()
    /// The changes `undo` can take back.
    public private(set) var undoLog = UndoLog()
    /// What the session has drawn, for `export`.
    public private(set) var drawings = DrawingLog()
    /// The commands this shell understands.
    public var commands: CommandTable {
        get { checker.commands }
        _modify { yield &checker.commands }
    }
    /// The presentations bindings may be declared with (`var ... as <view>`).
    public var presentations: PresentationTable {
        get { checker.presentations }
        _modify { yield &checker.presentations }
    }
    /// What changed since the watches were last drawn, and watches made or restored since then.
    /// NB: kept only while there are watches, so a session without them pays one test per change.
    var watchChanges = Watch.Reads()
    var freshWatches: [Int] = []
    /// The Swift expression of the view `show` drew last from Swift, which a modifier on a line
    /// of its own (`.padding()`) goes on from.
    public internal(set) var lastSwiftView: String?

    public init(
        session: Session = .standard(), environment: Environment, presentations: PresentationTable = .standard
    ) {
        self.checker = Checker(session: session, now: environment.now, presentations: presentations)
        self.environment = environment
    }

    /// What became of a line.
    /// NB: the rare cases are boxed (`indirect`), so the usual `.ok` is returned in a word
    /// instead of copying room for a command and a diagnostic on every line.
    public enum Outcome: Sendable {
        case ok
        /// A command failed; `rest` are the commands after it on the line (empty after a parse
        /// error), for `--keep-going` and `--check`.
        indirect case failed(Diagnostic, rest: ArraySlice<Command>)
        case quit
        /// A command the edge must carry out (`source`, `record`, `history`, the chooser); after
        /// it, the edge runs `rest`, the commands that followed on the same line.
        indirect case host(any HostRequest, command: Command, rest: ArraySlice<Command>)
    }

    /// Parses, checks and runs every command on a line, in order. Each command's output is
    /// passed to `emit` as soon as it is rendered (one call per command). The first failing
    /// command stops the line and changes nothing itself.
    public mutating func run(
        _ line: SourceLine, succeeded: ((Command) -> Void)? = nil, emit: ([UInt8]) -> Void
    ) -> Outcome {
        // NB: Swift declarations are read by Swift's own parser, not as commands.
        switch SwiftEntry.start(of: line.text) {
        case .command: break
        case .declaration: return runSwift(line, succeeded: succeeded, emit: emit)
        case .modifier: return runModifier(line, succeeded: succeeded, emit: emit)
        }
        do { try Parser.parse(line, table: commands, into: &parsed) } catch { return .failed(error, rest: []) }
        return run(commands: parsed.commands[...], succeeded: succeeded, emit: emit)
    }

    /// Runs parsed commands in order (the rest of a line after a host command).
    public mutating func run(
        commands: ArraySlice<Command>, succeeded: ((Command) -> Void)? = nil, emit: ([UInt8]) -> Void
    ) -> Outcome {
        for offset in commands.indices {
            let command = commands[offset]
            let checked: CheckedCommand
            do {
                checker.now = environment.now
                checked = try checker.check(command)
            } catch {
                return .failed(error, rest: commands[(offset + 1)...])
            }
            if case .host(let h) = checked {
                return .host(h, command: command, rest: commands[(offset + 1)...])
            }
            let view: ShellView?
            do { view = try execute(checked, command: command) } catch {
                return .failed(error, rest: commands[(offset + 1)...])
            }
            let quits = if case .quit = checked { true } else { false }
            // NB: the checked command and its view are moved, not copied, into the drawing log.
            if rendersOutput {
                switch consume view {
                case .some(let view):
                    draw(view, of: consume checked, emit: emit)
                case .none:
                    // A nil optional's view draws nothing, and is still a view of the session.
                    if checked.shellCommand?.logsEmptyView == true {
                        let style = pickerStyle(of: checked)
                        drawings.append(
                            DrawingLog.Drawing(
                                command: consume checked, view: .empty, isEmpty: true, pickerStyle: style),
                            bytes: 0)
                    }
                }
            }
            if !freshWatches.isEmpty || !watchChanges.isEmpty { redrawWatches(emit: emit) }
            succeeded?(command)
            if quits { return .quit }
        }
        return .ok
    }

    /// The picker style a command's pickers were drawn in, for the drawing log: the `style`
    /// binding's when a picker names none. NB: read only for a command that draws a picker, so
    /// tiles and texts pay no look-up.
    func pickerStyle(of command: borrowing CheckedCommand) -> PickerStyle {
        switch command {
        case .tile, .set, .quit, .host: .segmented
        case .show(let c): c.pickerStyle(in: session)
        case .picker(let c): c.pickerStyle(in: session)
        case .command(let c): c.pickerStyle(in: session)
        }
    }

    /// Renders a command's view, hands the bytes to `emit` and logs the drawing for `export`.
    /// NB: inlined: as a call it costs every drawing line measurably more (BENCHMARKS.md).
    @inline(__always)
    mutating func draw(
        _ view: consuming ShellView, of command: consuming CheckedCommand, exported: DrawnCommand? = nil,
        emit: ([UInt8]) -> Void
    ) {
        var bytes = renderRecurring(view)
        if !bytes.isEmpty { emit(bytes) }
        drawings.append(
            DrawingLog.Drawing(
                command: command, view: view, isEmpty: bytes.isEmpty, pickerStyle: pickerStyle(of: command),
                size: bytes.count, exported: exported),
            bytes: bytes.count)
        // NB: handed back for the next command (emit must not keep it, and does not).
        bytes.removeAll(keepingCapacity: true)
        if bytes.capacity <= Self.scratchCapacity { scratch = bytes }
    }

    /// What the edge's chooser offers for `pick <binding>` with no case: the binding's enum and
    /// the index of its current case (the first when it has none); nil when it holds no enum.
    public func choice(for binding: String) -> (type: EnumType, current: Int)? {
        guard let b = session.binding(named: binding), case .enumeration(let t) = b.type.base,
            let e = session.enumType(named: t)
        else { return nil }
        if case .enumCase(let i)? = b.value { return (e, i) }
        return (e, 0)
    }

    /// Applies the chooser's answer to `command` (`pick <binding>` with no case): `index` is the
    /// case chosen, nil (or out of range) when cancelled. A change is recorded for `undo`; either
    /// way a dim line says what became of it, "unit = minute" or "unit unchanged (second)".
    public mutating func pick(binding name: String, index: Int?, by command: Command, emit: ([UInt8]) -> Void) {
        guard let (e, current) = choice(for: name) else { return }
        let text: String
        if let index, e.cases.indices.contains(index) {
            change(.assign(binding: name, old: session.binding(named: name)?.value, new: .enumCase(index)), by: command)
            text = "\(name) = \(e.cases[index])"
        } else {
            text = "\(name) unchanged (\(e.cases.indices.contains(current) ? e.cases[current] : "?"))"
        }
        guard rendersOutput else { return }
        draw(.text(TextView(text, emphasis: .secondary)), of: .host(PickCommand.Request(binding: name)), emit: emit)
        redrawWatches(emit: emit)
    }

    /// The outcome for a line no person typed at the prompt (scripts, `-c`, `source`, the startup
    /// file, session files): a command's interactive form, the host command a command with the
    /// `.interactive` effect hands back, is then an error; any other outcome is kept.
    public func withoutPerson(_ outcome: Outcome) -> Outcome {
        guard case .host(let h, let command, let rest) = outcome,
            let spec = commands.named(command.keyword, in: command.line), spec.effects.contains(.interactive)
        else { return outcome }
        if h is PickCommand.Request { return withoutChooser(outcome) }
        return .failed(command.line.error(.onlyAtPrompt(command: spec.name), at: command.keyword), rest: rest)
    }

    /// The outcome where the edge offers no chooser (see `withoutPerson`; also at a prompt on a
    /// terminal that cannot draw one): `pick <binding>` with no case is then an error listing
    /// the cases; any other outcome is kept.
    public func withoutChooser(_ outcome: Outcome) -> Outcome {
        guard case .host(let h, let command, let rest) = outcome, let name = (h as? PickCommand.Request)?.binding,
            let (e, _) = choice(for: name)
        else {
            return outcome
        }
        let message = "'pick \(name)' needs a case; expected one of: \(ValueParser.caseList(e))"
        return .failed(command.line.error(message, start: command.end, end: command.end + 1), rest: rest)
    }

    /// A view as output bytes in the chosen format.
    public func render(_ view: some TileShellView) -> [UInt8] {
        var bytes: [UInt8] = []
        switch outputFormat {
        case .text:
            let canvas = view.draw(width: max(1, environment.width))
            Renderer(depth: environment.colorDepth).render(canvas, into: &bytes)
        case .json:
            for object in view.json() {
                bytes.append(contentsOf: object.serialized().utf8)
                bytes.append(0x0A)
            }
        case .layout:
            // NB: a message (`opened …`) is no view: it has no layout.
            if view.plainTrees().isEmpty { return [] }
            let objects: [JSONValue]
            do throws(LayoutError) {
                objects = try DrawnLayout.of(view, width: environment.width, device: environment.device).flatMap(\.json)
            } catch {
                objects = [.object([("error", .string(error.message))])]
            }
            for object in objects {
                bytes.append(contentsOf: object.serialized().utf8)
                bytes.append(0x0A)
            }
        }
        return bytes
    }

    /// The most scratch capacity kept between commands.
    static let scratchCapacity = 1 << 20

    /// `render(view)`, copying the bytes of tiles and pickers drawn before instead of drawing them.
    mutating func renderRecurring(_ view: ShellView) -> [UInt8] {
        switch outputFormat {
        case .text:
            var bytes: [UInt8] = []
            swap(&bytes, &scratch)
            memo.render(view, width: max(1, environment.width), depth: environment.colorDepth, into: &bytes)
            return bytes
        case .json, .layout:
            return render(view)
        }
    }

    /// Applies a checked command: state changes first, then the view to show (if any); throws
    /// when the command cannot be carried out (`undo` with nothing to take back).
    /// NB: the commands a replay runs most are run as themselves, not through an existential.
    mutating func execute(
        _ command: CheckedCommand, command source: Command
    ) throws(Diagnostic) -> ShellView? {
        switch command {
        case .tile(let c): try c.run(in: &self, command: source)
        case .show(let c): try c.run(in: &self, command: source)
        case .picker(let c): try c.run(in: &self, command: source)
        case .set(let c): try c.run(in: &self, command: source)
        case .command(let c): try c.run(in: &self, command: source)
        case .quit, .host: nil
        }
    }

    /// The view a binding shows as, by its presentation: the seeds' failable texts and picker.
    public func view(for b: Binding) -> ShellView? {
        guard let value = b.value else { return nil }
        return b.presentation.view(of: b, value: value, session: session, environment: environment)
    }

    func pickerView(for b: Binding, title: String?, label: String?, style: PickerStyle?) -> PickerView? {
        PickerPresentation.view(of: b, title: title, label: label, style: style, session: session)
    }

    /// Replaces the whole session (`load`), as one step `undo` can take back, and draws each of
    /// its watches once.
    public mutating func replaceSession(with new: Session, by command: Command, emit: ([UInt8]) -> Void) {
        change(.replaceSession(old: session, new: new), by: command)
        redrawWatches(emit: emit)
    }

    /// Draws again each watch that reads something changed since the last time, and each watch
    /// made or restored since then, in number order, after the command's own output.
    mutating func redrawWatches(emit: ([UInt8]) -> Void) {
        let changes = watchChanges
        let fresh = freshWatches
        watchChanges = Watch.Reads()
        freshWatches.removeAll()
        guard rendersOutput else { return }
        for w in session.watches where fresh.contains(w.number) || w.reads.isAffected(by: changes) {
            let (view, checked) = watchedView(w)
            draw(.watched(view), of: checked, emit: emit)
        }
    }

    /// A watch's view as its command draws it now, under its header; if the command no longer
    /// checks (its binding was undone), the header and why.
    mutating func watchedView(_ w: Watch) -> (WatchedView, CheckedCommand) {
        do throws(Diagnostic) {
            checker.now = environment.now
            let checked = try checker.check(w.command)
            guard let view = try? execute(checked, command: w.command) else {
                return (WatchedView(w, view: nil, problem: nil), checked)
            }
            return (WatchedView(w, view: view, problem: nil), checked)
        } catch {
            return (WatchedView(w, view: nil, problem: error.message), .command(WatchCommand(watch: w)))
        }
    }

    /// Makes the session as it is now the floor of `undo` (after the startup file, which
    /// `undo` should not take apart).
    public mutating func forgetUndoSteps() { undoLog = UndoLog() }

    /// Applies a change and records it for `undo`.
    /// NB: the change is moved into its undo step, not copied (a retain of each of its values).
    public mutating func change(_ change: consuming UndoLog.Change, by command: Command) {
        apply(change, undoing: false)
        undoLog.record(UndoLog.Step(command, change: change))
    }

    /// Applies a change, or takes it back.
    mutating func apply(_ change: UndoLog.Change, undoing: Bool) {
        defer {
            if !session.watches.isEmpty, session.watched.isAffected(by: change) { watchChanges.formUnion(.of(change)) }
        }
        switch change {
        case .assign(let name, let old, let new):
            session.assign(name, undoing ? old : new)
        case .assignAll(let all):
            for a in all { session.assign(a.binding, undoing ? a.old : a.new) }
        case .declareBinding(let b):
            if undoing { session.removeLastBinding() } else { session.declare(b) }
        case .declareEnum(let e):
            if undoing { session.removeLastEnum() } else { session.declare(e) }
        case .tileKind(let name, let old, let new):
            guard var e = session.enumType(named: name) else { return }
            e.faces = undoing ? old : new
            session.declare(e)
        case .replaceSession(let old, let new):
            session = undoing ? old : new
        case .watch(let w):
            if undoing {
                session.removeWatches([w.number])
            } else {
                session.add(w)
                freshWatches.append(w.number)
            }
        case .unwatch(let ws):
            if undoing {
                for w in ws { session.add(w) }
                freshWatches += ws.map(\.number)
            } else {
                session.removeWatches(ws.map(\.number))
            }
        }
    }

    /// What a change, just applied or taken back, left: "unit = second" (for undo's report).
    func outcome(of change: UndoLog.Change, undone: Bool) -> String {
        switch change {
        case .assign(let name, _, _):
            guard let b = session.binding(named: name) else { return name }
            return "\(name) = " + ValueText.literal(b.value, type: b.type.base, session: session)
        case .assignAll(let all):
            return all.map { a in
                guard let b = session.binding(named: a.binding) else { return a.binding }
                return "\(a.binding) = " + ValueText.literal(b.value, type: b.type.base, session: session)
            }.joined(separator: ", ")
        case .declareBinding(let b):
            return undone ? "\(b.name) is no longer declared" : "\(b.name) is declared"
        case .declareEnum(let e):
            return undone ? "enum \(e.name) is no longer declared" : "enum \(e.name) is declared"
        case .tileKind(let name, let old, _):
            if undone && old == nil { return "\(name) is no longer a tile kind" }
            return undone ? "\(name) has its earlier tile faces" : "\(name) is a tile kind"
        case .replaceSession:
            return undone ? "the session before it is back" : "the loaded session is back"
        case .watch(let w):
            return undone ? "watch \(w.number) is removed" : "watch \(w.number) is back"
        case .unwatch(let ws):
            let numbers = DiagnosticKind.alternatives(ws.map { String($0.number) })
            return "watch \(numbers) " + (ws.count == 1 ? "is " : "are ") + (undone ? "back" : "removed")
        }
    }

    /// Takes back (or puts back) up to `n` steps and reports what each left.
    mutating func step(_ n: Int, undoing: Bool, command: Command) throws(Diagnostic) -> ShellView? {
        let word = undoing ? "undo" : "redo"
        guard undoing ? undoLog.canUndo : !undoLog.redoable.isEmpty else {
            let what =
                undoing
                ? "undo takes back set, pick, unset, var, enum, tilekind, load, watch, unwatch, open, tap and Swift declarations"
                : "redo puts back what undo took back"
            throw command.line.error("nothing to \(word); \(what)", at: command.keyword)
        }
        var lines: [String] = []
        for _ in 0..<n {
            guard let step = undoing ? undoLog.popUndo() : undoLog.popRedo() else { break }
            apply(step.change, undoing: undoing)
            lines.append(
                (undoing ? "undid " : "redid ") + step.command + ": " + outcome(of: step.change, undone: undoing))
        }
        if lines.count < n { lines.append("(only \(lines.count) to \(word))") }
        return .text(TextView(lines.joined(separator: "\n"), emphasis: .secondary, role: word))
    }
}
