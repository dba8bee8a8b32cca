/// Whether a diagnostic is written plain or in swiftc's colours (a bold message line, `error:`
/// red, `warning:` magenta, `note:` dark gray, the caret line green).
///
///     diagnostic.excerpt(in: file, colors: .ansi)
public enum DiagnosticColors: Hashable, Sendable {
    case plain
    case ansi

    /// The escape that starts `severity`'s word: swiftc's own bytes, so that a coloured run
    /// reads the same in either.
    func start(_ severity: Diagnostic.Severity) -> String {
        switch self {
        case .plain: return ""
        case .ansi:
            switch severity {
            case .error: return "\u{1B}[0;1;31m"
            case .warning: return "\u{1B}[0;1;35m"
            case .note: return "\u{1B}[0;1;30m"
            }
        }
    }

    var bold: String { self == .ansi ? "\u{1B}[1m" : "" }
    var green: String { self == .ansi ? "\u{1B}[0;1;32m" : "" }
    var reset: String { self == .ansi ? "\u{1B}[0m" : "" }
}
