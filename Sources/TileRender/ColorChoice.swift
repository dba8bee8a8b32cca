/// What the user asked for with `--color`: `auto` follows the environment, the others override it.
///
/// `ColorChoice(rawValue: "never") == .never`; the cases double as the flag's help and completions.
public enum ColorChoice: String, CaseIterable, Hashable, Sendable {
    case auto, always, never
}
