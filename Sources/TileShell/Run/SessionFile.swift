import LessonInterpreter
import SwiftLesson
import TileRender
import TileText

/// The saved-session format: a tileshell script between a versioned header and an end marker.
///
/// ```
/// # tileshell session 1
/// enum Size: small, medium, large
/// tilekind Fruit: apple "Apples" red, orange "Oranges" orange
/// var size: Size = medium as picker
/// set price 9.99
/// # end of session: 4 commands
/// ```
///
/// Only declarations, assignments and watches may appear (`enum`, `tilekind`, `var`, `set`,
/// `pick`, `unset`, `watch`), with the SwiftUI source (`open "path"`, `swift "…"`) and, from
/// format 2, the `@State` the source's views keep that no binding holds (`keep`, after the
/// source: see `KeptStateText`) and, from format 3, the navigation links followed in each
/// preview (`pushed`, see `PushedPathText`). The marker's count catches truncation; a newer
/// version number is refused.
public enum SessionFile {
    /// The newest format this tileshell writes and reads.
    public static let version = 3
    /// NB: a session is written in the oldest format that holds it (1 with no `keep` or `pushed`
    /// line, 2 with no `pushed` line), so that an older tileshell still loads it.
    static let versionWithoutKeptState = 1
    static let versionWithoutPushedPaths = 2
    static let header = "# tileshell session "
    static let footer = "# end of session: "
    /// The largest session file `load` reads, and so the largest `save` writes: 64 MiB.
    public static let maxBytes = 64 << 20

    /// The session as text, or why `load` would refuse it (a line over `Lexer.maxLineBytes`,
    /// a file over `maxBytes`), so `save` never writes a file that cannot be loaded back.
    /// `openedPath` gives the path written for each opened file (relative to the file written).
    public static func encodeForSaving(
        _ session: Session, openedPath: (String) -> String = { $0 }
    ) -> Result<String, SaveRefusal> {
        let text = encode(session, openedPath: openedPath)
        if text.utf8.count > maxBytes {
            return .failure(
                SaveRefusal(
                    message: "the session is \(text.utf8.count) bytes; 'load' reads at most \(maxBytes >> 20) MiB"))
        }
        for (i, line) in SourceLine.lines(of: text).enumerated() where line.utf8.count > TileShell.Lexer.maxLineBytes {
            return .failure(
                SaveRefusal(
                    message: "line \(i + 1) of the session would be \(line.utf8.count) bytes; "
                        + "'load' reads lines of at most \(TileShell.Lexer.maxLineBytes) bytes"))
        }
        return .success(text)
    }

    /// Why a session cannot be saved.
    public struct SaveRefusal: Error, Sendable {
        public var message: String

        public init(message: String) { self.message = message }
    }

    /// The session as text. Decoding it into a fresh standard session gives this session back.
    public static func encode(_ session: Session, openedPath: (String) -> String = { $0 }) -> String {
        var lines: [String] = []
        // NB: the SwiftUI source's enums come back with it (`open` and `swift` lines).
        let fromSwift = session.swift?.program.enums.map(\.name) ?? []
        let builtInEnums: Set<String> = Set(
            [BuiltIns.fruit.name, BuiltIns.timeUnit.name, BuiltIns.pickerStyle.name, BuiltIns.currency.name]
                + fromSwift)
        for e in session.enums where !builtInEnums.contains(e.name) {
            lines.append("enum \(e.name): " + e.cases.joined(separator: ", "))
        }
        for e in session.enums {
            guard let faces = e.faces else { continue }
            let arms = zip(e.cases, faces).map { "\($0) \(ValueText.quoted($1.title)) \($1.color.rawValue)" }
            lines.append("tilekind \(e.name): " + arms.joined(separator: ", "))
        }
        // The SwiftUI source, before the bindings its enums type: each opened file by its path
        // (`load` reopens it), each declaration typed at the prompt as a Swift string.
        let states = Set(session.swift?.states.map(\.binding) ?? [])
        for file in session.swift?.program.files ?? [] {
            lines.append(
                (SwiftSession.isTyped(file.path) ? "swift " : "open ")
                    + ValueText.quoted(
                        SwiftSession.isTyped(file.path) ? file.text : openedPath(file.path)))
        }
        for b in session.bindings {
            let value = ValueText.literal(b.value, type: b.type.base, session: session)
            if b.isBuiltIn || states.contains(b.name) {
                lines.append("set \(b.name) \(value)")
            } else {
                let initial = b.value == nil ? "" : " = \(value)"
                lines.append("var \(b.name): \(b.type)\(initial) as \(b.presentation.name.rawValue)")
            }
        }
        // NB: numbered afresh from 1 when loaded, in the same order.
        // NB: a preview with `@State` is watched again when its file is opened.
        let previews = Set(session.swift?.states.map { "preview " + ValueText.quoted($0.preview) } ?? [])
        for w in session.watches where !previews.contains(w.text) { lines.append("watch \(w.text)") }
        // NB: after the bindings, so the set lines run first, and after the source that made the views.
        let kept = KeptStateText.lines(session.swift?.kept ?? [:])
        lines += kept
        let pushed = PushedPathText.lines(session.swift?.pushed ?? [:])
        lines += pushed
        let written =
            !pushed.isEmpty ? version : !kept.isEmpty ? versionWithoutPushedPaths : versionWithoutKeptState
        return header + "\(written)\n" + lines.map { $0 + "\n" }.joined() + footer + "\(lines.count) commands\n"
    }

