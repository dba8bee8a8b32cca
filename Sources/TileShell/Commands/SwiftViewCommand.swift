import LessonInterpreter
import SwiftLesson
import TileRender
import TileText
import TileTree

/// `show <View>(...)`: a SwiftUI view written as a Swift expression, evaluated against the
/// session's SwiftUI source (the files it opened and the declarations typed at its prompt) and
/// drawn. A mistake is an error in Swift's own terms, pointing into the expression.
///
/// Example: `show InitializerBootcamp(count: 3, fruit: .orange)`, `show Text("Hi").bold()`.
public struct SwiftViewCommand: ShellCommand {
    /// Made by `show` when its argument opens a Swift call; `show`'s entry is its own.
    public static var spec: CommandSpec { ShowCommand.spec }

    /// Where the expression is in the command's line (bytes).
    public var start: Int
    public var end: Int
    /// The expression as written.
    public var expression: String

    public init(start: Int, end: Int, in line: SourceLine) {
        self.start = start
        self.end = end
        let utf8 = Array(line.text.utf8)
        let lower = max(0, min(start, utf8.count))
        expression = String(decoding: utf8[lower..<max(lower, min(end, utf8.count))], as: UTF8.self)
    }

    public static func check(_ tokens: ArraySlice<TileShell.Token>, of command: Command, in checker: Checker)
        throws(TileShell.Diagnostic) -> CheckedCommand
    {
        try ShowCommand.check(tokens, of: command, in: checker)
    }

    public func run(in shell: inout Shell, command: Command) throws(TileShell.Diagnostic) -> ShellView? {
        var warnings: [String] = []
        let tree = try Self.evaluate(
            command.line, start: start, end: end, session: shell.session, environment: shell.environment,
            warnings: &warnings)
        shell.lastSwiftView = expression
        let view = SwiftTreeView(tree: tree, name: nil)
        guard !warnings.isEmpty else { return .other(view) }
        // NB: what the interpreter drew without (an API it does not know yet) is said under the view, dimmed.
        let shown =
            warnings.prefix(Self.warningsShown)
            + (warnings.count > Self.warningsShown
                ? ["warning: and \(warnings.count - Self.warningsShown) more"] : [])
        return .stack(
            VStackView([view, TextView(shown.joined(separator: "\n"), emphasis: .secondary, role: "warning")]))
    }

    /// The most warnings said under one view.
    static let warningsShown = 3

    /// The bindings the expression names, so that a watch of it is drawn again when they change.
    public func reads(in session: Session) -> Watch.Reads {
        var reads = Watch.Reads()
        for n in Self.names(in: expression, session: session) { reads.read(named: n.name, in: session) }
        return reads
    }

    /// The expression as written, for a Swift export's main view.
    public func drawn(pickerStyle: PickerStyle) -> DrawnCommand? {
        .source(DrawnSource(lines: expression.split(separator: "\n").map(String.init), namesBindings: true))
    }

    /// The view's tree as SwiftUI builds it, one view a line, modifiers around what they modify.
    public func explain(_ explainer: Explainer, text: String) -> [String] {
        let line = SourceLine(source: "explain", lineNumber: 1, text: text)
        let start = text.utf8.firstIndex(of: UInt8(ascii: "(")).map { _ in
            text.utf8.prefix { $0 != 0x20 }.count + 1
        }
        do throws(TileShell.Diagnostic) {
            let tree = try Self.evaluate(
                line, start: start ?? 0, end: text.utf8.count, session: explainer.session,
                environment: explainer.environment)
            return ["\(text) would draw a view written in Swift, built as SwiftUI builds it:"]
                + Explainer.treeLines(tree)
        } catch {
            return ["\(text) cannot draw: \(error.message)"]
        }
    }

    /// The view the expression at `start..<end` of `line` makes, or the first error, placed in the line.
    static func evaluate(
        _ line: SourceLine, start: Int, end: Int, session: Session, environment: Environment
    ) throws(TileShell.Diagnostic) -> ViewNode {
        var warnings: [String] = []
        return try evaluate(
            line, start: start, end: end, session: session, environment: environment, warnings: &warnings)
    }

