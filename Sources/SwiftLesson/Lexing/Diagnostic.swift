import TileText

/// A message about a place in a file: data until `formatted(in:)` writes it the way swiftc does.
///
///     Diagnostic(.error, "expected '}' at end of struct", at: range).formatted(in: file)
///     // "Lesson.swift:9:1: error: expected '}' at end of struct"
public struct Diagnostic: Hashable, Sendable {
    /// How serious a message is; an error means the file is not valid Swift.
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    public var severity: Severity
    public var message: String
    public var range: SourceRange

    public init(_ severity: Severity, _ message: String, at range: SourceRange) {
        self.severity = severity
        self.message = message
        self.range = range
    }

    /// `path:line:col: severity: message`. NB: the message quotes the file's own text, which may
    /// hold any character: control characters and bidi overrides are shown escaped, so a file can
    /// never drive the terminal that shows its diagnostics, and a long quoted token is cut
    /// (`Excerpt.message`), so one 200 000-character operator cannot flood it.
    public func formatted(in file: SourceFile) -> String {
        // NB: the place's line and column are digits: escaping the whole is escaping the path.
        return Sanitizer.visible(file.place(of: range.start)) + ": \(severity.rawValue): "
            + Sanitizer.visible(Excerpt.message(message))
    }
}