    /// Reads a saved session into a fresh standard session. Nothing is applied unless the whole
    /// file is valid; the error names the file's line.
    ///
    /// `open "path"` lines reopen a SwiftUI file: `files` reads it (the edge's work), giving its
    /// text or why it cannot, and `openedName` gives the name the session keeps for it (a path
    /// in the file is relative to the file); `swift "…"` lines declare the Swift typed at a prompt.
    ///
    /// With `missingFile`, a file that cannot be reopened is told there, once, and the rest of
    /// the session loads without it: the lines that needed it (its `@State`, its enums) are
    /// left out with it.
    public static func decode(
        _ text: String, source: String, now: Instant, commands table: CommandTable = .standard,
        presentations: PresentationTable = .standard,
        files: (String) -> Result<String, SaveRefusal> = { _ in
            .failure(SaveRefusal(message: "files are not read here"))
        },
        openedName: (String) -> String = { $0 },
        missingFile: ((TileShell.Diagnostic) -> Void)? = nil
    ) -> Result<Session, TileShell.Diagnostic> {
        var lines = SourceLine.lines(of: text).map(String.init)
        if lines.last == "" { lines.removeLast() }
        /// `message` at `line` (at `column` for a `keep` or `pushed` line that does not read).
        func fail(_ line: Int, column: Int = 1, _ message: String) -> Result<Session, TileShell.Diagnostic> {
            let text = lines.indices.contains(line - 1) ? lines[line - 1] : ""
            return .failure(
                TileShell.Diagnostic(
                    .error, at: SourceLocation(source: source, line: line, column: column), sourceText: text, message)
            )
        }
        // NB: first, before the header and end marker: a file cut where a line passed the limit
        // (`FileIO.read(_:lineLimit:)`) says so, not that it lacks an end.
        if let i = lines.firstIndex(where: { $0.utf8.count > TileShell.Lexer.maxLineBytes }) {
            let line = SourceLine(source: source, lineNumber: i + 1, text: lines[i])
            let count = line.text.utf8.count
            return .failure(
                line.error(
                    .limit(.lineBytes(count: count, limit: TileShell.Lexer.maxLineBytes, severalLines: false)),
                    start: 0, end: 0))
        }
        guard let first = lines.first, first.hasPrefix(header) else {
            return fail(1, "not a tileshell session file; expected a first line '\(header)\(version)'")
        }
        guard let v = Int(first.dropFirst(header.count)), v >= 1 else {
            return fail(1, "malformed session header; expected '\(header)\(version)'")
        }
        if v > version {
            return fail(
                1, "this session file has format \(v), from a newer tileshell; this one reads format \(version)")
        }
        guard let last = lines.last, lines.count >= 2, last.hasPrefix(footer),
            let count = Int(last.dropFirst(footer.count).split(separator: " ").first ?? ""), count == lines.count - 2
        else {
            return fail(
                lines.count, "session file is truncated or damaged: its end marker is missing or does not match")
        }
        var shell = Shell(
            environment: Environment(now: now, formatter: NoFormatting()), presentations: presentations)
        shell.rendersOutput = false
        var kept: [String: [String: StateValue]] = [:]
        var pushed: [String: [String]] = [:]
        /// A file could not be reopened and was left out: what failed after it needed it.
        var leftOut = false
        // NB: a run of `open` lines (an app target's files) joins the session at once: its
        // files may name each other's types in any order.
        var pending: [(line: Int, file: SourceFile, command: Command)] = []
        func addPending() -> Result<Session, TileShell.Diagnostic>? {
            defer { pending.removeAll() }
            guard let last = pending.last else { return nil }
            let report = shell.addSwift(
                pending.map(\.file), drawing: nil, shown: last.file.path, opened: true, by: last.command,
                emit: { _ in })
            guard report.failed else { return nil }
            let message = report.messages.first ?? "it fails"
            let culprit = pending.first { message.hasPrefix($0.file.path + ":") } ?? pending[0]
            return fail(culprit.line, "cannot reopen '\(culprit.file.path)': " + message)
        }
        for (i, text) in lines.enumerated().dropFirst().dropLast() {
            let line = SourceLine(source: source, lineNumber: i + 1, text: text)
            if !text.hasPrefix("open \""), let failure = addPending() { return failure }
            if text.hasPrefix(KeptStateText.keyword) {
                switch KeptStateText.read(text) {
                case .success(let (preview, key, value)):
                    guard shell.session.swift != nil else {
                        // NB: its file left out (gone), the state it kept goes with it.
                        if leftOut { continue }
                        return fail(
                            i + 1, "'keep' before any 'open' or 'swift' line; the state is kept for their views")
                    }
                    kept[preview, default: [:]][key] = value
                case .failure(let f): return fail(i + 1, column: f.column, f.message)
                }
                continue
            }
            // NB: a preview its reopened file watches again (one with links) is watched once.
            if text.hasPrefix("watch "), shell.session.watches.contains(where: { "watch " + $0.text == text }) {
                continue
            }
            if text.hasPrefix(PushedPathText.keyword) {
                switch PushedPathText.read(text) {
                case .success(let (preview, path)):
                    guard shell.session.swift != nil else {
                        if leftOut { continue }
                        return fail(
                            i + 1, "'pushed' before any 'open' or 'swift' line; the links are followed in their views")
                    }
                    pushed[preview] = path
                case .failure(let f): return fail(i + 1, column: f.column, f.message)
                }
                continue
            }
            if let swift = swiftLine(line, files: files, openedName: openedName) {
                switch swift {
                case .failure(let d) where missingFile != nil && line.text.hasPrefix("open \""):
                    missingFile?(d)
                    leftOut = true
                case .success(let (file, command)):
                    if SwiftSession.isTyped(file.path) {
                        let entry = SourceLine(source: source, lineNumber: i + 1, text: file.text)
                        if case .failed(let d, _) = shell.runSwift(entry, succeeded: nil, emit: { _ in }) {
                            return .failure(d)
                        }
                    } else if let command {
                        pending.append((i + 1, file, command))
                    }
                case .failure(let d): return .failure(d)
                }
                continue
            }
            let commands: [Command]
            do { commands = try TileShell.Parser.parse(line, table: table) } catch { return .failure(error) }
            for c in commands where table.named(c.keyword, in: line)?.allowedInSessionFile != true {
                return .failure(
                    line.error("'\(line.text(of: c.keyword))' is not allowed in a session file", at: c.keyword))
            }
            switch shell.withoutPerson(shell.run(commands: commands[...], emit: { _ in })) {
            case .ok: continue
            case .failed where leftOut: continue
            case .failed(let d, _): return .failure(d)
            case .quit, .host: return fail(i + 1, "unexpected command in a session file")
            }
        }
        if let failure = addPending() { return failure }
        if !kept.isEmpty, let swift = shell.session.swift {
            // NB: with what each view kept merged over what the session's `set` lines gave.
            shell.session.swift = swift.keeping(swift.kept.merging(kept) { $0.merging($1) { _, new in new } })
        }
        if let swift = shell.session.swift {
            // NB: a label the screen no longer shows ends its path when it is drawn (`Lesson.run`).
            for (preview, path) in pushed.sorted(by: { $0.key < $1.key }) {
                shell.session.swift = (shell.session.swift ?? swift).navigating(preview, to: path)
            }
        }
        return .success(shell.session)
    }

