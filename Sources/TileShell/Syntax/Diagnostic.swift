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
        // NB: the excerpt is made visible character by character so the caret column stays right:
        // each control character becomes a fixed-width escape and we pad under it accordingly.
        // NB: a line longer than `Excerpt.lineCharacters` (up to the 1 MiB line limit) is shown as
        // a window around the caret, cut with "…", so one hostile line cannot flood the terminal.
        var excerpt = ""
        var pad = 0
        var mark = 0
        var index = 1
        let long = sourceText.utf8.count > Excerpt.lineCharacters
        let window = Excerpt.window(characters: long ? sourceText.count : 0, around: loc.column)
        let (first, last) = (window.lowerBound, window.upperBound)
        if first > 1 {
            excerpt = "…"
            pad = 1
        }
        for ch in sourceText {
            if index < first {
                index += 1
                continue
            }
            if index > last {
                excerpt += "…"
                break
            }
            if ch == "\t" {
                excerpt += " "
                if index < loc.column { pad += 1 } else if index < loc.column + loc.length { mark += 1 }
            } else {
                // NB: one character can be a letter with 100 000 combining marks: past a few
                // scalars, only its first ones are shown.
                let glyph =
                    ch.utf8.count > 64 ? String(String.UnicodeScalarView(ch.unicodeScalars.prefix(8))) : String(ch)
                let shown = Sanitizer.visible(glyph)
                let w = TextWidth.of(shown)
                excerpt += shown
                if index < loc.column { pad += w } else if index < loc.column + loc.length { mark += w }
            }
            index += 1
        }
        out += excerpt + "\n"
        out += String(repeating: " ", count: pad) + (colored ? SGR.boldText(.green) : "") + "^"
        if mark > 1 { out += String(repeating: "~", count: mark - 1) }
        out += reset + "\n"
        for note in notes { out += "note: " + Sanitizer.visible(Excerpt.message(note)) + "\n" }
        return out
    }

}
