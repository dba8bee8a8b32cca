/// What the user asked for with `--color`: `auto` follows the environment, the others override it.
///
/// `ColorChoice(rawValue: "never") == .never`; the cases double as the flag's help and completions.
public enum ColorChoice: String, CaseIterable, Hashable, Sendable {
    /// Colour when the environment says the output can show it (see `ColorDepth.detect`).
    case auto
    /// Colour even into a pipe or file, at the depth `COLORTERM`/`TERM` claim (at least 16 colours).
    case always
    /// No escape sequences at all.
    case never
}
