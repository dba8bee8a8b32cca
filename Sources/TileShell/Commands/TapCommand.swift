import LessonInterpreter
import SwiftLesson
import TileRender
import TileTree

/// `tap "<label>"`: presses a button a preview of the session's SwiftUI file shows: its action
/// runs, the `@State` it changes is stored in the bindings (one step for `undo`), and the
/// watched previews are drawn again. On a `NavigationLink`'s label it pushes the destination,
/// and on a pushed screen's back button it pops it (as `back` does).
///
/// Example: `tap "+1"` after `open Counter.swift`.
public struct TapCommand: ShellCommand {
    public static let spec = CommandSpec(
        "tap", for: Self.self, usage: "tap <label>",
        summary:
            "Press a button in the open SwiftUI file's previews (its action runs and the previews redraw), or follow a NavigationLink.",
        examples: [
            "struct Counter: View { @State var count = 0; var body: some View { Button(\"+1\") { count += 1 } } }",
            "#Preview { Counter() }", "tap \"+1\"",
        ],
        grammar: [
            .one(
                Slot(
                    .label, fills: .buttonLabel, shape: .value,
                    expected: "a button's or a link's label, as in 'tap \"+1\"'"))
        ],
        effects: .changesState)

    public var label: String

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        let token = tokens[tokens.startIndex + 1]
        guard checker.session.swift?.program.isEmpty == false else {
            throw command.line.error(
                "no buttons to tap: no SwiftUI file is open; 'open File.swift' opens one", at: command.keyword)
        }
        return .command(TapCommand(label: command.line.text(of: token)))
    }

    /// What to type instead when `label` is a Toggle's, not a button's: `set` of the Bool it
    /// is bound to, named when one Bool binding of the previews holds the toggle's value.
    static func toggleAdvice(_ label: String, _ previews: [LessonPreview], _ session: Session) -> String? {
        for p in previews {
            for node in p.tree.preOrder {
                guard let toggle = node.kind as? ToggleKind,
                    node.preOrder.contains(where: { ($0.kind as? TextKind)?.text == label })
                else { continue }
                let candidates = (session.swift?.states ?? []).filter { link in
                    link.preview == p.name && session.binding(named: link.binding)?.value == .bool(toggle.isOn)
                }
                let set =
                    candidates.count == 1
                    ? "'set \(candidates[0].binding) \(!toggle.isOn)' turns it \(toggle.isOn ? "off" : "on")"
                    : "'set' the Bool it is bound to ('state' lists the bindings)"
                return "'\(label)' is a Toggle, not a button: " + set
            }
        }
        return nil
    }

    public func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? {
        let target =
            command.line.text.utf8.count > command.keyword.end ? command.keyword.end + 1 : command.keyword.start
        guard let result = shell.runProgram(tap: (label, nil)) else {
            throw command.line.error("no SwiftUI file is open", at: command.keyword)
        }
        switch result.tap {
        case .pressed(let preview, let changes)?:
            var assignments: [UndoLog.Assignment] = []
            var kept = shell.session.swift?.kept ?? [:]
            var keptChanges: [SwiftState] = []
            for change in changes {
                guard
                    let link = shell.session.swift?.states.first(where: {
                        $0.preview == preview && $0.property == change.name
                    }),
                    let b = shell.session.binding(named: link.binding),
                    let new = shell.value(change.value, as: b.type.base, in: shell.session)
                else {
                    // NB: state no binding holds (an array, a child view's own `@State`) is kept for the view.
                    kept[preview, default: [:]][change.name] = change.value
                    keptChanges.append(change)
                    continue
                }
                assignments.append(UndoLog.Assignment(binding: link.binding, old: b.value, new: new))
            }
            var text = assignments.map { a in
                let type = shell.session.binding(named: a.binding)?.type.base ?? .string
                return a.binding + " = " + ValueText.literal(a.new, type: type, session: shell.session)
            }
            if !keptChanges.isEmpty, let swift = shell.session.swift {
                // NB: one step for undo that takes back the kept state and the bindings together.
                var new = shell.session
                for a in assignments { new.assign(a.binding, a.new) }
                new.swift = swift.keeping(kept)
                text += keptChanges.map { Self.keptText($0) }
                shell.change(.replaceSession(old: shell.session, new: new), by: command)
            } else if !assignments.isEmpty {
                shell.change(.assignAll(assignments), by: command)
            } else {
                return .text(TextView("tapped '\(label)': nothing changed", emphasis: .secondary, role: "tap"))
            }
            return .text(
                TextView(
                    "tapped '\(label)': " + text.joined(separator: ", "), emphasis: .secondary, role: "tap"))
        case .navigated(let preview, let path)?:
            let was = shell.session.swift?.pushed[preview] ?? []
            guard path != was else {
                let text = "tapped '\(label)': nothing changed; no navigationDestination shows its value"
                return .text(TextView(text, emphasis: .secondary, role: "tap"))
            }
            shell.navigate(preview, to: path, by: command)
            return .text(TextView(Self.navigatedText(label, from: was, to: path), emphasis: .secondary, role: "tap"))
        case .notFound(let labels)?:
            if let toggle = Self.toggleAdvice(label, result.previews, shell.session) {
                throw command.line.error(toggle, start: target, end: command.end)
            }
            let shown = Array(Set(labels)).sorted().map { "'\($0)'" }
            throw command.line.error(
                "no button or link labelled '\(label)'; "
                    + (shown.isEmpty
                        ? "the previews show no buttons" : "expected " + DiagnosticKind.alternatives(shown)),
                start: target, end: command.end)
        case .failed(let message)?:
            let placed = result.diagnostics.first {
                $0.diagnostic.severity == .error && $0.diagnostic.message == message
            }
            guard let placed, result.files.indices.contains(placed.file) else {
                throw command.line.error(
                    "the button '\(label)' cannot run: \(message)", start: target, end: command.end)
            }
            // NB: placed where the file's code failed, as swiftc places it; the tap is the note.
            let at = command.line.location(start: command.start, end: command.end)
            throw Self.placed(
                placed.diagnostic, in: result.files[placed.file],
                note: "in the action of '\(label)', tapped at \(at.source):\(at.line):\(at.column); nothing changed")
        case nil:
            throw command.line.error("no button labelled '\(label)'", start: target, end: command.end)
        }
    }

    /// A file's error as the session writes its own, at its line and column in the file.
    static func placed(_ d: SwiftLesson.Diagnostic, in file: SourceFile, note: String) -> Diagnostic {
        let at = file.location(of: d.range.start)
        let lineStart = d.range.start - (at.column - 1)
        let lineEnd =
            file.text.utf8.dropFirst(max(0, lineStart)).firstIndex(of: 0x0A).map {
                file.text.utf8.distance(from: file.text.utf8.startIndex, to: $0)
            } ?? file.text.utf8.count
        // NB: a SourceFile's text ends each line with `\n` alone, whatever the file on disk had.
        let line = file.text(of: SourceRange(start: lineStart, end: lineEnd))
        let column = file.text(of: SourceRange(start: lineStart, end: d.range.start)).count + 1
        let length = max(1, file.text(of: SourceRange(start: d.range.start, end: min(d.range.end, lineEnd))).count)
        return Diagnostic(
            .error, at: SourceLocation(source: file.path, line: at.line, column: column, length: length),
            sourceText: line, d.message, notes: [note])
    }

    /// "tapped 'Tokyo': pushed its destination ('back' returns)", "tapped 'Cities': back to the root".
    static func navigatedText(_ label: String, from was: [String], to path: [String]) -> String {
        if path.count > was.count { return "tapped '\(label)': pushed its destination ('back' returns)" }
        return "tapped '\(label)': back to " + (path.last.map { "'\($0)'" } ?? "the root")
    }

    /// "items ([String], kept by the view)", "CountingRow.taps = 1 (kept by the view)".
    static func keptText(_ state: SwiftState) -> String {
        switch state.value {
        case .array, .record: "\(state.name) (\(state.type), kept by the view)"
        case .bool(let b): "\(state.name) = \(b) (kept by the view)"
        case .int(let n): "\(state.name) = \(n) (kept by the view)"
        case .double(let d): "\(state.name) = \(d) (kept by the view)"
        case .string(let s): "\(state.name) = \(ValueText.quoted(s)) (kept by the view)"
        case .enumCase(let name): "\(state.name) = .\(name) (kept by the view)"
        }
    }
}