    /// The paths of the SwiftUI files a session file reopens, for the edge to read first.
    public static func openedPaths(_ text: String) -> [String] {
        SourceLine.lines(of: text).compactMap { text in
            guard text.hasPrefix("open \"") else { return nil }
            let line = SourceLine(source: "", lineNumber: 1, text: String(text))
            guard let tokens = try? TileShell.Lexer.lex(line).first?.tokens, tokens.count == 2 else { return nil }
            return line.text(of: tokens[tokens.startIndex + 1])
        }
    }

    /// An `open "path"` line (the file read by `files`, and the `open` command) or a
    /// `swift "…"` line (the Swift as a file of its own, typed); nil for any other line.
    static func swiftLine(
        _ line: SourceLine, files: (String) -> Result<String, SaveRefusal>, openedName: (String) -> String = { $0 }
    ) -> Result<(SourceFile, Command?), TileShell.Diagnostic>? {
        guard line.text.hasPrefix("open \"") || line.text.hasPrefix("swift \"") else { return nil }
        let tokens: [TileShell.Token]
        do { tokens = try TileShell.Lexer.lex(line).first.map { Array($0.tokens) } ?? [] } catch {
            return .failure(error)
        }
        guard let keyword = tokens.first else { return nil }
        guard tokens.count == 2, tokens[1].kind == .string else {
            return .failure(line.error("expected one quoted string after '\(line.text(of: keyword))'", at: keyword))
        }
        let value = line.text(of: tokens[1])
        if line.isWord(keyword, "swift") {
            return .success((SourceFile(path: SwiftSession.typedPath(0), text: value), nil))
        }
        switch files(value) {
        case .success(let text):
            let command = Command(
                keyword: keyword, type: OpenCommand.self, tokens: tokens[...], line: line, start: 0,
                end: line.text.utf8.count)
            return .success((SourceFile(path: openedName(value), text: text), command))
        case .failure(let refusal):
            return .failure(
                line.error("cannot reopen '\(Sanitizer.visible(value))': \(refusal.message)", at: tokens[1]))
        }
    }

    /// Decoding draws nothing, so it needs no formatting.
    struct NoFormatting: ValueFormatting {
        func currency(_ amount: DecimalValue, code: String, locale: String) -> String { "" }
        func relativeDate(_ date: Instant, now: Instant, locale: String) -> String { "" }
    }
}
