import TileRender
import TileText

/// An error found in input, as data. Text is produced only at the edge by `formatted(...)`.
///
/// Example: `<stdin>:1:6: error: 'banana' is not a Fruit; expected one of: apple, orange`
public struct Diagnostic: Error, Hashable, Sendable {
    public enum Severity: String, Sendable { case error, warning, note }

    public var severity: Severity
    public var location: SourceLocation
    /// What went wrong, as data.
    public var kind: DiagnosticKind
    /// The message, written from `kind`.
    public var message: String { kind.message }
    /// The whole source line, for the excerpt and caret.
    public var sourceText: String
    /// Extra lines printed after the excerpt (`note: ...`).
    public var notes: [String]

    public init(
        _ severity: Severity = .error, at location: SourceLocation, sourceText: String,
        _ kind: DiagnosticKind, notes: [String] = []
    ) {
        self.severity = severity
        self.location = location
        self.sourceText = sourceText
        self.kind = kind
        self.notes = notes
    }

    public init(
        _ severity: Severity = .error, at location: SourceLocation, sourceText: String,
        _ message: String, notes: [String] = []
    ) {
        self.init(severity, at: location, sourceText: sourceText, .message(message), notes: notes)
    }

    /// swiftc-style text: header, the source line, and a caret with tildes under the span.
    /// With `colored`, the header is bold, `error:` red and the caret green, as swiftc does on a
    /// terminal (only fixed escape sequences; user text is always made visible first).
    public func formatted(colored: Bool = false) -> String {
        let loc = location
        let bold = colored ? SGR.boldText() : ""
        let reset = colored ? SGR.resetText : ""
        let tint: String
        switch severity {
        case .error: tint = colored ? SGR.boldText(.red) : ""
        case .warning: tint = colored ? SGR.boldText(.magenta) : ""
        case .note: tint = colored ? SGR.boldText(.black) : ""
        }
        var out =
            bold + "\(Sanitizer.visible(loc.source)):\(loc.line):\(loc.column): " + tint + "\(severity.rawValue): "
        out += reset + bold + Sanitizer.visible(Excerpt.message(message)) + reset + "\n"
        // NB: one excerpt for every message tileshell prints, the shell's and a Swift file's:
        // the line made visible, cut around the caret when it is long, tabs to swiftc's stops.
        var caret = 0
        var end = 0
        var index = 1
        for ch in sourceText {
            if index < loc.column { caret += ch.utf8.count }
            if index < loc.column + max(1, loc.length) { end += ch.utf8.count } else { break }
            index += 1
        }
        let excerpt = SourceExcerpt(line: sourceText, caret: caret, end: end)
        out += excerpt.line + "\n"
        if colored, let mark = excerpt.caret.firstIndex(where: { $0 != " " }) {
            out += excerpt.caret[..<mark] + SGR.boldText(.green) + excerpt.caret[mark...] + reset + "\n"
        } else {
            out += excerpt.caret + "\n"
        }
        for note in notes { out += "note: " + Sanitizer.visible(Excerpt.message(note)) + "\n" }
        return out
    }

}