    /// `evaluate`, with the interpreter's warnings (`warning: '.scrollContentBackground' is not
    /// supported yet; drawn without it`) added to `warnings`.
    static func evaluate(
        _ line: SourceLine, start: Int, end: Int, session: Session, environment: Environment,
        warnings: inout [String]
    ) throws(TileShell.Diagnostic) -> ViewNode {
        let utf8 = Array(line.text.utf8)
        let lower = max(0, min(start, utf8.count))
        let upper = max(lower, min(end, utf8.count))
        let text = String(decoding: utf8[lower..<upper], as: UTF8.self)
        let program = session.swift?.program ?? .empty
        let (tree, diagnostics) = Lesson.view(
            SourceFile(path: "show", text: text), in: program,
            formatting: LessonShellFormatting(environment: environment),
            now: Double(environment.now.seconds), names: names(in: text, session: session),
            shouldStop: environment.shouldStop)
        if let error = diagnostics.first(where: { $0.diagnostic.severity == .error }) {
            let d = error.diagnostic
            guard error.file < 0 else {
                // NB: an error inside a declaration the expression called: said where, in Swift's words.
                let file = program.files.indices.contains(error.file) ? program.files[error.file] : nil
                let place = file.map {
                    " (in \(d.formatted(in: $0).split(separator: ":").prefix(3).joined(separator: ":")))"
                }
                throw line.error(d.message + (place ?? ""), start: lower, end: upper)
            }
            let s = lower + max(0, min(d.range.start, text.utf8.count))
            let e = lower + max(0, min(max(d.range.end, d.range.start + 1), text.utf8.count))
            throw line.error(d.message, start: s, end: max(s + 1, e), notes: unreadable(d.message, in: session))
        }
        // NB: the expression's own: a declaration's were said when it was declared or opened.
        for found in diagnostics where found.file < 0 && found.diagnostic.severity == .warning {
            warnings.append("warning: " + Excerpt.message(found.diagnostic.message))
        }
        return tree ?? .empty
    }
}

extension SwiftViewCommand {
    /// A note for `cannot find 'price' in scope` when `price` is a binding Swift cannot read.
    static func unreadable(_ message: String, in session: Session) -> [String] {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        guard message.hasPrefix("cannot find '"), parts.count >= 3, let b = session.binding(named: parts[1]) else {
            return []
        }
        return [
            "'\(b.name)' is a binding of type \(b.type), which Swift here cannot read; it reads Bool, Int, "
                + "Double, String and the enums of the session's Swift"
        ]
    }

    /// The session's bindings that `text` names, as the variables a Swift expression sees
    /// (`show Text("Hello, \\(name ?? "you")")`): those of type Bool, Int, Double, String or an
    /// enum of the session's Swift, optional or not. (Decimal and Date have no Swift value here.)
    static func names(in text: String, session: Session) -> [LessonName] {
        var out: [LessonName] = []
        var seen: [Substring] = []
        for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        where !seen.contains(word) {
            seen.append(word)
            guard let b = session.binding(named: word) else { continue }
            switch b.type.base {
            case .decimal, .date: continue
            case .int, .string, .bool, .double, .enumeration: break
            }
            out.append(LessonName(name: b.name, type: b.type.description, value: session.stateValue(b)))
        }
        return out
    }
}

extension Shell {
    /// A modifier on a line of its own (`.padding()` under a `show VStack { … }`): the view `show`
    /// drew last from Swift, with the modifier, is shown again, and is the one the next modifier
    /// goes on from. An error in the modifier points into its own line.
    mutating func runModifier(_ line: SourceLine, succeeded: ((Command) -> Void)?, emit: ([UInt8]) -> Void) -> Outcome {
        let blanks = line.text.utf8.prefix { $0 == 0x20 || (0x09...0x0D).contains($0) }.count
        let word = line.text.utf8.dropFirst(blanks + 1).prefix { SwiftEntry.isLetter($0) }.count
        guard let last = lastSwiftView else {
            return .failed(
                line.error(
                    "a modifier on a line of its own changes the view 'show' drew last from Swift, and there is none "
                        + "yet; write it after a view, as in 'show Text(\"Hi\").padding()'",
                    start: blanks, end: blanks + 1 + word),
                rest: [])
        }
        // NB: the view's expression comes first, in lines of its own before this one, so that a
        // place in the modifier is a place in this line.
        let prefix = "show " + last + "\n"
        let lines = prefix.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let combined = SourceLine(source: line.source, lineNumber: line.lineNumber - lines, text: prefix + line.text)
        switch run(combined, succeeded: succeeded, emit: emit) {
        case .failed(let diagnostic, let rest) where diagnostic.location.line < line.lineNumber:
            // NB: the view drew before, so what fails now is a binding it reads that changed since.
            var moved = line.error(
                "the view 'show' drew last cannot be drawn again: " + diagnostic.message, start: blanks,
                end: blanks + 1 + word)
            moved.notes = diagnostic.notes
            return .failed(moved, rest: rest)
        case let outcome:
            return outcome
        }
    }
}
