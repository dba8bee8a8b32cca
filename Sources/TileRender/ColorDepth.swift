/// How many colours the output may use. `.none` emits no escape sequences at all.
///
/// `ColorDepth.detect(choice: .auto, environment: ["TERM": "xterm-256color"], isTerminal: true) == .ansi256`.
public enum ColorDepth: String, CaseIterable, Hashable, Sendable {
    /// Plain text: no colour, no attributes, no escape byte.
    case none
    /// The 16 standard colours (SGR 30–37, 90–97; 40–47, 100–107).
    case ansi16
    /// The xterm 256-colour palette (SGR `38;5;N`, `48;5;N`).
    case ansi256
    /// 24-bit colour (SGR `38;2;R;G;B`, `48;2;R;G;B`).
    case truecolor

    /// The depth to render at, from the user's choice and the process's environment; pure.
    ///
    /// - `never`: `.none`.
    /// - `always`: the environment's depth (below), so at least `.ansi16`, even for `TERM=dumb`.
    /// - `auto`, first rule that applies:
    ///   1. `NO_COLOR` set and non-empty: `.none`.
    ///   2. `CLICOLOR_FORCE` non-empty and not `0`, or `FORCE_COLOR` non-empty and not `0`/`false`:
    ///      as `always`.
    ///   3. Output is not a terminal: `.none`.
    ///   4. `TERM=dumb`: `.none`.
    ///   5. Otherwise the environment's depth.
    ///
    /// The environment's depth: `COLORTERM` `truecolor` or `24bit` gives `.truecolor`; else a `TERM`
    /// containing `256color` gives `.ansi256`; else a `TERM` containing `direct` gives `.truecolor`;
    /// else `.ansi16`.
    public static func detect(choice: ColorChoice, environment: [String: String], isTerminal: Bool) -> ColorDepth {
        switch choice {
        case .never:
            return .none
        case .always:
            return fromEnvironment(environment)
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
            if isForced(environment) { return fromEnvironment(environment) }
            if !isTerminal || environment["TERM"] == "dumb" { return .none }
            return fromEnvironment(environment)
        }
    }

    /// True when `CLICOLOR_FORCE` or `FORCE_COLOR` asks for colour even without a terminal.
    static func isForced(_ environment: [String: String]) -> Bool {
        if let value = environment["CLICOLOR_FORCE"], !value.isEmpty, value != "0" { return true }
        if let value = environment["FORCE_COLOR"], !value.isEmpty, value != "0", value.lowercased() != "false" {
            return true
        }
        return false
    }

    /// The best depth `COLORTERM` and `TERM` claim, at least `.ansi16`.
    static func fromEnvironment(_ environment: [String: String]) -> ColorDepth {
        let colorTerm = environment["COLORTERM", default: ""].lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .truecolor }
        let term = environment["TERM", default: ""]
        if term.contains("256color") { return .ansi256 }
        if term.contains("direct") { return .truecolor }
        return .ansi16
    }
}
