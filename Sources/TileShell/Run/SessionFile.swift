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
/// `pick`, `unset`, `watch`). The marker's count catches truncation; a newer version number is refused.
public enum SessionFile {
    public static let version = 1
    static let header = "# tileshell session "
    static let footer = "# end of session: "
    /// The largest session file `load` reads, and so the largest `save` writes: 64 MiB.
    public static let maxBytes = 64 << 20

    /// The session as text, or why `load` would refuse it (a line over `Lexer.maxLineBytes`,
    /// a file over `maxBytes`), so `save` never writes a file that cannot be loaded back.
    public static func encodeForSaving(_ session: Session) -> Result<String, SaveRefusal> {
        let text = encode(session)
        if text.utf8.count > maxBytes {
            return .failure(
                SaveRefusal(
                    message: "the session is \(text.utf8.count) bytes; 'load' reads at most \(maxBytes >> 20) MiB"))
        }
        for (i, line) in SourceLine.lines(of: text).enumerated() where line.utf8.count > Lexer.maxLineBytes {
            return .failure(
                SaveRefusal(
                    message: "line \(i + 1) of the session would be \(line.utf8.count) bytes; "
                        + "'load' reads lines of at most \(Lexer.maxLineBytes) bytes"))
        }
        return .success(text)
    }

    /// Why a session cannot be saved.
    public struct SaveRefusal: Error, Sendable {
        public var message: String
    }

    /// The session as text. Decoding it into a fresh standard session gives this session back.
    public static func encode(_ session: Session) -> String {
        var lines: [String] = []
        let builtInEnums: Set<String> = [
            BuiltIns.fruit.name, BuiltIns.timeUnit.name, BuiltIns.pickerStyle.name, BuiltIns.currency.name,
        ]
        for e in session.enums where !builtInEnums.contains(e.name) {
            lines.append("enum \(e.name): " + e.cases.joined(separator: ", "))
        }
        for e in session.enums {
            guard let faces = e.faces else { continue }
            let arms = zip(e.cases, faces).map { "\($0) \(ValueText.quoted($1.title)) \($1.color.rawValue)" }
            lines.append("tilekind \(e.name): " + arms.joined(separator: ", "))
        }
        for b in session.bindings {
            let value = ValueText.literal(b.value, type: b.type.base, session: session)
            if b.isBuiltIn {
                lines.append("set \(b.name) \(value)")
            } else {
                let initial = b.value == nil ? "" : " = \(value)"
                lines.append("var \(b.name): \(b.type)\(initial) as \(b.presentation.rawValue)")
            }
        }
        // NB: numbered afresh from 1 when loaded, in the same order.
        for w in session.watches { lines.append("watch \(w.text)") }
        return header + "\(version)\n" + lines.map { $0 + "\n" }.joined() + footer + "\(lines.count) commands\n"
    }

    /// Reads a saved session into a fresh standard session. Nothing is applied unless the whole
    /// file is valid; the error names the file's line.
    public static func decode(
        _ text: String, source: String, now: Instant, commands table: CommandTable = .standard
    ) -> Result<Session, Diagnostic> {
        var lines = SourceLine.lines(of: text).map(String.init)
        if lines.last == "" { lines.removeLast() }
        func fail(_ line: Int, _ message: String) -> Result<Session, Diagnostic> {
            let text = lines.indices.contains(line - 1) ? lines[line - 1] : ""
            return .failure(
                Diagnostic(.error, at: SourceLocation(source: source, line: line, column: 1), sourceText: text, message)
            )
        }
        // NB: first, before the header and end marker: a file cut where a line passed the limit
        // (`FileIO.read(_:lineLimit:)`) says so, not that it lacks an end.
        if let i = lines.firstIndex(where: { $0.utf8.count > Lexer.maxLineBytes }) {
            let line = SourceLine(source: source, lineNumber: i + 1, text: lines[i])
            let count = line.text.utf8.count
            return .failure(
                line.error(
                    .limit(.lineBytes(count: count, limit: Lexer.maxLineBytes, severalLines: false)), start: 0, end: 0))
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
            environment: Environment(now: now, formatter: NoFormatting()))
        shell.rendersOutput = false
        for (i, text) in lines.enumerated().dropFirst().dropLast() {
            let line = SourceLine(source: source, lineNumber: i + 1, text: text)
            let commands: [Command]
            do { commands = try Parser.parse(line, table: table) } catch { return .failure(error) }
            for c in commands where table.named(c.keyword, in: line)?.allowedInSessionFile != true {
                return .failure(
                    line.error("'\(line.text(of: c.keyword))' is not allowed in a session file", at: c.keyword))
            }
            switch shell.withoutPerson(shell.run(commands: commands[...], emit: { _ in })) {
            case .ok: continue
            case .failed(let d, _): return .failure(d)
            case .quit, .host: return fail(i + 1, "unexpected command in a session file")
            }
        }
        return .success(shell.session)
    }

    /// Decoding draws nothing, so it needs no formatting.
    struct NoFormatting: ValueFormatting {
        func currency(_ amount: DecimalValue, code: String, locale: String) -> String { "" }
        func relativeDate(_ date: Instant, now: Instant, locale: String) -> String { "" }
    }
}
