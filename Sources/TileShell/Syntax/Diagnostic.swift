import TileRender

/// An error found in input, as data. Text is produced only at the edge by `formatted(...)`.
///
/// Example: `<stdin>:1:6: error: 'banana' is not a Fruit; expected one of: apple, orange`
public struct Diagnostic: Error, Hashable, Sendable {
    public enum Severity: String, Sendable { case error, warning, note }

    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    /// The whole source line, for the excerpt and caret.
    public var sourceText: String
    /// Extra lines printed after the excerpt (`note: ...`).
    public var notes: [String]

    public init(
        _ severity: Severity = .error, at location: SourceLocation, sourceText: String,
        _ message: String, notes: [String] = []
    ) {
        self.severity = severity
        self.location = location
        self.sourceText = sourceText
        self.message = message
        self.notes = notes
    }

    /// swiftc-style text: header, the source line, and a caret with tildes under the span.
    public func formatted() -> String {
        let loc = location
        var out = "\(Sanitizer.visible(loc.source)):\(loc.line):\(loc.column): \(severity.rawValue): "
        out += Sanitizer.visible(message) + "\n"
        // NB: the excerpt is made visible character by character so the caret column stays right:
        // each control character becomes a fixed-width escape and we pad under it accordingly.
        var excerpt = ""
        var pad = 0
        var mark = 0
        var index = 1
        for ch in sourceText {
            if ch == "\t" {
                excerpt += " "
                if index < loc.column { pad += 1 } else if index < loc.column + loc.length { mark += 1 }
            } else {
                let shown = Sanitizer.visible(String(ch))
                let w = TextWidth.of(shown)
                excerpt += shown
                if index < loc.column { pad += w } else if index < loc.column + loc.length { mark += w }
            }
            index += 1
        }
        out += excerpt + "\n"
        out += String(repeating: " ", count: pad) + "^"
        if mark > 1 { out += String(repeating: "~", count: mark - 1) }
        out += "\n"
        for note in notes { out += "note: " + Sanitizer.visible(note) + "\n" }
        return out
    }
}
